import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { auth } from '@academy/contracts';
import { eventually } from './eventually.ts';
import { type ServiceWithCopies, untilHandled } from './late-events.ts';

type Kept = { full_name: string; email: string; changed_at: Date };

/**
 * The checks every service keeping a copy of auth's accounts (`table`, by the kit's `keepAuthUsers`)
 * passes, written once: each service's test runs them against itself. Events are published as auth
 * publishes them; the same id plays a redelivery, an earlier `occurredAt` an event announced before.
 */
export const accountCopyChecks = (service: ServiceWithCopies, table: 'learners' | 'buyers' = 'learners') => {
  const account = (userId: string, fullName: string, email: string) => ({
    userId,
    fullName,
    email,
    role: 'USER' as const,
    category: null,
  });
  const registered = (userId: string, fullName: string, email: string, at: string, id = randomUUID()) =>
    service.publisher.publish(auth.userRegistered, account(userId, fullName, email), id, undefined, at);
  const updated = (userId: string, fullName: string, email: string, at: string, id = randomUUID()) =>
    service.publisher.publish(
      auth.userUpdated,
      { ...account(userId, fullName, email), avatarUrl: null },
      id,
      undefined,
      at,
    );
  const kept = async (userId: string) =>
    (
      await service.query<Kept>(`SELECT full_name, email, changed_at FROM ${table} WHERE user_id = $1`, [
        userId,
      ])
    )[0];
  /** Waits until the copy holds `fullName` for the learner. */
  const until = (userId: string, fullName: string) =>
    eventually(async () => assert.equal((await kept(userId))?.full_name, fullName));

  return {
    /** Keeps a registered account and follows a rename and a new e-mail. */
    followsTheAccount: async () => {
      const userId = randomUUID();
      await registered(userId, 'Ada Lovelace', 'ada@example.com', '2026-11-01T10:00:00.000Z');
      await until(userId, 'Ada Lovelace');
      assert.deepEqual(await kept(userId), {
        full_name: 'Ada Lovelace',
        email: 'ada@example.com',
        changed_at: new Date('2026-11-01T10:00:00.000Z'),
      });
      await updated(userId, 'Ada King', 'ada.king@example.com', '2026-11-02T10:00:00.000Z');
      await until(userId, 'Ada King');
      assert.equal((await kept(userId))?.email, 'ada.king@example.com');
    },

    /** Keeps the newest state when older events arrive later or twice. */
    keepsTheNewest: async () => {
      const userId = randomUUID();
      const first = randomUUID();
      await updated(userId, 'Grace Murray', 'grace@example.com', '2026-11-02T10:00:00.000Z', first);
      await updated(userId, 'Grace Hopper', 'hopper@example.com', '2026-11-03T10:00:00.000Z');
      await until(userId, 'Grace Hopper');
      // The registration (older than both updates) comes last, then the first update again (a redelivery)
      // and the same older state once more under a new id: none of them may bring an older name back.
      const registration = randomUUID();
      const repeat = randomUUID();
      await registered(userId, 'G. Murray', 'g@example.com', '2026-11-01T10:00:00.000Z', registration);
      await updated(userId, 'Grace Murray', 'grace@example.com', '2026-11-02T10:00:00.000Z', first);
      await updated(userId, 'Grace Murray', 'grace@example.com', '2026-11-02T10:00:00.000Z', repeat);
      await untilHandled(service, [registration, repeat]);
      assert.deepEqual(await kept(userId), {
        full_name: 'Grace Hopper',
        email: 'hopper@example.com',
        changed_at: new Date('2026-11-03T10:00:00.000Z'),
      });
    },
  };
};
