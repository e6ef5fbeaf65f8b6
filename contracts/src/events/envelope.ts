import { type Static, Type } from 'typebox';

/** Every event on JetStream travels in this envelope; `data` is the subject's payload. */
export const EventEnvelope = Type.Object({
  id: Type.String({ format: 'uuid' }),
  subject: Type.String(),
  occurredAt: Type.String({ format: 'date-time' }),
  correlationId: Type.Optional(Type.String()),
  data: Type.Unknown(),
});
export type EventEnvelope<D = unknown> = Omit<Static<typeof EventEnvelope>, 'data'> & { data: D };

/** One event definition: its subject, payload schema and an example the tests validate. */
export interface EventDefinition<S extends Type.TSchema = Type.TSchema, N extends string = string> {
  subject: N;
  schema: S;
  example: Static<S>;
}

export const defineEvent = <const N extends string, S extends Type.TSchema>(
  subject: N,
  schema: S,
  example: Static<S>,
): EventDefinition<S, N> => ({ subject, schema, example });

/** The payload type of an event definition. */
export type EventData<E extends EventDefinition> = Static<E['schema']>;
