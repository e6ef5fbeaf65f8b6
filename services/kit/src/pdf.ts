import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// Embedded DejaVu fonts instead of the PDF standard fonts, which only know Western European letters:
// learners' names and course titles print as written in Latin, Greek or Cyrillic script.
const dejaVuFile = (face: string) =>
  createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${face}.ttf`);

/**
 * A PDFKit document with DejaVu `fonts` registered (the name a page uses → the face, e.g.
 * `{ bold: 'DejaVuSans-Bold' }`), and `finished`: the whole file once `doc.end()` is called.
 */
export const startPdf = (options: PDFKit.PDFDocumentOptions, fonts: Record<string, string>) => {
  const doc = new PDFDocument(options);
  for (const [name, face] of Object.entries(fonts)) doc.registerFont(name, dejaVuFile(face));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
};

/** A date as printed documents give it, in UTC: "3 March 2026". */
export const formatLongDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
