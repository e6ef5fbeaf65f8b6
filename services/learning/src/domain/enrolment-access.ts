import type { Role } from '@academy/contracts';

/**
 * Who may enrol directly: anyone in a free course; in a priced course only an administrator (a
 * grant). Learners get priced courses by paying, and the paid order enrols them.
 */
export const mustBuyToEnrol = (course: { priceMinor: number }, role: Role) =>
  course.priceMinor > 0 && role !== 'ADMIN';
