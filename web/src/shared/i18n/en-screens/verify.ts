import { addEnglish } from './add-english.ts';

/** The English texts of the public certificate check: they load with the screens that show them (see add-english.ts). */
export const verify = {
  certificateNotFound: 'Certificate not found',
  noAcademyCertificateHasThe: 'No Academy certificate has the number',
  checkTheNumberAndTry: '. Check the number and try again.',
  checkAnAcademyCertificate: 'Check an Academy certificate',
  enterTheCertificateNumberPrinted:
    'Enter the certificate number printed on the certificate, or scan its QR code.',
  certificateNumber: 'Certificate number',
  acd2025: 'ACD-2025-…',
  verify: 'Verify',
  checkingTheCertificate: 'Checking the certificate',
  error: 'Error',
  theCertificateCouldNotBe: 'The certificate could not be checked just now. Please try again.',
  awardedTo: 'Awarded to',
  course: 'Course',
  issued: 'Issued',
  revokedOn: 'Revoked on',
  reason: 'Reason',
  validUntil: 'Valid until',
  expiredOn: 'Expired on',
  validCertificate: 'Valid certificate',
  validCertificateText: 'This certificate was issued by the Academy and is valid.',
  expiredCertificate: 'Expired certificate',
  expiredCertificateText: 'This certificate was issued by the Academy but its validity has ended.',
  revokedCertificate: 'Revoked certificate',
  revokedCertificateText:
    'This certificate was issued by the Academy but has been revoked and certifies nothing.',
  verifyCertificate: 'Verify Certificate',
} as const;
addEnglish({ verify });
