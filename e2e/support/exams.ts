import type { OpenAttempt, OpenAttemptReply, QuizSubmitReply } from '@academy/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface ExamAnswer {
  questionId: number;
  selectedOptionId: number;
}

/**
 * Takes a timed quiz through the API as the web app does (a timed quiz is answered only through a started
 * attempt): starts the attempt, saves every answer in one save, submits it, and answers the result. The
 * answers are given, or chosen from the started attempt's questions (a learner reads them nowhere else).
 */
export async function takeTimedQuiz(
  page: Page,
  api: (path: string) => string,
  quizId: number,
  answers: ExamAnswer[] | ((questions: OpenAttempt['questions']) => ExamAnswer[]),
): Promise<QuizSubmitReply['data']> {
  const started = await page.request.post(api(`userQuiz/quizzes/${quizId}/attempt`));
  expect(started.status()).toBeLessThan(300);
  const { attempt } = (await started.json()) as OpenAttemptReply;
  const saved = await page.request.put(api(`userQuiz/exam-attempts/${attempt.attemptId}/answers`), {
    data: {
      sequence: attempt.lastSequence + 1,
      answers: typeof answers === 'function' ? answers(attempt.questions) : answers,
    },
  });
  expect(saved.status()).toBe(200);
  const submitted = await page.request.post(api(`userQuiz/exam-attempts/${attempt.attemptId}/submit`));
  expect(submitted.status()).toBeLessThan(300);
  return ((await submitted.json()) as QuizSubmitReply).data;
}
