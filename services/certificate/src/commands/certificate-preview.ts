import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { CertificateContext } from '../context.ts';
import { certificates } from '../db/schema.ts';
import { renderPreviewPng } from '../pdf/render-preview.ts';

const previewKey = (certificateNumber: string) => `previews/${certificateNumber}.png`;

/**
 * The certificate's preview image (PNG), drawn from its PDF on the first request and kept in the object
 * store beside it; null for an unknown or revoked certificate, whose link preview shows no certificate.
 * Two first requests at once both draw it and store the same image.
 */
export const certificatePreview = async (
  { db, store }: Pick<CertificateContext, 'db' | 'store'>,
  certificateNumber: string,
): Promise<Readable | null> => {
  const [certificate] = await db
    .select()
    .from(certificates)
    .where(eq(certificates.certificateNumber, certificateNumber.trim().toUpperCase()));
  if (!certificate || certificate.revokedAt) return null;
  const key = previewKey(certificate.certificateNumber);
  if (!(await store.exists(key))) {
    const pdf = Buffer.concat(await (await store.read(certificate.pdfKey)).toArray());
    const png = await renderPreviewPng(pdf);
    await store.put(key, png, 'image/png', png.length);
  }
  return store.read(key);
};
