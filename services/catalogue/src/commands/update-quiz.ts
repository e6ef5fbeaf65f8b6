import type { QuizUpdateBody } from '@academy/contracts';
import { eq } from 'drizzle-orm';
import type { CatalogueContext } from '../context.ts';
import { contentItems } from '../db/schema.ts';
import { adminQuiz } from '../queries/quizzes.ts';
import { enqueueQuizState } from './quiz-events.ts';
import { requireQuiz } from './quiz-writes.ts';

/** Changes a quiz's title, passing score or attempts and republishes it. */
export const updateQuiz = (
  db: CatalogueContext['db'],
  quizId: number,
  changes: QuizUpdateBody,
  correlationId?: string,
) =>
  db.transaction(async (tx) => {
    const found = await requireQuiz(tx, quizId);
    await tx.update(contentItems).set(changes).where(eq(contentItems.id, found.id));
    await enqueueQuizState(tx, found.id, correlationId);
    return adminQuiz(tx, found.id);
  });
