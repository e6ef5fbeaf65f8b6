import { describe, expect, it } from 'vitest';
import { certificateNumberOf, certificateState } from './certificate-state.ts';

const url = '/api/v1/sefacertificate/download/ACD-2025-ABCDEFGHJKMNPQRS.pdf';

describe('the certificate panel state', () => {
  it('is locked until every quiz is passed', () => {
    expect(
      certificateState({ isEligible: false, certificateUrl: null, completedQuizzes: 1, totalQuizzes: 3 }),
    ).toEqual({ kind: 'locked', completed: 1, total: 3 });
  });

  it('is eligible once all quizzes are passed and no certificate exists', () => {
    expect(
      certificateState({ isEligible: true, certificateUrl: null, completedQuizzes: 3, totalQuizzes: 3 }),
    ).toEqual({ kind: 'eligible', total: 3 });
  });

  it('is generated as soon as a certificate exists, with its number from the download URL', () => {
    expect(
      certificateState({ isEligible: true, certificateUrl: url, completedQuizzes: 3, totalQuizzes: 3 }),
    ).toEqual({ kind: 'generated', certificateUrl: url, certificateNumber: 'ACD-2025-ABCDEFGHJKMNPQRS' });
    expect(
      certificateState({ isEligible: false, certificateUrl: url, completedQuizzes: 3, totalQuizzes: 4 }).kind,
    ).toBe('generated');
  });

  it('reads the number from the last segment of the URL', () => {
    expect(certificateNumberOf('ACD-1.pdf')).toBe('ACD-1');
    expect(certificateNumberOf('https://academy.test/x/ACD-2.PDF')).toBe('ACD-2');
  });
});
