import { randomUUID } from 'node:crypto';
import { auth, catalogue, certificate, learning } from '@academy/contracts';
import { formatLongDate } from '@academy/kit/pdf';
import { readStream, sharedNatsUrl } from '@academy/kit/testing';
import { decodeList } from '@digitalbazaar/vc-bitstring-status-list';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusListPlace } from '../../src/credentials/status-list.ts';
import { type CertificateService, eventually, startCertificate } from '../support/certificate-app.ts';

/**
 * An enrolment that ends (learning.enrolment.revoked.v1) ends eligibility; a refund also revokes a
 * certificate already issued, a subscription's end does not.
 */
let service: CertificateService;
const COURSE = 40;
const QUIZZES = [31, 32];
const ENDED = 'Your enrolment in this course has ended, so no certificate can be issued for it';

const as = (userId: string) => ({ authorization: service.tokenFor(userId) });
/** Whether the certificate's bit is set in its published revocation status list. */
const revokedInStatusList = async (number: string) => {
  const [row] = await service.query<{ status_list_index: number }>(
    'SELECT status_list_index FROM certificates WHERE certificate_number = $1',
    [number],
  );
  const { list, position } = statusListPlace(Number(row?.status_list_index));
  const reply = await service.app.inject({ url: `/certificates/status-lists/${list}` });
  const bits = await decodeList({ encodedList: reply.json().credentialSubject.encodedList });
  return bits.getStatus(position);
};
const eligibilityOf = async (userId: string) =>
  (
    await service.app.inject({ url: `/sefacertificate/eligibility/${userId}/${COURSE}`, headers: as(userId) })
  ).json().data;
const generate = (userId: string) =>
  service.app.inject({
    method: 'POST',
    url: '/sefacertificate/generate',
    headers: as(userId),
    payload: {
      userId,
      courseId: COURSE,
      course_name: 'Email Forensic Analyst',
      certificateValidity: '3 Years',
    },
  });
const verify = async (number: string) =>
  (await service.app.inject({ url: `/certificates/verify/${number}` })).json();
const download = (userId: string, number: string) =>
  service.app.inject({ url: `/sefacertificate/download/${number}.pdf`, headers: as(userId) });
const enrol = (userId: string) =>
  service.publisher.publish(learning.enrolmentCreated, { userId, courseId: COURSE, source: 'order' });
const endEnrolment = (userId: string, reason: 'refunded' | 'subscription-ended', id?: string) =>
  service.publisher.publish(learning.enrolmentRevoked, { userId, courseId: COURSE, reason }, id);
const enrolmentKept = (userId: string, enrolled: boolean) =>
  eventually(async () => {
    const rows = await service.query('SELECT 1 FROM enrolments WHERE user_id = $1 AND enrolled = $2', [
      userId,
      enrolled,
    ]);
    expect(rows).toHaveLength(1);
  });
const eligibilityEvents = async (userId: string) =>
  (await readStream(sharedNatsUrl(), service.prefix, certificate.eligibilityChanged.subject))
    .map(
      (message) =>
        (message.data as { data: { userId: string; isEligible: boolean; completedQuizzes: number } }).data,
    )
    .filter((data) => data.userId === userId);

/** A learner with a name, enrolled (unless `enrolled` is false: no event heard) and through every quiz. */
const eligibleLearner = async (fullName: string, { enrolled = true } = {}) => {
  const userId = randomUUID();
  await service.publisher.publish(auth.userRegistered, {
    userId,
    fullName,
    email: `${userId}@example.com`,
    role: 'USER',
    category: 'student',
  });
  if (enrolled) await enrol(userId);
  for (const quizId of QUIZZES) {
    await service.publisher.publish(learning.quizPassed, {
      userId,
      courseId: COURSE,
      quizId,
      attemptNumber: 1,
      score: 100,
      passingScore: 80,
    });
  }
  await eventually(async () => {
    expect(await eligibilityOf(userId)).toMatchObject({ isEligible: true });
    expect(await service.query('SELECT 1 FROM learners WHERE user_id = $1', [userId])).toHaveLength(1);
    if (enrolled)
      expect(await service.query('SELECT 1 FROM enrolments WHERE user_id = $1', [userId])).toHaveLength(1);
  });
  return userId;
};
const issuedNumber = async (userId: string) => {
  const issued = await generate(userId);
  expect(issued.statusCode).toBe(200);
  return issued.json().data.certificateNumber as string;
};

beforeAll(async () => {
  service = await startCertificate('certificate_enrolment_end');
  await service.publisher.publish(catalogue.coursePublished, {
    courseId: COURSE,
    title: 'Email Forensic Analyst',
    courseCode: 'SEFA',
    category: 'Forensics',
    priceMinor: 999900,
    currency: 'INR',
    thumbnailUrl: null,
    published: true,
    quizIds: QUIZZES,
  });
  await eventually(async () => expect(await service.query('SELECT 1 FROM courses')).toHaveLength(1));
});

afterAll(async () => {
  await service?.close();
});

