import type { Role } from '@academy/contracts';

export type EnrolmentSource = 'direct' | 'order' | 'subscription';

/**
 * How a learner may enrol without an order, or null (a 402: buy it). Anyone enrols in a free course
 * and an administrator in any (a grant), both 'direct'; an active All Access subscriber enrols in a
 * priced course through the subscription, so that enrolment ends when the subscription does.
 */
export const directEnrolmentSource = (
  course: { priceMinor: number },
  role: Role,
  subscribed: boolean,
): Exclude<EnrolmentSource, 'order'> | null => {
  if (course.priceMinor === 0 || role === 'ADMIN') return 'direct';
  return subscribed ? 'subscription' : null;
};

/**
 * The source an enrolment keeps when it is made again another way: a course bought outright stays
 * open after the subscription ends, so 'order' wins over 'subscription'; otherwise the first stays.
 */
export const strongerSource = (existing: EnrolmentSource, incoming: EnrolmentSource): EnrolmentSource =>
  existing === 'subscription' && incoming === 'order' ? 'order' : existing;

/** Whether the newest news about a subscription is newer than what is kept. */
export const isNewer = (kept: { version: number } | undefined, incoming: { version: number }) =>
  !kept || incoming.version > kept.version;
