import { text } from 'node:stream/consumers';
import PDFDocument from 'pdfkit';
import type { Lesson } from './document-pdf.ts';

/**
 * Run as a short-lived process of its own (`renderLessonPdfs`): reads lessons as JSON on stdin and writes
 * their PDFs, base64 in a JSON array, to stdout. pdfkit (some 7 MiB of heap once loaded, for good) ends
 * with it instead of staying in the catalogue for the rest of its life.
 */
const render = (lesson: Lesson) =>
  new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: lesson.title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(10).fillColor('#555555').text(lesson.course);
    doc.moveDown(0.5).fontSize(22).fillColor('#111111').text(lesson.title);
    doc.moveDown();
    for (const paragraph of lesson.paragraphs) {
      doc.fontSize(12).text(paragraph, { align: 'left', lineGap: 3 });
      doc.moveDown();
    }
    doc.end();
  });

const lessons = JSON.parse(await text(process.stdin)) as Lesson[];
const pdfs: string[] = [];
for (const lesson of lessons) pdfs.push((await render(lesson)).toString('base64'));
process.stdout.write(JSON.stringify(pdfs));
