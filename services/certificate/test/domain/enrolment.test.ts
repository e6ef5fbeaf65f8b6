import { describe, expect, it } from 'vitest';
import { isNewer, revokesCertificate, stillEnrolled } from '../../src/domain/enrolment.ts';

const at = (iso: string, enrolled: boolean) => ({ enrolled, changedAt: new Date(iso) });

describe('enrolment kept from events', () => {
  it('follows the newest event whatever order they arrive in; at equal times the end wins', () => {
    const created = at('2026-11-20T10:00:00Z', true);
    const ended = at('2026-11-21T10:00:00Z', false);
    expect(isNewer(undefined, created)).toBe(true);
    expect(isNewer(created, ended)).toBe(true);
    expect(isNewer(ended, created)).toBe(false);
    expect(isNewer(ended, at('2026-11-22T10:00:00Z', true))).toBe(true);
    expect(isNewer(at('2026-11-21T10:00:00Z', true), ended)).toBe(true);
    expect(isNewer(ended, at('2026-11-21T10:00:00Z', true))).toBe(false);
  });

  it('counts a learner with no record as enrolled, and one whose enrolment ended as not', () => {
    expect(stillEnrolled(undefined)).toBe(true);
    expect(stillEnrolled(at('2026-11-21T10:00:00Z', false))).toBe(false);
  });

  it('revokes certificates on a refund only', () => {
    expect(revokesCertificate('refunded')).toBe(true);
    expect(revokesCertificate('subscription-ended')).toBe(false);
  });
});
