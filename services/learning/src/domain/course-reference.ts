export interface CourseRef {
  id: number;
  title: string;
  courseCode: string | null;
}

/**
 * The web app names a course by id, by title or by course code (its enrolment call sends a name).
 * Matching ignores case and surrounding spaces; an id wins over a name.
 */
export const findCourse = <C extends CourseRef>(courses: readonly C[], reference: string | number) => {
  const text = String(reference).trim();
  if (/^\d+$/.test(text)) {
    const byId = courses.find((c) => c.id === Number(text));
    if (byId) return byId;
  }
  const wanted = text.toLowerCase();
  return (
    courses.find((c) => c.courseCode?.toLowerCase() === wanted) ??
    courses.find((c) => c.title.toLowerCase() === wanted)
  );
};
