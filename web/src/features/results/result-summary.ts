import type { QuizResult } from '@academy/contracts';

export interface ResultSummary {
  total: number;
  passed: number;
  /** The mean of the latest scores, rounded; null without results. */
  averageScore: number | null;
}

/** The figures above the results table. */
export function summariseResults(results: QuizResult[]): ResultSummary {
  if (results.length === 0) return { total: 0, passed: 0, averageScore: null };
  const sum = results.reduce((total, result) => total + result.score, 0);
  return {
    total: results.length,
    passed: results.filter((result) => result.passed).length,
    averageScore: Math.round(sum / results.length),
  };
}
