export function editCoursePath(courseId: number): string {
  return `/course/edit?courseId=${courseId}`;
}

export function quizQuestionsPath(quizId: number): string {
  return `/quiz?quizId=${quizId}`;
}
