import { randomUUID } from 'node:crypto';
import { generateSigningKeys } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLearning } from '../../../learning/test/support/learning-app.ts';
import { payOrder, startOrders, statusBecomes } from '../../../orders/test/support/orders-app.ts';
import { type CertificateService, eventually, startCertificate } from '../support/certificate-app.ts';

const COURSE = 40;
const QUIZ = 31;
const KEY = [1, 4, 7];

/**
 * Orders, learning and certificate on one subject prefix, talking only through events: a course
 * bought, its quiz passed, its certificate issued, then the payment refunded in full from Stripe's
 * dashboard (`charge.refunded`): the certificate is revoked.
 */
describe('orders → learning → certificate: a refund after the certificate', () => {
  let orders: Awaited<ReturnType<typeof startOrders>>;
  let learning: Awaited<ReturnType<typeof startLearning>>;
  let certificate: CertificateService;
  const learner = randomUUID();

  beforeAll(async () => {
    const keys = generateSigningKeys();
    orders = await startOrders('refund_flow_orders', { keys });
    const shared = { prefix: orders.prefix, keys };
    learning = await startLearning('refund_flow_learning', shared);
    certificate = await startCertificate('refund_flow_certificate', shared);
    await orders.seedCourse({ courseId: COURSE, title: 'Email Forensic Analyst', priceMinor: 999900 });
    await learning.seedCourse({
      courseId: COURSE,
      title: 'Email Forensic Analyst',
      priceMinor: 999900,
      quizzes: [{ quizId: QUIZ, answers: KEY }],
    });
    await orders.seedBuyer(learner, 'Ada Lovelace', 'ada@example.com');
    await eventually(async () => {
      expect(await certificate.query('SELECT 1 FROM courses WHERE $1 = ANY(quiz_ids)', [QUIZ])).toHaveLength(
        1,
      );
      expect(await certificate.query('SELECT 1 FROM learners')).toHaveLength(1);
    });
  });

  afterAll(async () => {
    await certificate?.close();
    await learning?.close();
    await orders?.close();
  });

  it('revokes the certificate: verify says revoked with reason and date, the PDF is refused', async () => {
    const { orderId } = await payOrder(orders, learner, [COURSE]);
    const passed = await eventually(async () => {
      const reply = await learning.app.inject({
        method: 'POST',
        url: '/userQuiz/submit',
        headers: { authorization: learning.tokenFor(learner) },
        payload: { userId: learner, quizId: QUIZ, courseId: COURSE, answers: learning.answersFor(QUIZ, KEY) },
      });
      expect(reply.statusCode).toBe(200);
      return reply.json();
    });
    expect(passed.data).toMatchObject({ passed: true });

    const as = { authorization: certificate.tokenFor(learner) };
    const issued = await eventually(async () => {
      const reply = await certificate.app.inject({
        method: 'POST',
        url: '/sefacertificate/generate',
        headers: as,
        payload: { userId: learner, courseId: COURSE },
      });
      expect(reply.statusCode).toBe(200);
      return reply.json().data;
    });
    // The learner may no longer cancel for a refund once the certificate is issued.
    await eventually(async () => {
      const detail = (await orders.call('GET', `/orders/${orderId}`, learner)).json().data;
      expect(detail).toMatchObject({ hasCertificate: true, cancellation: 'none' });
    });
    expect((await orders.call('PUT', `/orders/${orderId}/cancel`, learner)).statusCode).toBe(409);

    // A full refund made in Stripe's dashboard still happens.
    const [row] = await orders.query<{ payment_intent_id: string }>(
      'SELECT payment_intent_id FROM orders WHERE id = $1',
      [orderId],
    );
    await orders.stripeApi.refunds.create({ payment_intent: row?.payment_intent_id ?? '' });
    await statusBecomes(orders, orderId, learner, 'Cancelled');

    const verify = async () =>
      (await certificate.app.inject({ url: `/certificates/verify/${issued.certificateNumber}` })).json();
    const revoked = await eventually(async () => {
      const reply = await verify();
      expect(reply.status).toBe('revoked');
      return reply;
    });
    expect(revoked).toMatchObject({
      fullName: 'Ada Lovelace',
      revocationReason: 'the course fee was refunded',
    });
    expect(new Date(revoked.revokedAt).getTime()).toBeGreaterThanOrEqual(new Date(issued.issuedAt).getTime());
    const pdf = await certificate.app.inject({
      url: `/sefacertificate/download/${issued.certificateNumber}.pdf`,
      headers: as,
    });
    expect(pdf.statusCode).toBe(403);
    expect(pdf.json().message).toMatch(/^This certificate was revoked on .+: the course fee was refunded$/);
    const eligibility = await certificate.app.inject({
      url: `/sefacertificate/eligibility/${learner}/${COURSE}`,
      headers: as,
    });
    expect(eligibility.json().data).toMatchObject({ isEligible: false, certificateUrl: null });
  });
});
