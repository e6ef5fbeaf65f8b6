import { describe, expect, it } from 'vitest';
import { renderCertificatePdf } from '../../src/pdf/render-certificate.ts';
import { pdfText } from '../support/pdf.ts';

const certificateFor = (fullName: string, courseName: string) =>
  renderCertificatePdf({
    certificateNumber: 'ACD-2026-TEST0001',
    fullName,
    courseName,
    courseCode: 'SDFE',
    issuedAt: new Date('2026-11-21T00:00:00Z'),
    expiresAt: new Date('2029-11-21T00:00:00Z'),
    validity: '3 Years',
    verifyUrl: 'https://academy.example/app/verify?number=ACD-2026-TEST0001',
  });

describe('certificate PDF', () => {
  it.each([
    ['Łukasz Żółkiewski', 'Informatyka śledcza'],
    ['Αθηνά Παπαδοπούλου', 'Ψηφιακή εγκληματολογία'],
    ['Дмитрий Кузнецов', 'Цифровая криминалистика'],
  ])('prints %s and %s as written, whatever their script', async (fullName, courseName) => {
    const text = (await pdfText(await certificateFor(fullName, courseName))).normalize('NFC');
    expect(text).toContain(fullName);
    expect(text).toContain(courseName);
  });
});
