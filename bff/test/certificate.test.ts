import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth, TEST_ADMIN } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { startCatalogue } from './support/catalogue.ts';
import { startCertificate } from './support/certificate.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { answersFor, createCourseWithQuizzes, eventually, startLearning } from './support/learning.ts';
import { openServerEvents } from './support/server-events.ts';
import { logIn, type SignedInUser, signUp } from './support/users.ts';

let env: TestEnvironment;
let bff: Bff;
let bffUrl: string;
let admin: SignedInUser;
let ada: SignedInUser;
let bob: SignedInUser;
let course: Awaited<ReturnType<typeof createCourseWithQuizzes>>;
/** Ada's certificate, once the generating test has issued it. */
let issuedNumber: string;

beforeAll(async () => {
  env = await createTestEnvironment();
  const auth = await startAuth(env);
  const catalogue = await startCatalogue(env);
  const learning = await startLearning(env);
  const certificate = await startCertificate(env);
  bff = await startBff(env, {
    AUTH_URL: auth.url,
    CATALOGUE_URL: catalogue.url,
    LEARNING_URL: learning.url,
    CERTIFICATE_URL: certificate.url,
  });
  bffUrl = await bff.listen({ host: '127.0.0.1', port: 0 });
  admin = await logIn(bff, TEST_ADMIN.email, TEST_ADMIN.password);
  ada = await signUp(bff, 'Ada King Lovelace');
  bob = await signUp(bff, 'Bob Builder');
  course = await createCourseWithQuizzes(bff, admin, {
    title: 'Cloud Forensics',
    courseCode: 'CLDF',
    quizCount: 1,
  });
});
afterAll(async () => {
  await bff?.close();
  await env?.stop();
});

const call = (method: 'GET' | 'POST', path: string, as?: SignedInUser, payload?: object) =>
  bff.inject({
    method,
    url: `/api/v1${path}`,
    headers: as ? as.bearer : {},
    ...(payload ? { payload } : {}),
  });
const eligibility = async (as = ada) =>
  (await call('GET', `/sefacertificate/eligibility/${as.user.id}/${course.courseId}`, as)).json();
const generateBody = (userId: string) => ({
  userId,
  courseId: course.courseId,
  course_name: 'Cloud Forensics',
  courseCode: 'CLDF',
  certificateValidity: '3 Years',
});

/** The caller's certificate status stream for a course. */
const openEvents = (as: SignedInUser, courseId = course.courseId) =>
  openServerEvents<{ isEligible: boolean; completedQuizzes: number; totalQuizzes: number }>(
    `${bffUrl}/api/v1/sefacertificate/events/${courseId}`,
    as.bearer,
  );

