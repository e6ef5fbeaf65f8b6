import { modules } from '../db/schema.ts';
import { nextPosition, requireCourse } from '../queries/courses.ts';
import { courseCommand } from './announced-change.ts';

/** Appends a module to the end of a course and republishes the course. */
export const createModule = courseCommand(
  async (tx, { courseId, title }: { courseId: number; title: string }) => {
    await requireCourse(tx, courseId);
    const position = await nextPosition(tx, modules, modules.courseId, courseId);
    const [row] = await tx.insert(modules).values({ courseId, title, position }).returning();
    if (!row) throw new Error('insert returned no module');
    return row;
  },
);
