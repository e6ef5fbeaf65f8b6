import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../shared/i18n/i18n.ts';
import {
  attemptsLabel,
  canSubmit,
  choose,
  emptyDraft,
  newSubmissionId,
  remainingAttempts,
  submission,
} from './quiz-rules.ts';

const quiz = {
  id: 7,
  moduleId: 3,
  courseId: 69,
  questions: [
    {
      id: 1,
      text: 'One?',
      options: [
        { id: 11, text: 'a' },
        { id: 12, text: 'b' },
      ],
    },
    {
      id: 2,
      text: 'Two?',
      options: [
        { id: 21, text: 'a' },
        { id: 22, text: 'b' },
      ],
    },
  ],
};

describe('quiz rules', () => {
  it('allows submitting only with every question answered and nothing in flight', () => {
    expect(canSubmit(quiz, {}, false)).toBe(false);
    expect(canSubmit(quiz, { 1: 11 }, false)).toBe(false);
    expect(canSubmit(quiz, { 1: 11, 2: 22 }, false)).toBe(true);
    expect(canSubmit(quiz, { 1: 11, 2: 22 }, true)).toBe(false);
    expect(canSubmit({ questions: [] }, {}, false)).toBe(false);
  });

  it("shows the attempts left against the server's limit", () => {
    expect(attemptsLabel(2, 3)).toBe('Attempts remaining: 2/3');
    expect(attemptsLabel(0, 5)).toBe('Attempts remaining: 0/5');
  });

  it('shows the attempts remaining in Hindi while Hindi is on screen', async () => {
    await switchLanguage('hi');
    try {
      expect(attemptsLabel(2, 3)).toBe('बचे प्रयास: 2/3');
    } finally {
      await switchLanguage('en');
    }
  });

  it('takes the just-returned remaining attempts until the list knows that attempt, then the list', () => {
    const listed = (remaining: number, used: number) => ({
      remainingAttempts: remaining,
      data: Array.from({ length: used }, (_, i) => ({
        attempt_number: i + 1,
        score: 0,
        passed: false,
        completedAt: '2026-11-23T10:00:00.000Z',
      })),
    });
    expect(remainingAttempts(undefined, null)).toBeUndefined();
    expect(remainingAttempts(listed(3, 0), null)).toBe(3);
    // The list has not seen the submission yet: the submission's count is newer.
    expect(remainingAttempts(listed(3, 0), { remainingAttempts: 2, attemptNumber: 1 })).toBe(2);
    expect(remainingAttempts(undefined, { remainingAttempts: 2, attemptNumber: 1 })).toBe(2);
    expect(remainingAttempts(listed(2, 1), { remainingAttempts: 2, attemptNumber: 1 })).toBe(2);
    // A voucher added an attempt after the last submission: the list knows it.
    expect(remainingAttempts(listed(1, 3), { remainingAttempts: 0, attemptNumber: 3 })).toBe(1);
  });

  it('sends one answer per question with the quiz, module, course and the draft’s submission id', () => {
    const draft = { answers: { 1: 12, 2: 21 }, submissionId: 'a0000000-0000-4000-8000-000000000001' };
    expect(submission(quiz, 'user-1', draft)).toEqual({
      userId: 'user-1',
      submissionId: 'a0000000-0000-4000-8000-000000000001',
      quizId: 7,
      moduleId: 3,
      courseId: 69,
      answers: [
        { questionId: 1, selectedOptionId: 12 },
        { questionId: 2, selectedOptionId: 21 },
      ],
    });
  });

  it('keeps a draft’s submission id until an answer changes, so a resend is the same submission', () => {
    const start = emptyDraft();
    const answered = choose(start, 1, 12);
    expect(answered.answers).toEqual({ 1: 12 });
    expect(answered.submissionId).not.toBe(start.submissionId);
    const changed = choose(answered, 1, 11);
    expect(changed.answers).toEqual({ 1: 11 });
    expect(changed.submissionId).not.toBe(answered.submissionId);
    expect(submission(quiz, 'user-1', answered).submissionId).toBe(answered.submissionId);
  });

  it('makes v4 UUIDs without crypto.randomUUID too (plain http origins lack it)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newSubmissionId()).toMatch(uuid);
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, newSubmissionId));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
