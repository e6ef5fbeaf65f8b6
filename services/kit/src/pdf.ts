import { createRequire } from 'node:module';
import type PDFKitDocument from 'pdfkit';

const require = createRequire(import.meta.url);

// pdfkit and its font engine are loaded by the first document a process makes, not by every server that
// imports the kit (most never print one); required, not imported, so starting a document stays synchronous.
const PDFDocument = (): typeof PDFKitDocument => require('pdfkit');

// Embedded DejaVu fonts instead of the PDF standard fonts, which only know Western European letters:
// learners' names and course titles print as written in Latin, Greek or Cyrillic script.
const dejaVuFile = (face: string) => require.resolve(`dejavu-fonts-ttf/ttf/${face}.ttf`);

/**
 * A PDFKit document with DejaVu `fonts` registered (the name a page uses → the face, e.g.
 * `{ bold: 'DejaVuSans-Bold' }`), and `finished`: the whole file once `doc.end()` is called.
 */
export const startPdf = (options: PDFKit.PDFDocumentOptions, fonts: Record<string, string>) => {
  const doc = new (PDFDocument())(options);
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
