import { setTimeout as sleep } from 'node:timers/promises';
import { HttpError } from '@academy/kit';
import type { FastifyRequest } from 'fastify';
import type { CatalogueClient } from '../clients/catalogue.ts';

/** The pauses between looks at the catalogue. */
const PAUSES_MS = [5, 10, 20, 40, 80, 160, 250];

/**
 * Read-your-writes for anything that grants a course: an enrolment, a paid order. The catalogue
 * learns of an enrolment from an event, a few milliseconds after the learning service records it;
 * until then it refuses the course's content with 403. Before the BFF answers, it looks, as the
 * learner, at the course's details until the catalogue lets them in (or `boundMs` passes), so the
 * learner's next request succeeds on any replica. The catalogue still decides from its own
 * projection; nothing reads another's data.
 */
export const createCourseAccessWait = (catalogue: CatalogueClient, boundMs: number) => {
  // Anything but "enrol first" ends the wait: an outage or a missing course is not ours to hide.
  const granted = (courseId: number, from: FastifyRequest) =>
    catalogue.details(courseId, from).then(
      () => true,
      (error) => !(error instanceof HttpError && error.statusCode === 403),
    );

  return async (courseId: number, from: FastifyRequest) => {
    const deadline = Date.now() + boundMs;
    for (let look = 0; Date.now() < deadline; look += 1) {
      if (await granted(courseId, from)) return true;
      await sleep(PAUSES_MS[Math.min(look, PAUSES_MS.length - 1)]);
    }
    from.log.warn({ courseId }, 'the catalogue has not granted the course yet; replying anyway');
    return false;
  };
};
