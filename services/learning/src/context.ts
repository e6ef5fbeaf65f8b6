import type { EnrolledCourse } from '@academy/contracts';
import type { NoticeCache, ServiceContext } from '@academy/kit';
import type * as schema from './db/schema.ts';

/** What every route of the service works with. */
export interface LearningContext extends ServiceContext<typeof schema> {
  /**
   * Each learner's enrolled courses with progress, kept until a change to them commits. A route whose write
   * changes them (an enrolment, a submission) also forgets the learner's before it answers: PostgreSQL's notice
   * reaches the listening connection a moment after the commit, and the learner's next read may come first.
   */
  myCourses: NoticeCache<EnrolledCourse[]>;
  /**
   * Tells the learner's copies elsewhere (the BFF's) that a change the trigger does not announce has
   * committed: an attempt started.
   */
  announceLearnerChange: (userId: string) => void;
}

export type LearningDb = LearningContext['db'];
