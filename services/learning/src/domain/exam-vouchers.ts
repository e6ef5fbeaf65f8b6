/**
 * Exam vouchers add attempts to one quiz of a course: its certification quiz, the last quiz in
 * learning order (the exam that completes the course). A course without quizzes has none yet.
 */
export const certificationQuizId = (courseQuizIds: number[]): number | null => courseQuizIds.at(-1) ?? null;

/** A quiz's attempt limit for a learner: its own limit, plus what vouchers added if it is the exam. */
export const attemptLimit = (
  quiz: { id: number; maxAttempts: number },
  courseQuizIds: number[],
  voucherAttempts: number,
) => {
  const vouchersApply = certificationQuizId(courseQuizIds) === quiz.id;
  return { maxAttempts: quiz.maxAttempts + (vouchersApply ? voucherAttempts : 0), vouchersApply };
};
