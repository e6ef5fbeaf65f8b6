import { describe, expect, it } from 'vitest';
import { attemptLimit, certificationQuizId } from '../../src/domain/exam-vouchers.ts';

describe('exam vouchers', () => {
  it('apply to the last quiz of the course in learning order, and to none when it has no quiz', () => {
    expect(certificationQuizId([12, 15, 18])).toBe(18);
    expect(certificationQuizId([])).toBeNull();
  });

  it('raise only the certification quiz limit by the attempts vouchers added', () => {
    expect(attemptLimit({ id: 18, maxAttempts: 3 }, [12, 18], 2)).toEqual({
      maxAttempts: 5,
      vouchersApply: true,
    });
    expect(attemptLimit({ id: 12, maxAttempts: 3 }, [12, 18], 2)).toEqual({
      maxAttempts: 3,
      vouchersApply: false,
    });
    expect(attemptLimit({ id: 18, maxAttempts: 3 }, [12, 18], 0)).toEqual({
      maxAttempts: 3,
      vouchersApply: true,
    });
  });
});
