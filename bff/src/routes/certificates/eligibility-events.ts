import * as http from '@academy/contracts/http';
import type { CertificateClient } from '../../clients/certificate.ts';
import { parseRelayed } from '../../clients/http.ts';
import type { BffContext } from '../../context.ts';
import { streamReadings } from '../../live/event-streams.ts';
import type { RouteTable } from '../route-table.ts';

/**
 * `GET /sefacertificate/events/{courseId}`: Server-Sent Events with the caller's eligibility for the
 * course, sent at once and again whenever it changes (`event: eligibility`). It looks again once each
 * time the certificate service announces a change of the learner's eligibility or a certificate issued
 * for the course (live signals from NATS), never on a timer, so idle streams cost nothing.
 */
export const registerEligibilityEvents = (
  { signals }: BffContext,
  signedIn: RouteTable,
  certificates: CertificateClient,
) => {
  signedIn.events(
    '/sefacertificate/events/:courseId',
    { params: http.CourseCompletionsParams },
    async (request, reply) => {
      const { courseId } = request.params;
      const userId = request.user.id;
      await streamReadings(request, reply, {
        event: 'eligibility',
        read: async () => parseRelayed(await certificates.eligibility(userId, courseId, request)).data,
        watch: (onSignal) => signals.watch(userId, courseId, onSignal),
      });
    },
  );
};
