import type { EligibilityReply } from '@academy/contracts';

export type CertificateState =
  | { kind: 'locked'; completed: number; total: number }
  | { kind: 'eligible'; total: number }
  | { kind: 'generated'; certificateUrl: string; certificateNumber: string };

/**
 * Locked until every required quiz is passed, then eligible, then generated once a certificate
 * exists. A certificate that exists wins even if the course gained a quiz since it was issued.
 */
export function certificateState(eligibility: EligibilityReply['data']): CertificateState {
  const { isEligible, certificateUrl, completedQuizzes, totalQuizzes } = eligibility;
  if (certificateUrl) {
    return { kind: 'generated', certificateUrl, certificateNumber: certificateNumberOf(certificateUrl) };
  }
  if (isEligible) return { kind: 'eligible', total: totalQuizzes };
  return { kind: 'locked', completed: completedQuizzes, total: totalQuizzes };
}

/** `/api/v1/sefacertificate/download/ACD-2025-X.pdf` → `ACD-2025-X`: the download URL's last segment. */
export function certificateNumberOf(certificateUrl: string): string {
  const lastSegment = certificateUrl.split('/').pop() ?? '';
  return decodeURIComponent(lastSegment).replace(/\.pdf$/i, '');
}
