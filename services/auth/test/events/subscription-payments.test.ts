import { randomUUID } from 'node:crypto';
import { orders } from '@academy/contracts';
import { queryDatabase } from '@academy/kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { authConsumingEvents } from '../support/event-consumers.ts';

const { auth, processed } = authConsumingEvents();
let userId: string;
const email = 'ab@example.com';
const invoiceUrl = 'https://invoice.stripe.com/i/acct_1/test_9';

beforeAll(async () => {
  const created = await auth.service.app.inject({
    method: 'POST',
    url: '/users',
    payload: { fullName: 'Annie Easley', email, password: 'centaur-upper-stage' },
  });
  userId = created.json().user.id;
  // Subscription mails are about money: no notification setting stops them.
  await queryDatabase(
    auth.service.database.url,
    `UPDATE users SET preferences = preferences || '{"courseUpdates":false,"assignmentReminders":false,"discussionReplies":false}' WHERE id = $1`,
    [userId],
  );
});
const mailsOfKind = (kind: string) =>
  queryDatabase(
    auth.service.database.url,
    'SELECT id FROM outgoing_mail WHERE recipient = $1 AND kind = $2',
    [email, kind],
  );

describe('subscription payment mails', () => {
  it('orders.subscription.charged.v1: one mail with the amount and the invoice, even when the event comes twice', async () => {
    const eventId = randomUUID();
    const charged = {
      userId,
      subscriptionId: randomUUID(),
      plan: 'All Access',
      billingCycle: 'Yearly' as const,
      amountMinor: 1199900,
      currency: 'INR',
      paidAt: new Date().toISOString(),
      paidUntil: '2027-11-21T10:00:00.000Z',
      invoiceUrl,
    };
    await auth.publisher.publish(orders.subscriptionCharged, charged, eventId);
    await auth.publisher.publish(orders.subscriptionCharged, charged, eventId);
    const mail = await auth.service.mailTo(email, 'Your Academy plan was charged');
    expect(mail).toContain('Charged: ₹11,999.00');
    expect(mail).toContain(`Your invoice: ${invoiceUrl}`);
    await processed(eventId);
    expect(await mailsOfKind('subscription-charged')).toHaveLength(1);
  });

  it('orders.subscription.declined.v1: the learner is told, with the link to pay with another card', async () => {
    await auth.publisher.publish(
      orders.subscriptionPaymentFailed,
      {
        userId,
        subscriptionId: randomUUID(),
        plan: 'All Access',
        amountMinor: 119900,
        currency: 'INR',
        nextAttemptAt: '2026-12-03T10:00:00.000Z',
        invoiceUrl,
      },
      randomUUID(),
    );
    const mail = await auth.service.mailTo(email, 'We could not charge your Academy plan');
    expect(mail).toContain('Your card was declined for ₹1,199.00');
    expect(mail).toContain('We will try the card again on 3 December 2026');
    expect(mail).toContain(`Pay with another card: ${invoiceUrl}`);
  });
});
