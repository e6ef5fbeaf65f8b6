import type { Subscription } from '@academy/kit';
import { courseAccessCopy } from '../db/course-access.ts';

/** The events the catalogue keeps state from: enrolments, which open a course's content. */
export const subscriptions: Subscription[] = courseAccessCopy.subscriptions();
