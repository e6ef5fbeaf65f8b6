import { describe, expect, it } from 'vitest';
import { answerKey, assertOneCorrectOption } from '../../src/domain/quiz.ts';

describe('quiz rules', () => {
  it('needs exactly one correct option', () => {
    const option = (isCorrect: boolean) => ({ text: 'x', isCorrect });
    expect(() => assertOneCorrectOption([option(true), option(false)])).not.toThrow();
    expect(() => assertOneCorrectOption([option(false), option(false)])).toThrow(
      /exactly one correct.*found 0/,
    );
    expect(() => assertOneCorrectOption([option(true), option(true)])).toThrow(/found 2/);
  });
  it('builds the answer key from stored questions', () => {
    expect(
      answerKey([
        {
          id: 1,
          text: 'Which?',
          options: [
            { id: 10, text: 'Ten', isCorrect: false },
            { id: 11, text: 'Eleven', isCorrect: true },
          ],
          explanation: 'Eleven is right.',
        },
      ]),
    ).toEqual([
      {
        questionId: 1,
        optionIds: [10, 11],
        correctOptionId: 11,
        explanation: 'Eleven is right.',
        text: 'Which?',
        options: [
          { id: 10, text: 'Ten' },
          { id: 11, text: 'Eleven' },
        ],
      },
    ]);
  });
});
