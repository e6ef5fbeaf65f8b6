import { CourseCompletionsParams } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import type { CertificateClient } from '../../clients/certificate.ts';
import type { BffContext } from '../../context.ts';

/** How often the stream asks the certificate service; the web panel otherwise waits 30 s. */
const POLL_MS = 1000;
/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

/**
 * `GET /sefacertificate/events/{courseId}`: Server-Sent Events with the caller's eligibility for the
 * course, sent at once and again whenever it changes (`event: eligibility`). The BFF holds no data
 * and no broker connection, so it watches the certificate service's answer for as long as the
 * stream is open.
 */
export const registerEligibilityEvents = (
  api: FastifyInstance,
  { guards }: BffContext,
  certificates: CertificateClient,
) => {
  api.get(
    '/sefacertificate/events/:courseId',
    {
      preHandler: guards.user,
      schema: { tags: ['certificates'], params: CourseCompletionsParams, produces: ['text/event-stream'] },
    },
    async (request, reply) => {
      const { courseId } = request.params as { courseId: number };
      const userId = request.user!.id;
      // The first answer decides the status: an unknown course is a plain 404, not an empty stream.
      let last = JSON.stringify((await certificates.eligibility(userId, courseId, request)).data);

      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      const send = (data: string) => stream.write(`event: eligibility\ndata: ${data}\n\n`);
      send(last);

      let polling = false;
      const poll = setInterval(async () => {
        if (polling) return;
        polling = true;
        try {
          const next = JSON.stringify((await certificates.eligibility(userId, courseId, request)).data);
          if (next !== last) send(next);
          last = next;
        } catch (error) {
          // An expired or refused session ends the stream; the client reconnects with a fresh token.
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 401 || status === 403) stream.end();
          else request.log.warn({ err: error }, 'eligibility stream could not refresh');
        } finally {
          polling = false;
        }
      }, POLL_MS);
      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
      stream.on('close', () => {
        clearInterval(poll);
        clearInterval(heartbeat);
      });
    },
  );
};
