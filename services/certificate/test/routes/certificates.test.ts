import { randomUUID } from 'node:crypto';
import { auth, catalogue, certificate, learning } from '@academy/contracts';
import { createObjectStore } from '@academy/kit';
import { formatLongDate } from '@academy/kit/pdf';
import { readStream, sharedNatsUrl } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CertificateService,
  eventually,
  PUBLIC_URL,
  startCertificate,
} from '../support/certificate-app.ts';
import { pdfPageAndQr, pdfText } from '../support/pdf.ts';

let service: CertificateService;
const ada = randomUUID();
const bob = randomUUID();
const admin = randomUUID();

const eligibilityOf = (userId: string, courseId: number, as = userId) =>
  service.app.inject({
    url: `/sefacertificate/eligibility/${userId}/${courseId}`,
    headers: { authorization: service.tokenFor(as) },
  });
const generate = (payload: Record<string, unknown>, as?: string) =>
  service.app.inject({
    method: 'POST',
    url: '/sefacertificate/generate',
    headers: as ? { authorization: service.tokenFor(as, as === admin ? 'ADMIN' : 'USER') } : {},
    payload,
  });
const passQuiz = (userId: string, courseId: number, quizId: number, id?: string) =>
  service.publisher.publish(
    learning.quizPassed,
    { userId, courseId, quizId, attemptNumber: 1, score: 100, passingScore: 80 },
    id,
  );
const course = (
  courseId: number,
  quizIds: number[],
  title = `Course ${courseId}`,
  courseCode: string | null = null,
) =>
  service.publisher.publish(catalogue.coursePublished, {
    courseId,
    title,
    courseCode,
    category: 'Forensics',
    priceMinor: 0,
    currency: 'INR',
    thumbnailUrl: null,
    published: true,
    quizIds,
  });
const learner = (userId: string, fullName: string) =>
  service.publisher.publish(auth.userRegistered, {
    userId,
    fullName,
    email: `${userId}@example.com`,
    role: 'USER',
    category: 'student',
  });

beforeAll(async () => {
  service = await startCertificate('certificate_routes');
  await course(69, [12, 15, 18], 'Digital Forensics Essentials', 'SDFE');
  await course(70, []);
  await learner(ada, 'Ada King Lovelace');
  await learner(bob, 'Bob Builder');
  await eventually(async () => {
    const rows = await service.query('SELECT 1 FROM learners');
    const courses = await service.query('SELECT 1 FROM courses');
    expect(rows.length + courses.length).toBe(4);
  });
});

afterAll(async () => {
  await service?.close();
});

describe('GET /sefacertificate/eligibility/:userId/:courseId', () => {
  it('turns eligible on the deciding pass, counting a redelivered pass once', async () => {
    expect((await eligibilityOf(ada, 69)).json()).toEqual({
      success: true,
      data: { isEligible: false, certificateUrl: null, completedQuizzes: 0, totalQuizzes: 3 },
    });
    const first = await passQuiz(ada, 69, 12);
    await passQuiz(ada, 69, 12, first.id);
    await passQuiz(ada, 69, 15);
    await eventually(async () => {
      expect((await eligibilityOf(ada, 69)).json().data).toMatchObject({
        completedQuizzes: 2,
        isEligible: false,
      });
    });
    const rows = await service.query('SELECT quiz_id FROM passed_quizzes WHERE user_id = $1', [ada]);
    expect(rows).toHaveLength(2);

    await passQuiz(ada, 69, 18);
    await eventually(async () => {
      expect((await eligibilityOf(ada, 69)).json().data).toMatchObject({
        isEligible: true,
        completedQuizzes: 3,
      });
    });
  });

  it('never makes a course without quizzes eligible', async () => {
    expect((await eligibilityOf(ada, 70)).json().data).toMatchObject({ isEligible: false, totalQuizzes: 0 });
  });

  it('refuses someone else (403), no token (401), an unknown course (404), a bad id (400)', async () => {
    expect((await eligibilityOf(ada, 69, bob)).statusCode).toBe(403);
    expect((await service.app.inject({ url: `/sefacertificate/eligibility/${ada}/69` })).statusCode).toBe(
      401,
    );
    expect((await eligibilityOf(ada, 4040)).statusCode).toBe(404);
    expect((await eligibilityOf(ada, 'x' as unknown as number)).statusCode).toBe(400);
  });
});

