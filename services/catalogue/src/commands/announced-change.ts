import type { Executor } from '@academy/kit';
import type { CatalogueContext } from '../context.ts';
import { enqueueCourseState } from './course-events.ts';
import { enqueueQuizState } from './quiz-events.ts';

type Change<Input, T> = (tx: Executor, input: Input, correlationId?: string) => Promise<T>;

/** Runs `change`, then `announce` records the new state in the outbox: one transaction, so both or neither. */
const changeAndAnnounce = async <T>(
  db: CatalogueContext['db'],
  change: (tx: Executor) => Promise<T>,
  announce: (tx: Executor) => Promise<void>,
) =>
  db.transaction(async (tx) => {
    const result = await change(tx);
    await announce(tx);
    return result;
  });

/** A use case that changes one course or its content; the course's new state is announced with it. */
export const courseCommand =
  <Input extends { courseId: number }, T>(change: Change<Input, T>) =>
  ({ db, mediaUrl }: Pick<CatalogueContext, 'db' | 'mediaUrl'>, input: Input, correlationId?: string) =>
    changeAndAnnounce(
      db,
      (tx) => change(tx, input, correlationId),
      (tx) => enqueueCourseState(tx, { courseId: input.courseId, mediaUrl, correlationId }),
    );

/** A use case that changes one quiz or its questions; the quiz's new state and answer key are announced. */
export const quizCommand =
  <Input extends { quizId: number }, T>(change: Change<Input, T>) =>
  (db: CatalogueContext['db'], input: Input, correlationId?: string) =>
    changeAndAnnounce(
      db,
      (tx) => change(tx, input, correlationId),
      (tx) => enqueueQuizState(tx, input.quizId, correlationId),
    );
