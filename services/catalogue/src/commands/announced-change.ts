import { type Executor, lockRow } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { CatalogueContext } from '../context.ts';
import { courses } from '../db/schema.ts';
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

/**
 * The course's row locked before a change of its content: changes to one course take turns, so each
 * announcement sees those before it. And every change then takes the course before its listing row (which
 * the content's triggers lock), the order a change of the course itself takes them in: two administrators
 * editing one course at once cannot deadlock.
 */
export const lockCourse = (tx: Executor, courseId: number) => lockRow(tx, courses, eq(courses.id, courseId));

/** A use case that changes one course or its content; the course's new state is announced with it. */
export const courseCommand =
  <Input extends { courseId: number }, T>(change: Change<Input, T>) =>
  ({ db, mediaUrl }: Pick<CatalogueContext, 'db' | 'mediaUrl'>, input: Input, correlationId?: string) =>
    changeAndAnnounce(
      db,
      async (tx) => {
        await lockCourse(tx, input.courseId);
        return change(tx, input, correlationId);
      },
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
