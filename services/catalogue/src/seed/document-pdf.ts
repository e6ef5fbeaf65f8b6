/**
 * A short lesson document as a real PDF: a title, the course it belongs to, and its paragraphs. pdfkit is
 * loaded only when a seed makes one (a first start), not by every catalogue process.
 */
export const renderLessonPdf = async (lesson: { course: string; title: string; paragraphs: string[] }) => {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise<Buffer>((resolve, reject) => {
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
};
