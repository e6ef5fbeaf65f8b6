import { randomUUID } from 'node:crypto';
import type { EventData, EventDefinition } from '@academy/contracts';
import { createEventPublisher, eventually, queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll } from 'vitest';
import { type AuthService, startAuthService } from './auth-service.ts';

/**
 * For a test file of auth's event consumers: an auth service and a publisher standing in for the
 * contexts whose events it consumes, started before the file's tests and stopped after them (read
 * `auth.service` and `auth.publisher` inside tests and hooks).
 */
export const authConsumingEvents = () => {
  const auth = {} as { service: AuthService; publisher: Awaited<ReturnType<typeof createEventPublisher>> };
  beforeAll(async () => {
    auth.service = await startAuthService();
    auth.publisher = await createEventPublisher(auth.service.config.SUBJECT_PREFIX);
  });
  afterAll(async () => {
    await auth.publisher?.close();
    await auth.service?.stop();
  });

  /** Signs an account up through auth's API; answers its id. */
  const register = async (email: string, fullName: string, password: string) =>
    (
      await auth.service.app.inject({ method: 'POST', url: '/users', payload: { fullName, email, password } })
    ).json().user.id as string;

  /** Waits until auth has processed the event: whatever it queued was committed with that record. */
  const processed = (eventId: string) =>
    eventually(async () => {
      const rows = await queryDatabase(
        auth.service.database.url,
        'SELECT 1 FROM processed_events WHERE event_id = $1',
        [eventId],
      );
      if (rows.length === 0) throw new Error('not processed yet');
    });

  /** Publishes an event as its owner announced it at `occurredAt`, and waits until auth has processed it. */
  const applied = async <E extends EventDefinition>(
    event: E,
    data: EventData<E>,
    occurredAt = new Date(),
  ) => {
    const eventId = randomUUID();
    await auth.publisher.publish(event, data, eventId, undefined, occurredAt.toISOString());
    await processed(eventId);
  };

  return { auth, register, applied, processed };
};
