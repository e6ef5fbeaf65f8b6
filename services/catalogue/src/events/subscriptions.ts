import { learning } from '@academy/contracts';
import type { connectPlatform } from '@academy/kit';
import { grantCourseAccess, revokeCourseAccess } from './handlers/learning-enrolment.ts';

type Platform = Awaited<ReturnType<typeof connectPlatform>>;

/** The events the catalogue keeps state from. */
export const registerSubscriptions = async (platform: Pick<Platform, 'consume'>) => {
  await platform.consume(learning.enrolmentCreated, grantCourseAccess);
  await platform.consume(learning.enrolmentRevoked, revokeCourseAccess);
};
