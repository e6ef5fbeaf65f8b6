import type { QuizUpdateBody } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import { contentItems } from '../db/schema.ts';
import { adminQuiz } from '../queries/quizzes.ts';
import { quizCommand } from './announced-change.ts';
import { requireQuiz } from './quiz-writes.ts';

/** Changes a quiz's title, passing score or attempts and republishes it. */
export const updateQuiz = quizCommand(
  async (tx, { quizId, changes }: { quizId: number; changes: QuizUpdateBody }) => {
    await requireQuiz(tx, quizId);
    await tx.update(contentItems).set(changes).where(eq(contentItems.id, quizId));
    return adminQuiz(tx, quizId);
  },
);