describe('POST /sefacertificate/generate', () => {
  const body = (userId: string, courseId: unknown = 69) => ({
    userId,
    courseId,
    course_name: 'Digital Forensics Essentials',
    courseCode: 'SDFE',
    certificateValidity: '3 Years',
  });

  it('needs a user id and a course id', async () => {
    for (const payload of [{}, { userId: ada }, { courseId: 69 }, { userId: '', courseId: 69 }]) {
      const reply = await generate(payload, ada);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe('Missing required information');
    }
    expect((await generate(body(ada))).statusCode).toBe(401);
  });

  it('refuses a course id that is no row id, as a number or as text, and issues nothing', async () => {
    for (const courseId of [0, -1, 2_147_483_648, '2147483648', '1e3', 'abc', 1.5]) {
      const reply = await generate(body(ada, courseId), ada);
      expect(reply.statusCode, String(courseId)).toBe(400);
      expect(reply.json().message, String(courseId)).toMatch(/^courseId must be /);
    }
    expect(await service.query('SELECT 1 FROM certificates')).toHaveLength(0);
  });

  it('refuses without eligibility, and for someone else', async () => {
    const notEligible = await generate(body(bob), bob);
    expect(notEligible.statusCode).toBe(403);
    expect(notEligible.json().message).toBe('Complete all required quizzes to unlock your certificate');
    expect((await generate(body(ada), bob)).statusCode).toBe(403);
    expect((await generate(body(bob, 70), bob)).statusCode).toBe(403);
    expect((await generate(body(bob, 4040), bob)).statusCode).toBe(404);
    expect(await service.query('SELECT 1 FROM certificates')).toHaveLength(0);
  });

  it('issues one certificate for ten parallel requests: one row, one PDF, one event', async () => {
    const replies = await Promise.all(Array.from({ length: 10 }, () => generate(body(ada), ada)));
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    const messages = replies.map((r) => r.json().message);
    expect(messages.filter((m) => m === 'Certificate generated successfully')).toHaveLength(1);
    const numbers = new Set(replies.map((r) => r.json().data.certificateNumber));
    expect(numbers.size).toBe(1);
    const [number] = [...numbers];
    expect(replies[0]?.json()).toMatchObject({
      success: true,
      data: { certificateUrl: `/api/v1/sefacertificate/download/${number}.pdf`, certificateNumber: number },
    });
    expect(await service.query('SELECT 1 FROM certificates')).toHaveLength(1);
    expect(await createObjectStore(service.config).list('certificates/')).toEqual([
      `certificates/${number}.pdf`,
    ]);
    const again = await generate(body(ada), ada);
    expect(again.json()).toMatchObject({
      message: 'Certificate already generated',
      data: { certificateNumber: number },
    });
    const events = await eventually(async () => {
      const messages = await readStream(
        sharedNatsUrl(),
        service.prefix,
        certificate.certificateIssued.subject,
      );
      expect(messages).toHaveLength(1);
      return messages;
    });
    expect(events[0]?.data).toMatchObject({ data: { certificateNumber: number, userId: ada, courseId: 69 } });
    expect((await eligibilityOf(ada, 69)).json().data.certificateUrl).toBe(
      `/api/v1/sefacertificate/download/${number}.pdf`,
    );
  });
});

