import { type Static, Type } from 'typebox';

/**
 * Calls of several learners in one request, from the BFF to a service only: under a rush the BFF sends the
 * calls that queue behind its running hops together, one hop for many. Each call names one of the
 * service's batched calls, carries its learner's access token and its input (the single route's params and
 * body as one object), and is checked and answered as that route would.
 */
export const BATCHED_CALLS_PATH = '/batched-calls';
/** Past this a batch is refused whole; the BFF sends no more in one. */
export const MAX_BATCHED_CALLS = 100;
/** 100 calls of the largest single body (an autosave of 500 answers) with their tokens fit. */
export const BATCHED_CALLS_BODY_LIMIT = 4 * 1024 * 1024;

export const BatchedCallToken = Type.String({ minLength: 1, maxLength: 4096 });

/** Per call, in the body's order: its status and its reply or its error (`{message, code}`), as alone. */
export const BatchedCallsReply = Type.Object({
  results: Type.Array(
    Type.Object({ status: Type.Integer({ minimum: 200, maximum: 599 }), body: Type.Unknown() }),
  ),
});
export type BatchedCallsReply = Static<typeof BatchedCallsReply>;
