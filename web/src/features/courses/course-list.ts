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

/** Uploaded files are served by the BFF on this origin; legacy paths were relative to an uploads folder. */
const UPLOAD_BASE = '/';

/**
 * The thumbnail's URL: an absolute http(s) URL is used as it is; anything else is put under the upload
 * base after its leading slashes and an `uploads/` prefix are stripped.
 */
export function thumbnailUrl(thumbnailPath: string | null | undefined): string | undefined {
  if (!thumbnailPath) return undefined;
  if (/^https?:\/\//i.test(thumbnailPath)) return thumbnailPath;
  const relative = thumbnailPath.replace(/^\/+/, '').replace(/^uploads\//, '');
  return `${UPLOAD_BASE}${relative}`;
}
