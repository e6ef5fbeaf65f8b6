import { formatLongDate, startPdf } from '@academy/kit/pdf';
import QRCode from 'qrcode';
import { lineWidth, printLine } from './print-text.ts';
import type { TextStyle } from './script-fonts.ts';

const FONTS = { text: 'DejaVuSans', bold: 'DejaVuSans-Bold', name: 'DejaVuSerif-BoldItalic' };

export interface CertificateContent {
  certificateNumber: string;
  fullName: string;
  courseName: string;
  courseCode: string | null;
  issuedAt: Date;
  expiresAt: Date;
  validity: string;
  /** Printed as a QR code and in words: where anyone can check the certificate. */
  verifyUrl: string;
}

/** DejaVu's ascent (1901/2048 em): where the kit's DejaVu text put its baseline below a line's top. */
const DEJAVU_ASCENT = 0.928;
const NAVY = '#1f3a5f';
const GOLD = '#b8860b';
const INK = '#222222';
const MUTED = '#555555';

/** A landscape A4 certificate with a double border, the learner, the course, dates and a QR code. */
export const renderCertificatePdf = async (content: CertificateContent): Promise<Buffer> => {
  const qr = await QRCode.toBuffer(content.verifyUrl, {
    type: 'png',
    margin: 1,
    width: 300,
    errorCorrectionLevel: 'M',
  });
  const info = {
    Title: `Certificate ${content.certificateNumber}`,
    Author: 'Academy',
    Subject: `${content.courseName} — ${content.fullName}`,
  };
  const { doc, finished } = startPdf({ size: 'A4', layout: 'landscape', margin: 0, info }, FONTS);

  const width = doc.page.width;
  const height = doc.page.height;
  const textWidth = width - 120;
  // Lines are placed by their top (y); DejaVu's ascent puts the baseline that all of a line's fonts share.
  const baselineBelow = (y: number, size: number) => y + DEJAVU_ASCENT * size;
  // Long names and titles shrink to stay on one line rather than run into what follows.
  const centred = (text: string, y: number, style: TextStyle, size: number, color = INK) => {
    const width = lineWidth(doc, text, style, size);
    const fitted = Math.max(8, Math.min(size, (0.97 * size * textWidth) / width));
    const x = 60 + (textWidth - (width * fitted) / size) / 2;
    doc.fillColor(color);
    printLine(doc, text, style, fitted, x, baselineBelow(y + (size - fitted) / 2, fitted));
  };

  doc
    .lineWidth(6)
    .strokeColor(NAVY)
    .rect(18, 18, width - 36, height - 36)
    .stroke();
  doc
    .lineWidth(1.5)
    .strokeColor(GOLD)
    .rect(32, 32, width - 64, height - 64)
    .stroke();

  centred('ACADEMY', 58, 'bold', 13, GOLD);
  centred('CERTIFICATE OF COMPLETION', 82, 'bold', 34, NAVY);
  centred('This is to certify that', 160, 'text', 15, MUTED);
  centred(content.fullName, 186, 'name', 36);
  doc
    .moveTo(width / 2 - 200, 232)
    .lineTo(width / 2 + 200, 232)
    .lineWidth(1)
    .strokeColor(GOLD)
    .stroke();
  centred('has successfully completed the course', 246, 'text', 15, MUTED);
  centred(content.courseName, 272, 'bold', 24, NAVY);
  if (content.courseCode) centred(`Course code: ${content.courseCode}`, 306, 'text', 13, MUTED);

  const details: [string, string][] = [
    ['Issue date', formatLongDate(content.issuedAt)],
    ['Validity', content.validity],
    ['Expiry date', formatLongDate(content.expiresAt)],
    ['Certificate No.', content.certificateNumber],
  ];
  let y = 392;
  for (const [label, value] of details) {
    doc.fillColor(NAVY);
    printLine(doc, `${label}:`, 'bold', 11, 80, baselineBelow(y, 11));
    doc.fillColor(INK);
    printLine(doc, value, 'text', 11, 185, baselineBelow(y, 11));
    y += 22;
  }

  const qrSize = 110;
  const qrX = width - 80 - qrSize;
  doc.image(qr, qrX, 380, { width: qrSize, height: qrSize });
  doc
    .font('text')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Scan to verify', qrX - 20, 380 + qrSize + 6, { width: qrSize + 40, align: 'center' });
  centred(`Verify this certificate at ${content.verifyUrl}`, height - 62, 'text', 8, MUTED);

  doc.end();
  return finished;
};
