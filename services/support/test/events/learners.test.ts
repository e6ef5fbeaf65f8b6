import { randomUUID } from 'node:crypto';
import { auth, contextOf, type EventData, type EventDefinition } from '@academy/contracts';
import { connectMessaging, type Messaging } from '@academy/kit';
import { sharedNatsUrl } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startSupport } from '../support/support-app.ts';

let service: Awaited<ReturnType<typeof startSupport>>;
let messaging: Messaging;

beforeAll(async () => {
  service = await startSupport('support_learners');
  messaging = await connectMessaging({
    url: sharedNatsUrl(),
    prefix: service.prefix,
    name: 'test-auth',
  });
});

afterAll(async () => {
  await messaging?.close();
  await service?.close();
});

/** Publishes an auth event as auth would, announced at `occurredAt`; the same `id` plays a redelivery. */
const announce = async <E extends EventDefinition>(
  event: E,
  data: EventData<E>,
  occurredAt: string,
  id: string = randomUUID(),
) => {
  await messaging.ensureStream(contextOf(event.subject));
  const envelope = { id, subject: event.subject, occurredAt, data };
  await messaging.js.publish(`${service.prefix}${event.subject}`, JSON.stringify(envelope), {
    msgID: randomUUID(),
  });
};
const account = (userId: string, fullName: string, email: string) => ({
  userId,
  fullName,
  email,
  role: 'USER' as const,
  category: null,
});
const updated = (userId: string, fullName: string, email: string) => ({
  ...account(userId, fullName, email),
  avatarUrl: null,
});
const kept = async (userId: string) =>
  (
    await service.query<{ full_name: string; email: string; changed_at: Date }>(
      'SELECT full_name, email, changed_at FROM learners WHERE user_id = $1',
      [userId],
    )
  )[0];
/** Waits until the copy holds `fullName` for the learner. */
const until = (userId: string, fullName: string) =>
  eventually(async () => expect((await kept(userId))?.full_name).toBe(fullName));

describe("the copy of auth's accounts", () => {
  it('keeps a registered account and follows a rename and a new e-mail', async () => {
    const userId = randomUUID();
    await announce(
      auth.userRegistered,
      account(userId, 'Ada Lovelace', 'ada@example.com'),
      '2026-11-01T10:00:00.000Z',
    );
    await until(userId, 'Ada Lovelace');
    expect(await kept(userId)).toEqual({
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      changed_at: new Date('2026-11-01T10:00:00.000Z'),
    });
    await announce(
      auth.userUpdated,
      updated(userId, 'Ada King', 'ada.king@example.com'),
      '2026-11-02T10:00:00.000Z',
    );
    await until(userId, 'Ada King');
    expect(await kept(userId)).toMatchObject({ email: 'ada.king@example.com' });
  });

  it('keeps the newest state when older events arrive later or twice', async () => {
    const userId = randomUUID();
    const first = randomUUID();
    await announce(
      auth.userUpdated,
      updated(userId, 'Grace Murray', 'grace@example.com'),
      '2026-11-02T10:00:00.000Z',
      first,
    );
    await announce(
      auth.userUpdated,
      updated(userId, 'Grace Hopper', 'hopper@example.com'),
      '2026-11-03T10:00:00.000Z',
    );
    await until(userId, 'Grace Hopper');
    // The registration (older than both updates) comes last, then the first update again (a redelivery)
    // and the same older state once more under a new id: none of them may bring an older name back.
    const registration = randomUUID();
    const repeat = randomUUID();
    await announce(
      auth.userRegistered,
      account(userId, 'G. Murray', 'g@example.com'),
      '2026-11-01T10:00:00.000Z',
      registration,
    );
    await announce(
      auth.userUpdated,
      updated(userId, 'Grace Murray', 'grace@example.com'),
      '2026-11-02T10:00:00.000Z',
      first,
    );
    await announce(
      auth.userUpdated,
      updated(userId, 'Grace Murray', 'grace@example.com'),
      '2026-11-02T10:00:00.000Z',
      repeat,
    );
    // Each consumer applies its events in order: once the newest of each is processed, all were handled.
    await eventually(async () => {
      const rows = await service.query('SELECT 1 FROM processed_events WHERE event_id = ANY($1)', [
        [registration, repeat],
      ]);
      expect(rows).toHaveLength(2);
    });
    expect(await kept(userId)).toEqual({
      full_name: 'Grace Hopper',
      email: 'hopper@example.com',
      changed_at: new Date('2026-11-03T10:00:00.000Z'),
    });
  });
});