describe('an enrolment ended by a refund', () => {
  it('ends eligibility, refuses generation with a clear 403 and announces the change', async () => {
    const learner = await eligibleLearner('Ada Lovelace');
    await endEnrolment(learner, 'refunded');
    await eventually(async () => {
      expect(await eligibilityOf(learner)).toEqual({
        isEligible: false,
        certificateUrl: null,
        completedQuizzes: 2,
        totalQuizzes: 2,
      });
    });
    const refused = await generate(learner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ENDED);
    expect(await service.query('SELECT 1 FROM certificates WHERE user_id = $1', [learner])).toHaveLength(0);
    await eventually(async () =>
      expect((await eligibilityEvents(learner)).at(-1)).toMatchObject({ isEligible: false }),
    );
  });

  it('after the certificate was issued (a refund made in Stripe) revokes it: verify says when and why, no download', async () => {
    const learner = await eligibleLearner('Grace Hopper');
    const number = await issuedNumber(learner);
    expect((await verify(number)).status).toBe('valid');
    await endEnrolment(learner, 'refunded');
    const revoked = await eventually(async () => {
      const reply = await verify(number);
      expect(reply.status).toBe('revoked');
      return reply;
    });
    const [row] = await service.query<{ revoked_at: Date }>(
      'SELECT revoked_at FROM certificates WHERE certificate_number = $1',
      [number],
    );
    expect(revoked).toMatchObject({
      fullName: 'Grace Hopper',
      courseName: 'Email Forensic Analyst',
      revokedAt: row?.revoked_at.toISOString(),
      revocationReason: 'the course fee was refunded',
    });
    const notice = `This certificate was revoked on ${formatLongDate(row?.revoked_at ?? new Date())}: the course fee was refunded`;
    const pdf = await download(learner, number);
    expect(pdf.statusCode).toBe(403);
    expect(pdf.json().message).toBe(notice);
    const again = await generate(learner);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(notice);
    expect(await eligibilityOf(learner)).toMatchObject({ isEligible: false, certificateUrl: null });
    expect(await revokedInStatusList(number)).toBe(true);
  });
});

describe('a refund racing generation', () => {
  it('leaves no valid certificate: the issue is refused, or the certificate it made is revoked', async () => {
    const learners = await Promise.all(Array.from({ length: 4 }, (_, i) => eligibleLearner(`Racer ${i}`)));
    await Promise.all(
      learners.flatMap((learner) => [
        endEnrolment(learner, 'refunded'),
        generate(learner),
        generate(learner),
      ]),
    );
    for (const learner of learners) await enrolmentKept(learner, false);
    const valid = await service.query(
      'SELECT 1 FROM certificates WHERE user_id = any($1) AND revoked_at IS NULL',
      [learners],
    );
    expect(valid).toHaveLength(0);
  });
});

describe('an enrolment ended with its subscription', () => {
  it('ends eligibility for a certificate not yet issued but keeps an earlier one valid', async () => {
    const earned = await eligibleLearner('Katherine Johnson');
    const number = await issuedNumber(earned);
    const pending = await eligibleLearner('Dorothy Vaughan');
    await endEnrolment(earned, 'subscription-ended');
    await endEnrolment(pending, 'subscription-ended');
    await enrolmentKept(earned, false);
    await enrolmentKept(pending, false);

    expect((await verify(number)).status).toBe('valid');
    expect((await download(earned, number)).statusCode).toBe(200);
    expect(await eligibilityOf(earned)).toMatchObject({
      isEligible: true,
      certificateUrl: `/api/v1/sefacertificate/download/${number}.pdf`,
    });
    expect((await generate(earned)).json()).toMatchObject({ message: 'Certificate already generated' });

    expect(await eligibilityOf(pending)).toMatchObject({ isEligible: false, certificateUrl: null });
    const refused = await generate(pending);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ENDED);
  });
});

describe('enrolment events', () => {
  it('count a redelivered end once, and a later enrolment (bought again) opens the certificate again', async () => {
    const learner = await eligibleLearner('Hedy Lamarr');
    const ended = await endEnrolment(learner, 'subscription-ended');
    await endEnrolment(learner, 'subscription-ended', ended.id);
    await enrolmentKept(learner, false);
    await eventually(async () => {
      const [row] = await service.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM processed_events WHERE event_id = $1',
        [ended.id],
      );
      expect(row?.count).toBe(1);
    });
    // The one announcement of the end (published by the outbox relay, so a moment later): not eligible
    // with every quiz passed.
    await eventually(async () => {
      const ends = (await eligibilityEvents(learner)).filter(
        (event) => !event.isEligible && event.completedQuizzes === QUIZZES.length,
      );
      expect(ends).toHaveLength(1);
    });

    await enrol(learner);
    await enrolmentKept(learner, true);
    expect(await eligibilityOf(learner)).toMatchObject({ isEligible: true });
    expect((await generate(learner)).statusCode).toBe(200);
  });

  it('end the enrolment whatever order a replay applies them in', async () => {
    const learner = await eligibleLearner('Margaret Hamilton', { enrolled: false });
    await service.stop();
    const events = [await enrol(learner), await endEnrolment(learner, 'refunded')];
    await service.start();
    // Both applied, in whichever order their two consumers took them: the newer one (the end) holds.
    await eventually(async () => {
      const processed = await service.query('SELECT 1 FROM processed_events WHERE event_id = any($1)', [
        events.map((event) => event.id),
      ]);
      expect(processed).toHaveLength(2);
    });
    await enrolmentKept(learner, false);
    expect(await eligibilityOf(learner)).toMatchObject({ isEligible: false });
    expect((await generate(learner)).statusCode).toBe(403);
  });

  it('leave a learner they have not reached (enrolled before they were kept) able to earn the certificate', async () => {
    const learner = await eligibleLearner('Radia Perlman', { enrolled: false });
    expect(await service.query('SELECT 1 FROM enrolments WHERE user_id = $1', [learner])).toHaveLength(0);
    expect((await generate(learner)).statusCode).toBe(200);
  });
});
