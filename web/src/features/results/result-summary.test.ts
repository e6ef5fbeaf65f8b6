import type { QuizResult } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { summariseResults } from './result-summary.ts';

const result = (score: number, passed: boolean): QuizResult => ({
  quizId: score + 1,
  quizTitle: 'Quiz',
  courseId: 69,
  courseTitle: 'SDFE',
  attemptNumber: 1,
  score,
  passingScore: 80,
  passed,
  completedAt: '2026-11-23T10:00:00.000Z',
});

describe('summariseResults', () => {
  it('counts passed quizzes and averages the latest scores', () => {
    expect(summariseResults([result(100, true), result(45, false), result(80, true)])).toEqual({
      total: 3,
      passed: 2,
      averageScore: 75,
    });
  });

  it('has no average without results', () => {
    expect(summariseResults([])).toEqual({ total: 0, passed: 0, averageScore: null });
  });
});
