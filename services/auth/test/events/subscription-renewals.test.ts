import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { orders } from '@academy/contracts';
import { connectDatabase, type Database } from '@academy/kit';
import { queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { queueDueRenewalReminders } from '../../src/mail/renewal-reminders.ts';
import { authConsumingEvents } from '../support/event-consumers.ts';

const { auth, register, applied } = authConsumingEvents();
/** The same database the service uses, for running the reminder pass when the test wants it. */
let db: Database<typeof schema>;

beforeAll(async () => {
  db = await connectDatabase({
    url: auth.service.database.url,
    schema,
    migrationsFolder: fileURLToPath(new URL('../../src/db/migrations', import.meta.url)),
    poolSize: 1,
  });
});
afterAll(async () => {
  await db?.$client.end();
});

const DAY = 24 * 60 * 60 * 1000;
const learner = (email: string) => register(email, 'Christine Darden', 'sonic-boom-study');

/** Publishes a subscription's state and waits until auth has processed it. */
const subscriptionIs = async (
  userId: string,
  subscriptionId: string,
  state: {
    billingCycle: 'Monthly' | 'Yearly';
    renewsInDays: number;
    cancelAtPeriodEnd?: boolean;
    version: number;
  },
) => {
  await applied(orders.subscriptionChanged, {
    userId,
    subscriptionId,
    plan: 'All Access',
    billingCycle: state.billingCycle,
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + state.renewsInDays * DAY).toISOString(),
    cancelAtPeriodEnd: state.cancelAtPeriodEnd ?? false,
    active: true,
    version: state.version,
  });
};

const remindersTo = async (email: string) =>
  queryDatabase<{ body: string }>(
    auth.service.database.url,
    "SELECT body FROM outgoing_mail WHERE recipient = $1 AND kind = 'renewal-reminder' ORDER BY created_at",
    [email],
  );

const queueDue = () => queueDueRenewalReminders(db, { publicUrl: 'http://academy.test', days: 7 });

describe('the reminder before a yearly renewal', () => {
  it('reminds once, some days before; a renewal a year later is reminded again', async () => {
    const userId = await learner('cd@example.com');
    const subscriptionId = randomUUID();
    await subscriptionIs(userId, subscriptionId, { billingCycle: 'Yearly', renewsInDays: 30, version: 1 });
    await queueDue();
    expect(await remindersTo('cd@example.com')).toEqual([]);

    await subscriptionIs(userId, subscriptionId, { billingCycle: 'Yearly', renewsInDays: 5, version: 2 });
    await queueDue();
    await queueDue();
    const mail = await auth.service.mailTo('cd@example.com', 'Your Academy plan renews soon');
    expect(mail).toContain('Your yearly All Access plan renews on');
    expect(mail).toContain('http://academy.test/app/your-profile');
    expect(await remindersTo('cd@example.com')).toHaveLength(1);

    // Renewed: the next period ends a year on, and its renewal gets its own reminder in time.
    await subscriptionIs(userId, subscriptionId, { billingCycle: 'Yearly', renewsInDays: 6, version: 3 });
    await queueDue();
    expect(await remindersTo('cd@example.com')).toHaveLength(2);
  });

  it('does not remind a monthly plan, a plan set to cancel, or with a late older state', async () => {
    const userId = await learner('mw@example.com');
    await subscriptionIs(userId, randomUUID(), { billingCycle: 'Monthly', renewsInDays: 3, version: 1 });
    const cancelled = randomUUID();
    await subscriptionIs(userId, cancelled, {
      billingCycle: 'Yearly',
      renewsInDays: 3,
      cancelAtPeriodEnd: true,
      version: 2,
    });
    // An older state arriving after the cancellation changes nothing.
    await subscriptionIs(userId, cancelled, { billingCycle: 'Yearly', renewsInDays: 3, version: 1 });
    await queueDue();
    expect(await remindersTo('mw@example.com')).toEqual([]);
  });
});
