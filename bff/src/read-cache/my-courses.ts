import { learning } from '@academy/contracts';
import { natsNotices, startNoticeCache } from '@academy/kit';
import type { FastifyInstance } from 'fastify';
import type { RelayedReply } from '../clients/http.ts';
import type { SharedNats } from '../messaging/nats-connection.ts';

/** Past this many learners the memory starts over rather than grow (a reply is a few hundred bytes). */
const MAX_LEARNERS_KEPT = 20_000;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Each learner's courses with their progress (my courses), kept as the learning service's reply bytes
 * until a change to them commits: the learning service passes on over NATS the notices its trigger
 * raises (`learning.learnerChangedNotices`), so a change made through any replica, by an event handler
 * or by hand reaches every BFF replica within milliseconds, and nothing is kept while NATS is away. A
 * write a signed-in user makes through this replica also forgets their copy before its reply leaves,
 * so their next read here sees it even before the notice arrives.
 */
export const startMyCoursesCache = (api: FastifyInstance, options: { nats: SharedNats; prefix: string }) => {
  const kept = startNoticeCache<RelayedReply>({
    name: 'my_courses',
    notices: natsNotices({
      connection: options.nats,
      subject: `${options.prefix}${learning.learnerChangedNotices}`,
    }),
    maxEntries: MAX_LEARNERS_KEPT,
  });
  api.addHook('onSend', (request, _reply, payload, done) => {
    if (request.user && WRITES.has(request.method)) kept.forget(request.user.id);
    done(null, payload);
  });
  api.addHook('onClose', () => kept.close());
  return kept;
};

export type MyCoursesCache = ReturnType<typeof startMyCoursesCache>;
