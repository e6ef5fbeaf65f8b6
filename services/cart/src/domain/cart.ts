/** Why a course cannot join a learner's cart, if it cannot. */
export type AddRefusal = 'unknown' | 'unpublished' | 'owned';

/**
 * The rule for adding a course: it must be one the catalogue announced and has not deleted, published,
 * and not one the learner already owns (no one pays twice for a course).
 */
export const refusalToAdd = (
  course: { published: boolean; deleted: boolean } | undefined,
  alreadyOwned: boolean,
): AddRefusal | null => {
  if (!course || course.deleted) return 'unknown';
  if (!course.published) return 'unpublished';
  if (alreadyOwned) return 'owned';
  return null;
};

/** What the caller is told for each refusal. */
export const refusalReplies: Record<AddRefusal, { status: 404 | 409; message: string; code: string }> = {
  unknown: { status: 404, message: 'Course not found', code: 'NOT_FOUND' },
  unpublished: { status: 409, message: 'This course is not available for purchase', code: 'NOT_PUBLISHED' },
  owned: { status: 409, message: 'You are already enrolled in this course', code: 'ALREADY_ENROLLED' },
};
