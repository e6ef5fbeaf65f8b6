import { describe, expect, it } from 'vitest';
import { emptyQuestionForm, questionBodyOf } from './question-form.ts';

const question = { text: ' Which header names the sender? ', options: ['From', ' Subject '], correct: 0 };

describe('questionBodyOf', () => {
  it('sends the trimmed question with exactly one correct option', () => {
    expect(questionBodyOf(question)).toEqual({
      body: {
        text: 'Which header names the sender?',
        options: [
          { text: 'From', isCorrect: true },
          { text: 'Subject', isCorrect: false },
        ],
      },
    });
  });

  it('sends an explanation when one is written', () => {
    const body = (explanation: string) => {
      const checked = questionBodyOf({ ...question, explanation });
      return 'body' in checked ? checked.body.explanation : undefined;
    };
    expect(body('  From names the sender. ')).toBe('From names the sender.');
    expect(body('   ')).toBeUndefined();
  });

  it('wants a question, filled and distinct options, and a correct one', () => {
    expect(questionBodyOf(emptyQuestionForm())).toEqual({ error: 'Enter the question' });
    expect(questionBodyOf({ ...question, options: ['From', ''] })).toEqual({
      error: 'Fill in every option or remove it',
    });
    expect(questionBodyOf({ ...question, options: ['From', 'from'] })).toEqual({
      error: 'Every option must be different',
    });
    expect(questionBodyOf({ ...question, correct: null })).toEqual({
      error: 'Mark exactly one option as correct',
    });
  });

  it('takes 2 to 6 options', () => {
    expect(questionBodyOf({ ...question, options: ['Only'] })).toEqual({ error: 'Give 2 to 6 options' });
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(questionBodyOf({ ...question, options: seven })).toEqual({ error: 'Give 2 to 6 options' });
    expect('body' in questionBodyOf({ ...question, options: seven.slice(0, 6), correct: 5 })).toBe(true);
  });
});
