import { randomUUID } from 'node:crypto';
import { contextOf, type EventData, type EventDefinition } from '@academy/contracts';
import { connectMessaging } from '../messaging.ts';
import { sharedNatsUrl } from './nats.ts';

/**
 * Publishes other contexts' events on a test's prefix, as their owners would. Each publish gets a fresh
 * message id, so publishing the same envelope id twice plays a redelivery; an earlier `occurredAt` plays
 * an event that was announced before one already delivered.
 */
export const createEventPublisher = async (prefix: string, url = sharedNatsUrl()) => {
  const messaging = await connectMessaging({ url, prefix, name: 'test-publisher' });
  const publish = async <E extends EventDefinition>(
    event: E,
    data: EventData<E>,
    id: string = randomUUID(),
    correlationId?: string,
    occurredAt: string = new Date().toISOString(),
  ) => {
    await messaging.ensureStream(contextOf(event.subject));
    const envelope = {
      id,
      subject: event.subject,
      occurredAt,
      ...(correlationId ? { correlationId } : {}),
      data,
    };
    await messaging.js.publish(`${prefix}${event.subject}`, JSON.stringify(envelope), {
      msgID: randomUUID(),
    });
    return envelope;
  };
  return { publish, close: () => messaging.close() };
};
