import { CourseCompletionsParams } from '@academy/contracts';
import type { App } from '@academy/kit';
import type { CertificateClient } from '../../clients/certificate.ts';
import type { BffContext } from '../../context.ts';
import { openEventStream } from '../../live/event-stream.ts';

/**
 * `GET /sefacertificate/events/{courseId}`: Server-Sent Events with the caller's eligibility for the
 * course, sent at once and again whenever it changes (`event: eligibility`). It looks again once each
 * time the certificate service announces a change of the learner's eligibility or a certificate issued
 * for the course (live signals from NATS), never on a timer, so idle streams cost nothing.
 */
export const registerEligibilityEvents = (
  api: App,
  { guards, signals }: BffContext,
  certificates: CertificateClient,
) => {
  api.get(
    '/sefacertificate/events/:courseId',
    {
      preHandler: guards.user,
      schema: { tags: ['certificates'], params: CourseCompletionsParams, produces: ['text/event-stream'] },
    },
    async (request, reply) => {
      const { courseId } = request.params;
      const userId = request.user!.id;
      const read = async () =>
        JSON.stringify((await certificates.eligibility(userId, courseId, request)).data);
      // The first answer decides the status: an unknown course is a plain 404, not an empty stream.
      let last = await read();

      const { stream, send } = openEventStream(request, reply, 'eligibility');
      send(last);

      // Signals are handled one after another, so replies cannot overtake each other.
      let queue = Promise.resolve();
      const recheck = async () => {
        if (stream.destroyed) return;
        try {
          const next = await read();
          if (next === last) return;
          last = next;
          send(next);
        } catch (error) {
          // An expired or refused session ends the stream; the client reconnects with a fresh token.
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 401 || status === 403) stream.end();
          else request.log.warn({ err: error }, 'eligibility stream could not refresh');
        }
      };
      const onSignal = () => {
        queue = queue.then(recheck);
      };
      const stopWatching = signals.watch(userId, courseId, onSignal);
      stream.on('close', stopWatching);
    },
  );
};
