export function editCoursePath(courseId: number): string {
  return `/course/edit?courseId=${courseId}`;
}

/** A course's completion and quiz report (administrators). */
export function courseReportPath(courseId: number): string {
  return `/course-report?courseId=${courseId}`;
}

export function quizQuestionsPath(quizId: number): string {
  return `/quiz?quizId=${quizId}`;
}
