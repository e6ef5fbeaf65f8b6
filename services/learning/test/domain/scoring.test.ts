import { describe, expect, it } from 'vitest';
import { remainingAttempts, scoreQuiz } from '../../src/domain/scoring.ts';

const key = [
  { questionId: 1, optionIds: [10, 11], correctOptionId: 10 },
  { questionId: 2, optionIds: [20, 21], correctOptionId: 21 },
  { questionId: 3, optionIds: [30, 31], correctOptionId: 30 },
];

describe('scoreQuiz', () => {
  it('gives 100 and a pass for every answer right', () => {
    const answers = [
      { questionId: 1, selectedOptionId: 10 },
      { questionId: 2, selectedOptionId: 21 },
      { questionId: 3, selectedOptionId: 30 },
    ];
    expect(scoreQuiz(key, answers, 80)).toEqual({
      score: 100,
      correctAnswers: 3,
      totalQuestions: 3,
      passed: true,
    });
  });

  it('rounds the percent down and lets the passing score decide', () => {
    const answers = [
      { questionId: 1, selectedOptionId: 10 },
      { questionId: 2, selectedOptionId: 21 },
      { questionId: 3, selectedOptionId: 31 },
    ];
    expect(scoreQuiz(key, answers, 80)).toMatchObject({ score: 66, passed: false });
    expect(scoreQuiz(key, answers, 66)).toMatchObject({ score: 66, passed: true });
  });

  it('counts unanswered and unknown questions as wrong, and only the first answer to a question', () => {
    const answers = [
      { questionId: 1, selectedOptionId: 11 },
      { questionId: 1, selectedOptionId: 10 },
      { questionId: 99, selectedOptionId: 10 },
    ];
    expect(scoreQuiz(key, answers, 0)).toMatchObject({ score: 0, correctAnswers: 0, passed: true });
    expect(scoreQuiz(key, [], 1)).toMatchObject({ score: 0, passed: false });
  });

  it('never passes a quiz without questions', () => {
    expect(scoreQuiz([], [], 0)).toMatchObject({ score: 0, passed: false, totalQuestions: 0 });
  });
});

describe('remainingAttempts', () => {
  it('counts down to zero and no further', () => {
    expect(remainingAttempts(3, 0)).toBe(3);
    expect(remainingAttempts(3, 3)).toBe(0);
    expect(remainingAttempts(3, 5)).toBe(0);
  });
});
