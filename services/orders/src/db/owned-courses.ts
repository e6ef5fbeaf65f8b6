import { enrolmentCopy } from '@academy/kit';
import { ownedCourses } from './schema.ts';

/** `owned_courses` kept from learning's enrolment events, and which courses a learner has. */
export const ownedCourseCopy = enrolmentCopy(ownedCourses);
