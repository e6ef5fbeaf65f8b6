import type { QuestionBody } from '@academy/contracts';
import { adminQuestion } from '../queries/quizzes.ts';
import { quizCommand } from './announced-change.ts';
import { insertQuestion, lockQuiz } from './quiz-writes.ts';

/** Appends a question to a quiz and republishes the quiz with its answer key. */
export const addQuestion = quizCommand(
  async (tx, { quizId, question }: { quizId: number; question: QuestionBody }) => {
    const quiz = await lockQuiz(tx, quizId);
    const row = await insertQuestion(tx, quiz.id, question);
    return adminQuestion(tx, quiz.id, row.id);
  },
);