describe('certificates through the BFF', () => {
  it('is locked until the quiz is passed, and the event stream says so as soon as it changes', async () => {
    await eventually(async () => {
      const enrolled = await call('POST', '/student/enrolled', ada, { user_id: ada.user.id, cname: 'CLDF' });
      expect(enrolled.statusCode).toBe(200);
      expect((await eligibility()).data).toMatchObject({ isEligible: false, totalQuizzes: 1 });
    });
    expect(await eligibility()).toEqual({
      success: true,
      data: { isEligible: false, certificateUrl: null, completedQuizzes: 0, totalQuizzes: 1 },
    });

    const events = await openEvents(ada);
    try {
      expect(events.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      // The stream takes over the reply, and still carries the protective headers every reply has.
      expect(events.response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(events.response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(await events.next()).toMatchObject({ isEligible: false, completedQuizzes: 0 });
      const [quiz] = course.quizzes;
      const passed = await eventually(async () => {
        const reply = await call('POST', '/userQuiz/submit', ada, {
          userId: ada.user.id,
          quizId: quiz!.id,
          moduleId: course.moduleId,
          courseId: course.courseId,
          answers: answersFor(quiz!),
        });
        expect(reply.statusCode).toBe(200);
        return reply.json();
      });
      expect(passed.data.passed).toBe(true);
      // The stream runs on no timer, so the change arriving at all (before the test's timeout) shows it
      // was the certificate service's signal that sent it; how fast is the bench's to measure, not a test's.
      expect(await events.next()).toMatchObject({ isEligible: true, completedQuizzes: 1 });
    } finally {
      events.close();
    }
    expect((await eligibility()).data).toMatchObject({ isEligible: true, completedQuizzes: 1 });
  });

  it('updates the status stream when the course comes to require another quiz, with no action of the learner', async () => {
    const later = await createCourseWithQuizzes(bff, admin, {
      title: 'Mobile Forensics',
      courseCode: 'MOBF',
      quizCount: 1,
    });
    const [quiz] = later.quizzes;
    await eventually(async () => {
      const enrolled = await call('POST', '/student/enrolled', bob, { user_id: bob.user.id, cname: 'MOBF' });
      expect(enrolled.statusCode).toBe(200);
    });
    await eventually(async () => {
      const reply = await call('POST', '/userQuiz/submit', bob, {
        userId: bob.user.id,
        quizId: quiz!.id,
        moduleId: later.moduleId,
        courseId: later.courseId,
        answers: answersFor(quiz!),
      });
      expect(reply.json().data.passed).toBe(true);
    });
    await eventually(async () => {
      const reply = await call('GET', `/sefacertificate/eligibility/${bob.user.id}/${later.courseId}`, bob);
      expect(reply.json().data).toMatchObject({ isEligible: true, completedQuizzes: 1, totalQuizzes: 1 });
    });

    const events = await openEvents(bob, later.courseId);
    try {
      expect(await events.next()).toMatchObject({ isEligible: true, completedQuizzes: 1, totalQuizzes: 1 });
      const added = await call('POST', `/course/${later.courseId}/modules/${later.moduleId}/quizzes`, admin, {
        title: 'Final check',
        questions: [
          {
            text: 'Ready?',
            options: [
              { text: 'Yes', isCorrect: true },
              { text: 'No', isCorrect: false },
            ],
          },
        ],
      });
      expect(added.statusCode).toBe(201);
      expect(await events.next()).toEqual({
        isEligible: false,
        certificateUrl: null,
        completedQuizzes: 1,
        totalQuizzes: 2,
      });
    } finally {
      events.close();
    }
  });

  it('refuses eligibility and its stream to others (403), without a token (401), for unknown courses (404)', async () => {
    expect(
      (await call('GET', `/sefacertificate/eligibility/${ada.user.id}/${course.courseId}`, bob)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/sefacertificate/eligibility/${ada.user.id}/${course.courseId}`)).statusCode,
    ).toBe(401);
    expect((await call('GET', `/sefacertificate/eligibility/${ada.user.id}/999999`, ada)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/sefacertificate/eligibility/${ada.user.id}/x`, ada)).statusCode).toBe(400);
    expect((await call('GET', '/sefacertificate/events/999999', ada)).statusCode).toBe(404);
    expect((await call('GET', `/sefacertificate/events/${course.courseId}`)).statusCode).toBe(401);
  });

  it('generates one certificate however often it is asked, and never without eligibility', async () => {
    const missing = await call('POST', '/sefacertificate/generate', ada, { courseId: course.courseId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Missing required information');
    const locked = await call('POST', '/sefacertificate/generate', bob, generateBody(bob.user.id));
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe('Complete all required quizzes to unlock your certificate');
    expect((await call('POST', '/sefacertificate/generate', bob, generateBody(ada.user.id))).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', '/sefacertificate/generate', undefined, generateBody(ada.user.id))).statusCode,
    ).toBe(401);

    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', '/sefacertificate/generate', ada, generateBody(ada.user.id)),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const numbers = new Set(replies.map((r) => r.json().data.certificateNumber));
    expect(numbers.size).toBe(1);
    const url: string = replies[0]!.json().data.certificateUrl;
    expect((await eligibility()).data.certificateUrl).toBe(url);

    const file = url.split('/').at(-1);
    const pdf = await call('GET', `/sefacertificate/download/${file}`, ada);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('filename="Ada_King_Lovelace_certificate.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const refused = await call('GET', `/sefacertificate/download/${file}`, bob);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: expect.any(String), code: 'FORBIDDEN' });
    expect((await call('GET', `/sefacertificate/download/${file}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/sefacertificate/download/${file}`)).statusCode).toBe(401);
    expect((await call('GET', '/sefacertificate/download/ACD-2026-NONE.pdf', ada)).statusCode).toBe(404);

    const [number] = [...numbers];
    issuedNumber = number!;
    const verified = await call('GET', `/certificates/verify/${number}`);
    expect(verified.json()).toEqual({
      status: 'valid',
      fullName: 'Ada King Lovelace',
      courseName: 'Cloud Forensics',
      courseCode: 'CLDF',
      issuedAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect((await call('GET', '/certificates/verify/ACD-0000-UNKNOWN')).json().status).toBe('unknown');

    await eventually(async () => {
      const earned = await call('POST', '/student/certificate', ada, { user_id: ada.user.id });
      expect(earned.json().data).toEqual([
        expect.objectContaining({ certificateNumber: number, certificateUrl: url }),
      ]);
    });
  });

  it('serves the credential to its owner, the documents a verifier needs to anyone, revoking to administrators', async () => {
    const credentialPath = `/certificates/${issuedNumber}/credential`;
    const credential = await call('GET', credentialPath, ada);
    expect(credential.statusCode).toBe(200);
    expect(credential.headers['cache-control']).toBe('private, no-store');
    expect(credential.json()).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      credentialSubject: { name: 'Ada King Lovelace' },
      proof: { cryptosuite: 'eddsa-rdfc-2022' },
    });
    expect((await call('GET', credentialPath, bob)).statusCode).toBe(403);
    expect((await call('GET', credentialPath)).statusCode).toBe(401);
    expect((await call('GET', '/certificates/ACD-2026-0000000000000000/credential', ada)).statusCode).toBe(
      404,
    );

    const { proof, credentialStatus, issuer } = credential.json();
    for (const url of [issuer.id, proof.verificationMethod, credentialStatus.statusListCredential]) {
      const published = await call('GET', new URL(url).pathname.replace('/api/v1', ''));
      expect(published.statusCode).toBe(200);
      expect(published.headers['cache-control']).toBe('public, max-age=300');
    }
    const listPath = new URL(credentialStatus.statusListCredential).pathname.replace('/api/v1', '');
    const list = await call('GET', listPath);
    const poll = await bff.inject({
      url: `/api/v1${listPath}`,
      headers: { 'if-none-match': list.headers.etag },
    });
    expect([poll.statusCode, poll.body]).toEqual([304, '']);
    const preview = await call('GET', `/certificates/${issuedNumber}/preview.png`);
    expect([preview.statusCode, preview.headers['content-type']]).toEqual([200, 'image/png']);
    expect(preview.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await call('GET', '/certificates/ACD-2026-0000000000000000/preview.png')).statusCode).toBe(404);

    const revokePath = `/certificates/${issuedNumber}/revoke`;
    expect((await call('POST', revokePath, ada, { reason: 'mine' })).statusCode).toBe(403);
    expect((await call('POST', revokePath, undefined, { reason: 'mine' })).statusCode).toBe(401);
    expect((await call('POST', revokePath, admin, { reason: '' })).statusCode).toBe(400);
    expect((await call('POST', revokePath, admin, { reason: 'tab\tin it' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/certificates/ACD-2026-0000000000000000/revoke', admin, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const revoked = await call('POST', revokePath, admin, { reason: 'Plagiarised project' });
    expect(revoked.statusCode).toBe(200);
    expect((await call('GET', `/certificates/verify/${issuedNumber}`)).json()).toMatchObject({
      status: 'revoked',
      revocationReason: 'Plagiarised project',
      revokedAt: revoked.json().revokedAt,
    });
  });
});
