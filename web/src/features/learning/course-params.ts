import type { ContentKind } from './course-outline.ts';

/** The spec's default course on the learning screen. */
export const DEFAULT_COURSE_ID = 69;

/** `?courseId=` (default 69) and an optional item to open first (`?quizId=`, `?videoId=`, `?documentId=`). */
export function readCourseParams(search: URLSearchParams): {
  courseId: number;
  wanted?: { kind: ContentKind; id: number };
} {
  const courseId = positiveInteger(search.get('courseId')) ?? DEFAULT_COURSE_ID;
  for (const kind of ['quiz', 'video', 'document'] as const) {
    const id = positiveInteger(search.get(`${kind}Id`));
    if (id) return { courseId, wanted: { kind, id } };
  }
  return { courseId };
}

function positiveInteger(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && Number.isSafeInteger(number) ? number : undefined;
}
