import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VerificationResult } from './VerificationResult.tsx';

const issued = {
  fullName: 'Ada Lovelace',
  courseName: 'Email Forensic Analyst',
  courseCode: 'SEFA',
  issuedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2029-11-20T10:00:00.000Z',
};

describe('VerificationResult', () => {
  it('says a revoked certificate certifies nothing, with when and why it was revoked', () => {
    render(
      <VerificationResult
        number="ACD-2026-ABC"
        result={{
          status: 'revoked',
          ...issued,
          revokedAt: '2026-11-22T10:00:00.000Z',
          revocationReason: 'the course fee was refunded',
        }}
      />,
    );
    expect(screen.getByText('Revoked certificate')).toBeTruthy();
    expect(screen.getByText('Revoked on')).toBeTruthy();
    expect(screen.getByText('the course fee was refunded')).toBeTruthy();
    expect(screen.queryByText('Valid until')).toBeNull();
  });

  it('shows a valid certificate until when it is valid', () => {
    render(<VerificationResult number="ACD-2026-DEF" result={{ status: 'valid', ...issued }} />);
    expect(screen.getByText('Valid certificate')).toBeTruthy();
    expect(screen.getByText('Valid until')).toBeTruthy();
  });
});
