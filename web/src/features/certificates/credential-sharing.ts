import { saveBlob, useFileDownload } from '../../shared/file-download.ts';

/** The public page that confirms a certificate (the one its QR code opens). */
export function verificationLink(origin: string, certificateNumber: string): string {
  return `${origin}/app/verify?number=${encodeURIComponent(certificateNumber)}`;
}

export interface Certification {
  courseName: string;
  certificateNumber: string;
  issuedAt: string;
  expiresAt: string;
  verificationUrl: string;
}

/**
 * LinkedIn's "Add license or certification" form, filled in: the course as the certification's name,
 * the Academy as the organisation, the issue and expiry months, the number and the verification link.
 */
export function linkedInAddUrl(certification: Certification, organizationName = 'Academy'): string {
  const issued = new Date(certification.issuedAt);
  const expires = new Date(certification.expiresAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certification.courseName,
    organizationName,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    expirationYear: String(expires.getUTCFullYear()),
    expirationMonth: String(expires.getUTCMonth() + 1),
    certUrl: certification.verificationUrl,
    certId: certification.certificateNumber,
  });
  return `https://www.linkedin.com/profile/add?${params}`;
}

const CREDENTIAL_FAILURE = 'Failed to download credential';

/** The certificate's signed Open Badges credential, saved as `<number>.credential.json`. */
export const useCredentialDownload = (certificateNumber: string) =>
  useFileDownload(async () => {
    const response = await fetch(`/api/v1/certificates/${encodeURIComponent(certificateNumber)}/credential`, {
      credentials: 'include',
    });
    const body = await response.text();
    if (!response.ok) throw new Error(messageIn(body) ?? CREDENTIAL_FAILURE);
    saveBlob(new Blob([body], { type: 'application/ld+json' }), `${certificateNumber}.credential.json`);
  }, CREDENTIAL_FAILURE);

function messageIn(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'message' in parsed &&
      typeof parsed.message === 'string'
    ) {
      return parsed.message || undefined;
    }
  } catch {
    // Not JSON: the generic text says enough.
  }
  return undefined;
}
