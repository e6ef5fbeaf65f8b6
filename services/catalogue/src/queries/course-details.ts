import type { CourseDetails } from '@academy/contracts';
import { asc, eq } from 'drizzle-orm';
import { contentItems, modules } from '../db/schema.ts';
import { type BetweenChangesSource, createBetweenChanges } from './between-changes.ts';
import { toDocument, toLearnerQuiz, toVideo } from './content-view.ts';
import { requireCourse } from './courses.ts';
import { loadQuestions } from './quizzes.ts';

/**
 * A course's learning content as the course screen shows it, quizzes without answers. The same for
 * every learner and read by each of them on every visit (a whole cohort at once before an exam), so
 * it is kept in memory between changes (`between-changes.ts`); who may see it is asked per request.
 */
export const createCourseDetails = ({ db, messaging, mediaUrl }: BetweenChangesSource) => {
  const read = async (courseId: number): Promise<CourseDetails> => {
    const course = await requireCourse(db, courseId);
    const moduleRows = await db
      .select()
      .from(modules)
      .where(eq(modules.courseId, course.id))
      .orderBy(asc(modules.position), asc(modules.id));
    const items = await db
      .select()
      .from(contentItems)
      .where(eq(contentItems.courseId, course.id))
      .orderBy(asc(contentItems.position), asc(contentItems.id));
    const quizQuestions = await loadQuestions(
      db,
      items.filter((item) => item.kind === 'quiz').map((item) => item.id),
    );
    return {
      courseId: course.id,
      title: course.title,
      modules: moduleRows.map((module) => {
        const own = items.filter((item) => item.moduleId === module.id);
        const ofKind = (kind: string) => own.filter((item) => item.kind === kind);
        return {
          id: module.id,
          title: module.title,
          position: module.position,
          documents: ofKind('document').map((item) => toDocument(item, mediaUrl)),
          videos: ofKind('video').map((item) => toVideo(item, mediaUrl)),
          quizzes: ofKind('quiz').map((item) => toLearnerQuiz(item, quizQuestions.get(item.id) ?? [])),
        };
      }),
    };
  };
  return createBetweenChanges(messaging, read);
};

export type CourseDetailsReads = ReturnType<typeof createCourseDetails>;
