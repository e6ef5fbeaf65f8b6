import {
  BATCHED_CALLS_BODY_LIMIT,
  BATCHED_CALLS_PATH,
  BatchedCallToken,
  MAX_BATCHED_CALLS,
} from '@academy/contracts';
import type { FastifyRequest } from 'fastify';
import { type Static, type TObject, type TSchema, Type } from 'typebox';
import type { App } from './app.ts';
import type { AuthUser } from './auth.ts';
import { serializerCompiledOnFirstUse } from './compiled-on-first-use.ts';
import { errorReplyOf } from './error-replies.ts';

/**
 * A call a service answers on its own route and in batches (`registerBatchedCalls`): its input (the
 * route's params and body as one object), its reply and the signed-in caller's work, the same function
 * for both, so a batched call is answered exactly as the route answers it.
 */
export interface BatchedCall<Input extends TObject = TObject, Reply extends TSchema = TSchema> {
  input: Input;
  reply: Reply;
  /** The success status, 200 unless the call creates something. */
  status?: 200 | 201;
  // A method, so that a call of any input fits a list of calls (the batch route checks each input).
  run(user: AuthUser, input: Static<Input>, request: FastifyRequest): Promise<Static<Reply>>;
}

/** Declares a batched call, its input's and reply's types inferred from their schemas. */
export const batchedCall = <Input extends TObject, Reply extends TSchema>(call: BatchedCall<Input, Reply>) =>
  call;

/**
 * `POST /batched-calls`: the BFF's batch of these calls (`BatchedCallsReply` in the contracts). The route
 * takes no guard of its own: every call's token is verified as the signed-in guard verifies it (a bad
 * one is that call's 401), then the call runs. Whatever a call throws is its own result, answered as its
 * route's error handler would (`errorReplyOf`), so a call that failed is never run again for another's
 * sake. A batch off the contract is a 400 for the whole.
 */
export const registerBatchedCalls = (
  app: App,
  verify: (token: string) => AuthUser,
  calls: Record<string, BatchedCall>,
) => {
  const names = Object.keys(calls);
  const body = Type.Object(
    {
      calls: Type.Array(
        Type.Union(
          names.map((name) =>
            Type.Object(
              {
                token: BatchedCallToken,
                call: Type.Literal(name),
                // Closed whatever the route's params allow: an input is the route's params and body in one,
                // and a field neither knows is refused as the route refuses it in a body.
                input: Type.Object(calls[name]!.input.properties, { additionalProperties: false }),
              },
              { additionalProperties: false },
            ),
          ),
        ),
        { minItems: 1, maxItems: MAX_BATCHED_CALLS },
      ),
    },
    { additionalProperties: false },
  );
  const serializers = new Map(
    names.map((name) => [name, serializerCompiledOnFirstUse({ schema: calls[name]!.reply })]),
  );

  const answer = async (request: FastifyRequest, token: string, name: string, input: Static<TObject>) => {
    const call = calls[name]!;
    try {
      const reply = await call.run(verify(token), input, request);
      return `{"status":${call.status ?? 200},"body":${serializers.get(name)!(reply)}}`;
    } catch (error) {
      // Refused or failed, the call is answered as its route would answer it; the others stand.
      const { status, body } = errorReplyOf(error as Error, request.log);
      return `{"status":${status},"body":${JSON.stringify(body)}}`;
    }
  };

  app.post(
    BATCHED_CALLS_PATH,
    { config: { access: 'public' }, bodyLimit: BATCHED_CALLS_BODY_LIMIT, schema: { body } },
    async (request, reply) => {
      // Each input was checked against its call's schema with the body.
      const { calls: batch } = request.body as {
        calls: { token: string; call: string; input: Static<TObject> }[];
      };
      const results = await Promise.all(
        batch.map(({ token, call, input }) => answer(request, token, call, input)),
      );
      // Each reply is serialised by its call's schema, as its route's; the batch is only their list.
      return reply.type('application/json; charset=utf-8').send(`{"results":[${results.join(',')}]}`);
    },
  );
};
