import { saveBlob, useFileDownload } from '../../shared/file-download.ts';

/** The saved file's name: the learner's full name with underscores for spaces, then `_certificate.pdf`. */
export function certificateFileName(fullName: string): string {
  const name = fullName.trim().replace(/\s+/g, '_');
  return `${name || 'certificate'}_certificate.pdf`;
}

export const CERTIFICATE_PDF_FAILURES: PdfFailureMessages = {
  fallback: 'Failed to download certificate',
  networkFailure: 'Failed to download certificate. Please try again.',
};

/** Fetches the certificate's PDF; see `fetchPdf`. */
export function fetchCertificatePdf(certificateUrl: string): Promise<Blob> {
  return fetchPdf(certificateUrl, CERTIFICATE_PDF_FAILURES);
}

export interface PdfFailureMessages {
  /** When the reply is not a PDF and carries no message of its own. */
  fallback: string;
  /** When no reply came at all. */
  networkFailure: string;
}

/**
 * Fetches a PDF with the session cookie. A reply that is not a PDF (an error body) gives its message as the
 * error, so the user reads why instead of saving a broken file.
 */
export async function fetchPdf(url: string, messages: PdfFailureMessages): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include' });
  } catch {
    throw new Error(messages.networkFailure);
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && type.includes('application/pdf')) return response.blob();
  throw new Error(await messageOf(response, messages.fallback));
}

async function messageOf(response: Response, fallback: string): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      return body.message || fallback;
    }
  } catch {
    // Not JSON either: the generic text says enough.
  }
  return fallback;
}

/**
 * A PDF that a button saves as `fileName`: whether the download is under way, and why the last one failed
 * (shown next to the button until the next try).
 */
export const usePdfDownload = (url: string, fileName: string, messages: PdfFailureMessages) =>
  useFileDownload(async () => saveBlob(await fetchPdf(url, messages), fileName), messages.fallback);
