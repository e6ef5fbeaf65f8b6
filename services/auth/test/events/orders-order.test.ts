import { randomUUID } from 'node:crypto';
import { orders } from '@academy/contracts';
import { queryDatabase } from '@academy/kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { authConsumingEvents } from '../support/event-consumers.ts';

const { auth } = authConsumingEvents();
const email = 'grace@example.com';
let userId: string;

beforeAll(async () => {
  const created = await auth.service.app.inject({
    method: 'POST',
    url: '/users',
    payload: { fullName: 'Grace Hopper', email, password: 'original-pass' },
  });
  userId = created.json().user.id;
});
describe('orders.order.paid.v1', () => {
  it('mails the buyer one receipt with the courses and total, even when the event comes twice', async () => {
    const orderId = randomUUID();
    const eventId = randomUUID();
    const paid = {
      orderId,
      userId,
      lines: [
        { courseId: 69, kind: 'course' as const, title: 'Digital Forensics Essentials', amountMinor: 499900 },
        { courseId: 40, kind: 'course' as const, title: 'Email Forensic Analyst', amountMinor: 100050 },
      ],
      amountMinor: 599950,
      currency: 'INR',
      paidAt: new Date().toISOString(),
    };
    await auth.publisher.publish(orders.orderPaid, paid, eventId);
    await auth.publisher.publish(orders.orderPaid, paid, eventId);
    const mail = await auth.service.mailTo(email, 'Your Academy receipt');
    expect(mail).toContain('Subject: Your Academy receipt');
    expect(mail).toContain('Hello Grace Hopper,');
    expect(mail).toContain('Digital Forensics Essentials: ₹4,999.00');
    expect(mail).toContain('Total paid: ₹5,999.50');
    expect(mail).toContain(`http://academy.test/app/orders/${orderId}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const queued = await queryDatabase(
      auth.service.database.url,
      "SELECT id FROM outgoing_mail WHERE recipient = $1 AND kind = 'receipt'",
      [email],
    );
    expect(queued).toHaveLength(1);
  });
});
