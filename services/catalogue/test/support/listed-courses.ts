import { queryDatabase } from '@academy/kit/testing';

export interface ListedCourse {
  title: string;
  description?: string;
  category?: string;
  level?: 'beginner' | 'intermediate' | 'advanced';
  priceMinor?: number;
  published?: boolean;
  /** Makes it an exam voucher for this course. */
  voucherFor?: number;
  /** Titles of the videos of its one module. */
  lessons?: string[];
  /** Lecture titles. */
  lectures?: string[];
  createdAt?: string;
}

/**
 * Writes courses, their lessons and lectures straight into the catalogue's tables (the routes that
 * add them need uploads; these tests are about what is found), returning their ids in order.
 */
export const insertCourses = async <const T extends readonly ListedCourse[]>(
  databaseUrl: string,
  list: T,
): Promise<{ -readonly [K in keyof T]: number }> => {
  const ids: number[] = [];
  for (const course of list) {
    const [row] = await queryDatabase<{ id: number }>(
      databaseUrl,
      `INSERT INTO courses (title, description, category, created_by, level, price_minor, published,
         voucher_course_id, voucher_attempts, created_at)
       VALUES ($1, $2, $3, 'Ann', $4, $5, $6, $7, $8, coalesce($9::timestamptz, now())) RETURNING id`,
      [
        course.title,
        course.description ?? `${course.title}, step by step.`,
        course.category ?? 'Forensics',
        course.level ?? 'beginner',
        course.priceMinor ?? 0,
        course.published ?? true,
        course.voucherFor ?? null,
        course.voucherFor ? 1 : null,
        course.createdAt ?? null,
      ],
    );
    const id = row!.id;
    ids.push(id);
    if (course.lessons?.length) {
      const [module] = await queryDatabase<{ id: number }>(
        databaseUrl,
        `INSERT INTO modules (course_id, position, title) VALUES ($1, 1, 'Lessons') RETURNING id`,
        [id],
      );
      for (const [i, title] of course.lessons.entries()) {
        await queryDatabase(
          databaseUrl,
          `INSERT INTO content_items (module_id, course_id, kind, title, position, file_key)
           VALUES ($1, $2, 'video', $3, $4, 'courses/x/videos/v.mp4')`,
          [module!.id, id, title, i + 1],
        );
      }
    }
    for (const title of course.lectures ?? []) {
      await queryDatabase(
        databaseUrl,
        `INSERT INTO lectures (course_id, title, description, file_key, content_type)
         VALUES ($1, $2, '', 'courses/x/lectures/l.pdf', 'application/pdf')`,
        [id, title],
      );
    }
  }
  return ids as { -readonly [K in keyof T]: number };
};

/** Learners enrolled in a course, as `learning.enrolment.created.v1` would record them. */
export const enrol = (databaseUrl: string, courseId: number, userIds: string[]) =>
  queryDatabase(
    databaseUrl,
    'INSERT INTO course_access (user_id, course_id, enrolled) SELECT unnest($1::uuid[]), $2, true',
    [userIds, courseId],
  );
