import type { Static } from 'typebox';
import { OneOf } from './common.ts';

/** How much a course asks of a learner, set by an administrator (new courses: beginner). */
export const CourseLevel = OneOf('beginner', 'intermediate', 'advanced');
export type CourseLevel = Static<typeof CourseLevel>;
