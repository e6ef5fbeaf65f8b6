import { saveBlob, useFileDownload } from '../../shared/file-download.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { say } from '../../shared/i18n/messages.ts';

/** The file name a Content-Disposition header gives (`filename="…"` or bare), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="([^"]+)"|filename=([^;\s]+)/);
  const name = match?.[1] ?? match?.[2];
  // Only a plain name: never a path the header might smuggle in.
  return name && /^[\w.-]+$/.test(name) ? name : fallback;
}

/** Fetches a CSV file with the session cookie; a reply that is not CSV gives its message as the error. */
export async function fetchCsv(
  url: string,
  fallback: string,
): Promise<{ blob: Blob; disposition: string | null }> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include' });
  } catch {
    throw new Error(`${fallback}. Please try again.`);
  }
  if (response.ok && (response.headers.get('content-type') ?? '').includes('text/csv')) {
    return { blob: await response.blob(), disposition: response.headers.get('content-disposition') };
  }
  const body: unknown = await response.json().catch(() => null);
  const message =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
      ? body.message
      : '';
  throw new Error(message ? say(message) : fallback);
}

/** A CSV file a button saves under the server's file name: whether it is under way, and why it last failed. */
export const useCsvDownload = (url: string, fallbackName: string) =>
  useFileDownload(async () => {
    const { blob, disposition } = await fetchCsv(url, i18n.t('adminReports.failedToDownload'));
    saveBlob(blob, fileNameOf(disposition, fallbackName));
  }, i18n.t('adminReports.failedToDownload'));
