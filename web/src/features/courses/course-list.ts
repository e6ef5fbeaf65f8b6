import type { Course } from '@academy/contracts';

/** The course sold on the purchase page; it leads the course list as its own highlighted card. */
export const FEATURED_COURSE_ID = 40;
/** The featured course and its exam voucher are sold on the purchase page, not listed as courses. */
const UNLISTED_COURSE_IDS: ReadonlySet<number> = new Set([51, FEATURED_COURSE_ID]);

export interface CourseListing {
  /** The featured course when the catalogue has it, shown first. */
  featured: Course | undefined;
  /** Every other course in the catalogue's order, without the unlisted ones. */
  courses: Course[];
}

/** The course list as the spec shows it: ids 51 and 40 dropped, the featured course put first. */
export function courseListing(all: readonly Course[]): CourseListing {
  return {
    featured: all.find(({ id }) => id === FEATURED_COURSE_ID),
    courses: all.filter(({ id }) => !UNLISTED_COURSE_IDS.has(id)),
  };
}
