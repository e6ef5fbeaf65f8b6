import type { KitText } from '../text/KitText.tsx';

/** Whether a file matches an `accept` list such as 'image/*,.pdf' (the input attribute's syntax). */
export function matchesAccept(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .some((entry) => {
      if (entry.startsWith('.')) return name.endsWith(entry);
      if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
      return type === entry;
    });
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The reason a file cannot be used (in the kit's words), or null when it is fine. */
export function validateFile(
  text: KitText,
  file: File,
  accept: string | undefined,
  maxSizeBytes: number | undefined,
): string | null {
  if (!matchesAccept(file, accept)) return text.notAcceptedFileType(file.name, accept ?? '');
  if (maxSizeBytes !== undefined && file.size > maxSizeBytes) {
    return text.fileTooLarge(file.name, formatBytes(maxSizeBytes));
  }
  return null;
}
