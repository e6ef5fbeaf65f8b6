import { learning } from '@academy/contracts';
import type { connectPlatform } from '@academy/kit';
import { grantCourseAccess } from './handlers/learning.enrolment.created.v1.ts';

type Platform = Awaited<ReturnType<typeof connectPlatform>>;

/** The events the catalogue keeps state from. */
export const subscribe = async (platform: Pick<Platform, 'consume'>) => {
  await platform.consume(learning.enrolmentCreated, grantCourseAccess);
};
