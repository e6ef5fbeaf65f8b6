import type {
  AnswerSavesBody,
  AnswerSavesReply,
  SaveAnswersBody,
  SaveAnswersReply,
} from '@academy/contracts';
import { MAX_SAVES_PER_BATCH } from '@academy/contracts';
import { batchWhileBusy, HttpError } from '@academy/kit';
import type { FastifyRequest } from 'fastify';
import { accessTokenOf, type RelayedReply, type ServiceClient } from './http.ts';

/**
 * Hops to the learning service carrying saves at once, per BFF process. Autosaves are the commonest call
 * of an exam; under a rush those that come while these hops run wait and go out together in the next.
 */
const SAVE_HOPS_AT_ONCE = 4;

interface QueuedSave {
  attemptId: string;
  body: SaveAnswersBody;
  from: FastifyRequest;
}

/**
 * Answer saves passed on to the learning service. A quiet exam sends each save as it comes, on the
 * learner's own call (`PUT …/exam-attempts/{id}/answers`), its reply relayed as it came; saves that queue
 * behind running hops go out as one `POST /userQuiz/answer-saves`, each with its learner's token, and each
 * learner gets their own save's reply or refusal, as the single call gives it. A batch that fails as a
 * whole (the service unreachable, a 5xx) is sent again one save at a time, so that a save fails only for
 * its own reasons.
 */
export const createAnswerSaves = (client: ServiceClient) => {
  const single = ({ attemptId, body, from }: QueuedSave) =>
    client.relay<SaveAnswersReply>({
      method: 'PUT',
      path: `/userQuiz/exam-attempts/${attemptId}/answers`,
      from,
      json: body,
    });

  const together = async (saves: QueuedSave[]): Promise<(RelayedReply<SaveAnswersReply> | HttpError)[]> => {
    const { results } = await client.call<AnswerSavesReply>({
      method: 'POST',
      path: '/userQuiz/answer-saves',
      json: {
        saves: saves.map(({ attemptId, body, from }) => ({
          // The signed-in guard let the caller through, so a token is there to pass on.
          token: accessTokenOf(from) ?? '',
          attemptId,
          ...body,
        })),
      } satisfies AnswerSavesBody,
    });
    return results.map(({ status, reply, message, code }) =>
      reply
        ? { status, body: Buffer.from(JSON.stringify(reply)) }
        : client.failure(status, { message, code }),
    );
  };

  const send = batchWhileBusy({
    run: async (saves: QueuedSave[]) => (saves.length === 1 ? [await single(saves[0]!)] : together(saves)),
    // Saves of one attempt may share a hop (no key): the service orders them by their sequence.
    concurrency: SAVE_HOPS_AT_ONCE,
    maxBatch: MAX_SAVES_PER_BATCH,
  });

  return async (attemptId: string, body: SaveAnswersBody, from: FastifyRequest) => {
    const outcome = await send({ attemptId, body, from });
    if (outcome instanceof HttpError) throw outcome;
    return outcome;
  };
};
