import { describe, expect, it } from 'vitest';
import { emptyQuestionForm, movedIds, questionBodyOf, questionFormOf } from './question-form.ts';

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

  it('takes 2 to 10 options, as the API does', () => {
    expect(questionBodyOf({ ...question, options: ['Only'] })).toEqual({ error: 'Give 2 to 10 options' });
    const eleven = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'];
    expect(questionBodyOf({ ...question, options: eleven })).toEqual({ error: 'Give 2 to 10 options' });
    expect('body' in questionBodyOf({ ...question, options: eleven.slice(0, 10), correct: 9 })).toBe(true);
  });
});

describe('questionFormOf', () => {
  it('fills the form with a saved question, its right answer marked', () => {
    const saved = {
      id: 7,
      text: 'Which port does HTTPS use?',
      explanation: null,
      options: [
        { id: 1, text: '80', isCorrect: false },
        { id: 2, text: '443', isCorrect: true },
      ],
    };
    const values = questionFormOf(saved);
    expect(values).toEqual({
      text: 'Which port does HTTPS use?',
      options: ['80', '443'],
      correct: 1,
      explanation: '',
    });
    expect(questionBodyOf(values)).toEqual({
      body: {
        text: 'Which port does HTTPS use?',
        options: [
          { text: '80', isCorrect: false },
          { text: '443', isCorrect: true },
        ],
      },
    });
  });
});

describe('movedIds', () => {
  it('swaps a question with its neighbour above or below', () => {
    expect(movedIds([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(movedIds([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
  });

  it('leaves the order as it is at either end and never changes its input', () => {
    const ids = [1, 2, 3];
    expect(movedIds(ids, 0, -1)).toEqual([1, 2, 3]);
    expect(movedIds(ids, 2, 1)).toEqual([1, 2, 3]);
    expect(movedIds(ids, 5, -1)).toEqual([1, 2, 3]);
    movedIds(ids, 1, 1);
    expect(ids).toEqual([1, 2, 3]);
  });
});
