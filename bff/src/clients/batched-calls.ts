import { BATCHED_CALLS_PATH, type BatchedCallsReply, MAX_BATCHED_CALLS } from '@academy/contracts';
import { batchedCallCounters, batchWhileBusy, HttpError } from '@academy/kit';
import type { FastifyRequest } from 'fastify';
import { accessTokenOf, type RelayedReply, type ServiceClient } from './http.ts';

/**
 * Hops to one service carrying calls at once, per BFF process: while this many run, the calls that come
 * wait and go out together in the next.
 */
const HOPS_AT_ONCE = 4;

interface QueuedCall {
  call: string;
  input: unknown;
  token: string;
  /** The same call on its own route. */
  alone: () => Promise<RelayedReply>;
}

/**
 * Calls passed on to a service in group commit. Under a rush the messages between the BFF and a service
 * (an HTTP request and reply each, and a turn of both processes) cost more than the calls they carry. A
 * quiet BFF sends each call on its own route as it comes, its reply relayed as it came; calls that queue
 * behind running hops go out as one `POST /batched-calls` (the service's `registerBatchedCalls`), each
 * with its learner's token, and each learner gets their own call's reply or refusal, as the route gives
 * it. A batch that fails whole (the service unreachable, a 5xx, a service without the route) is sent again
 * one call at a time, so that a call fails only for its own reasons.
 */
export const createBatchedCalls = (client: ServiceClient) => {
  const counted = batchedCallCounters(client.name);
  const together = async (queued: QueuedCall[]) => {
    const { results } = await client
      .call<BatchedCallsReply>({
        method: 'POST',
        path: BATCHED_CALLS_PATH,
        json: { calls: queued.map(({ token, call, input }) => ({ token, call, input })) },
      })
      .catch((error: unknown) => {
        counted.failed(queued.length);
        throw error;
      });
    if (results?.length !== queued.length) {
      counted.failed(queued.length);
      throw new Error('a batch answered with another number of results');
    }
    counted.together(queued.length);
    return results.map(({ status, body }): RelayedReply | HttpError =>
      status < 300
        ? { status, body: Buffer.from(JSON.stringify(body)) }
        : client.failure(status, body as { message?: string; code?: string }),
    );
  };
  const send = batchWhileBusy({
    run: async (queued: QueuedCall[]) => {
      if (queued.length > 1) return together(queued);
      counted.alone();
      return [await queued[0]!.alone()];
    },
    concurrency: HOPS_AT_ONCE,
    maxBatch: MAX_BATCHED_CALLS,
  });

  /** The service's call `call` with `input`, for the caller of `from`; `alone` makes it on its own route. */
  return async <T>(
    call: string,
    input: unknown,
    from: FastifyRequest,
    alone: () => Promise<RelayedReply<T>>,
  ): Promise<RelayedReply<T>> => {
    const token = accessTokenOf(from);
    if (!token) return alone();
    const outcome = await send({ call, input, token, alone });
    if (outcome instanceof HttpError) throw outcome;
    return outcome;
  };
};
