import { type AuthUser, assertSelfOrAdmin, natsNotices, startNoticeCache } from '@academy/kit';
import type { FastifyInstance } from 'fastify';
import type { RelayedReply } from '../clients/http.ts';
import type { SharedNats } from '../messaging/nats-connection.ts';

/** Past this many learners, or this many bytes of replies, the memory starts over rather than grow. */
const MAX_LEARNERS_KEPT = 20_000;
const MAX_BYTES_KEPT = 32 * 1024 * 1024;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A learner's replies from one service that open their courses (the learning service's my courses, a
 * course's progress and completed contents, a quiz's attempts; the certificate service's eligibility),
 * kept as the service's bytes per learner until a change to any of them commits: the service's trigger
 * names the learner (or '*' for a course or a quiz) in the transaction that changes what those replies
 * are read from, and every process of the service passes the notice on over NATS on `notices` (its
 * `learnerChangedNotices`). So a change made through any replica, by an event handler or by hand reaches
 * every BFF replica within milliseconds, and nothing is kept while NATS is away. A write a signed-in user
 * makes through this replica also forgets their replies before its reply leaves, so their next read here
 * sees it even before the notice arrives. Only the learner or an administrator gets a learner's reply, from
 * memory or not: the service's own rule, asked here first, so a kept reply goes to nobody else.
 */
export const startLearnerReplies = (
  api: FastifyInstance,
  options: { name: string; notices: string; nats: SharedNats; prefix: string },
) => {
  const kept = startNoticeCache<RelayedReply>({
    name: options.name,
    notices: natsNotices({ connection: options.nats, subject: `${options.prefix}${options.notices}` }),
    maxEntries: MAX_LEARNERS_KEPT,
  });
  api.addHook('onSend', (request, _reply, payload, done) => {
    if (request.user && WRITES.has(request.method)) kept.forget(request.user.id);
    done(null, payload);
  });
  api.addHook('onClose', () => kept.close());
  // Counted as replies are kept, not as they are forgotten: more than memory holds, never less.
  let bytesKept = 0;
  const readCounted = async (read: () => Promise<RelayedReply>) => {
    const reply = await read();
    bytesKept += reply.body.length;
    if (bytesKept > MAX_BYTES_KEPT) {
      bytesKept = 0;
      kept.forget('*');
    }
    return reply;
  };
  return {
    /**
     * The learner's reply named `part` from memory, or `read`'s (the service's reply, kept); 403 unless the
     * caller is the learner or an administrator.
     */
    get: (caller: AuthUser, learnerId: string, part: string, read: () => Promise<RelayedReply>) => {
      assertSelfOrAdmin(caller, learnerId);
      return kept.get(learnerId, () => readCounted(read), part);
    },
  };
};

export type LearnerReplies = ReturnType<typeof startLearnerReplies>;