describe('GET /sefacertificate/download/:file', () => {
  const certificateOf = async (userId: string) =>
    (
      await service.query<{ certificate_number: string; issued_at: Date; expires_at: Date }>(
        'SELECT certificate_number, issued_at, expires_at FROM certificates WHERE user_id = $1',
        [userId],
      )
    )[0]!;
  const download = (file: string, as?: string, role: 'USER' | 'ADMIN' = 'USER') =>
    service.app.inject({
      url: `/sefacertificate/download/${file}`,
      headers: as ? { authorization: service.tokenFor(as, role) } : {},
    });

  it('gives the owner a real certificate: name, course, dates, validity, number and a QR code to verify it', async () => {
    const { certificate_number: number, issued_at: issuedAt } = await certificateOf(ada);
    const reply = await download(`${number}.pdf`, ada);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toContain(
      'attachment; filename="Ada_King_Lovelace_certificate.pdf"',
    );
    const pdf = reply.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(pdf);
    const expires = new Date(issuedAt);
    expires.setUTCFullYear(expires.getUTCFullYear() + 3);
    for (const expected of [
      'CERTIFICATE OF COMPLETION',
      'Ada King Lovelace',
      'Digital Forensics Essentials',
      'Course code: SDFE',
      `Issue date: ${formatLongDate(issuedAt)}`,
      'Validity: 3 Years',
      `Expiry date: ${formatLongDate(expires)}`,
      `Certificate No.: ${number}`,
    ]) {
      expect(text).toContain(expected);
    }

    const page = await pdfPageAndQr(pdf);
    expect(page.widthPx).toBeGreaterThan(page.heightPx);
    expect(page.qr).toBe(`${PUBLIC_URL}/app/verify?number=${number}`);
  });

  it('refuses other learners with a JSON message (403), lets an admin in, and knows no other file (404)', async () => {
    const { certificate_number: number } = await certificateOf(ada);
    const other = await download(`${number}.pdf`, bob);
    expect(other.statusCode).toBe(403);
    expect(other.headers['content-type']).toMatch(/application\/json/);
    expect(other.json().message).toEqual(expect.any(String));
    expect((await download(`${number}.pdf`, admin, 'ADMIN')).statusCode).toBe(200);
    expect((await download(`${number}.pdf`)).statusCode).toBe(401);
    expect((await download('ACD-2026-NOPE.pdf', ada)).statusCode).toBe(404);
    expect((await download('..%2Fsecret.pdf', ada)).statusCode).toBe(400);
  });
});

describe('GET /certificates/verify/:certificateNumber', () => {
  it('confirms a certificate to anyone with nothing more than the paper says', async () => {
    const [{ certificate_number: number }] = (await service.query<{ certificate_number: string }>(
      'SELECT certificate_number FROM certificates WHERE user_id = $1',
      [ada],
    )) as [{ certificate_number: string }];
    const reply = await service.app.inject({ url: `/certificates/verify/${number}` });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(Object.keys(body).sort()).toEqual([
      'courseCode',
      'courseName',
      'expiresAt',
      'fullName',
      'issuedAt',
      'status',
    ]);
    expect(body).toMatchObject({
      status: 'valid',
      fullName: 'Ada King Lovelace',
      courseName: 'Digital Forensics Essentials',
      courseCode: 'SDFE',
    });
    await service.query(
      "UPDATE certificates SET issued_at = now() - interval '4 years', expires_at = now() - interval '1 year' WHERE certificate_number = $1",
      [number],
    );
    expect((await service.app.inject({ url: `/certificates/verify/${number}` })).json().status).toBe(
      'expired',
    );
    expect((await service.app.inject({ url: '/certificates/verify/ACD-2026-UNKNOWN' })).json()).toEqual({
      status: 'unknown',
      fullName: null,
      courseName: null,
      courseCode: null,
      issuedAt: null,
      expiresAt: null,
    });
  });
});

describe('eligibility of many learners at once', () => {
  it('answers each read of a batch as it answers it alone: its own learner, certificate and refusal', async () => {
    const reads = [
      { userId: ada, courseId: 69 },
      { userId: bob, courseId: 69 },
      { userId: ada, courseId: 70 },
      { userId: ada, courseId: 4040 },
    ];
    const expected: { status: number; body: { data?: { certificateUrl: string | null } } }[] = [];
    for (const { userId, courseId } of reads) {
      const reply = await eligibilityOf(userId, courseId);
      expected.push({ status: reply.statusCode, body: reply.json() });
    }
    expect(expected.map(({ status }) => status)).toEqual([200, 200, 200, 404]);
    expect(expected[0]!.body.data?.certificateUrl).toEqual(expect.any(String));
    expect(expected[1]!.body.data?.certificateUrl).toBeNull();

    // More reads than the service runs statements at once: those that wait go out as one statement.
    const many = Array.from({ length: 6 }, () => reads).flat();
    const batch = await service.app.inject({
      method: 'POST',
      url: '/batched-calls',
      payload: {
        calls: many.map((input) => ({
          token: service.tokenFor(input.userId).slice('Bearer '.length),
          call: 'eligibility',
          input,
        })),
      },
    });
    expect(batch.statusCode).toBe(200);
    expect(batch.json().results).toEqual(many.map((_, index) => expected[index % reads.length]));
  });
});
