/** Uploaded files are served by the BFF on this origin; legacy paths were relative to an uploads folder. */
const UPLOAD_BASE = '/';

/**
 * The thumbnail's URL: an absolute http(s) URL is used as it is; anything else is put under the upload
 * base after its leading slashes and an `uploads/` prefix are stripped.
 */
export function thumbnailUrl(thumbnailPath: string | null | undefined): string | undefined {
  if (!thumbnailPath) return undefined;
  if (/^https?:\/\//i.test(thumbnailPath)) return thumbnailPath;
  const relative = thumbnailPath.replace(/^\/+/, '').replace(/^uploads\//, '');
  return `${UPLOAD_BASE}${relative}`;
}
