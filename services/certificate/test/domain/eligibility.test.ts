import { describe, expect, it } from 'vitest';
import { eligibility } from '../../src/domain/eligibility.ts';

describe('eligibility', () => {
  it('is eligible only when every required quiz is passed', () => {
    expect(eligibility([12, 15, 18], new Set([12, 15]))).toEqual({
      isEligible: false,
      completedQuizzes: 2,
      totalQuizzes: 3,
    });
    expect(eligibility([12, 15, 18], new Set([12, 15, 18, 99]))).toEqual({
      isEligible: true,
      completedQuizzes: 3,
      totalQuizzes: 3,
    });
  });

  it('ends with the enrolment, still counting the passes', () => {
    expect(eligibility([12, 15], new Set([12, 15]), false)).toEqual({
      isEligible: false,
      completedQuizzes: 2,
      totalQuizzes: 2,
    });
  });

  it('does not count passes of quizzes the course does not require', () => {
    expect(eligibility([12], new Set([13, 14]))).toMatchObject({ isEligible: false, completedQuizzes: 0 });
  });

  it('never makes a course without quizzes eligible', () => {
    expect(eligibility([], new Set([1, 2]))).toEqual({
      isEligible: false,
      completedQuizzes: 0,
      totalQuizzes: 0,
    });
  });

  it('counts a quiz listed twice once', () => {
    expect(eligibility([12, 12], new Set([12]))).toEqual({
      isEligible: true,
      completedQuizzes: 1,
      totalQuizzes: 1,
    });
  });
});
