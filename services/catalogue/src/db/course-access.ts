import { enrolmentCopy } from '@academy/kit';
import { courseAccess } from './schema.ts';

/** `course_access` kept from learning's enrolment events. */
export const courseAccessCopy = enrolmentCopy(courseAccess);
