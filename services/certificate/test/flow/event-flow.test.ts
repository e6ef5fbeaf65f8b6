import { randomUUID } from 'node:crypto';
import { auth, certificate, learning } from '@academy/contracts';
import { readStream, sharedNatsUrl } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, startCatalogue } from '../../../catalogue/test/support/catalogue-app.ts';
import { files, octet } from '../../../catalogue/test/support/files.ts';
import { startLearning } from '../../../learning/test/support/learning-app.ts';
import { type CertificateService, eventually, startCertificate } from '../support/certificate-app.ts';

type AdminQuiz = { id: number; questions: { id: number; options: { id: number; isCorrect: boolean }[] }[] };

/**
 * The catalogue, learning and certificate services in one process on one subject prefix, talking
 * only through events: a course made in the catalogue, a quiz passed in learning, eligibility in
 * the certificate service — including a pass made while the certificate service was down. The
 * learner's name comes from auth.user.registered.v1, published here as the auth service would.
 */
describe('catalogue → learning → certificate', () => {
  let catalogueService: Catalogue;
  let learningService: Awaited<ReturnType<typeof startLearning>>;
  let certificateService: CertificateService;
  const learnerId = randomUUID();
  let courseId: number;
  let quizzes: AdminQuiz[];

  beforeAll(async () => {
    catalogueService = await startCatalogue('flow_catalogue');
    const shared = { prefix: catalogueService.prefix, keys: catalogueService.keys };
    learningService = await startLearning('flow_learning', shared);
    certificateService = await startCertificate('flow_certificate', shared);
  });

  afterAll(async () => {
    await certificateService?.close();
    await learningService?.close();
    await catalogueService?.close();
  });

  const learnerAuth = () => ({ authorization: learningService.tokenFor(learnerId) });
  const eligibility = async () =>
    (
      await certificateService.app.inject({
        url: `/sefacertificate/eligibility/${learnerId}/${courseId}`,
        headers: learnerAuth(),
      })
    ).json().data;
  const pass = (quiz: AdminQuiz) =>
    learningService.app.inject({
      method: 'POST',
      url: '/userQuiz/submit',
      headers: learnerAuth(),
      payload: {
        userId: learnerId,
        quizId: quiz.id,
        courseId,
        answers: quiz.questions.map((q) => ({
          questionId: q.id,
          selectedOptionId: q.options.find((o) => o.isCorrect)?.id,
        })),
      },
    });

  it('publishes a course with two quizzes from the catalogue', async () => {
    const admin = catalogueService.auth(catalogueService.adminToken);
    const created = await catalogueService.app.inject({
      method: 'POST',
      url: '/courses?title=Flow%20Forensics&description=d&category=Forensics&createdBy=Ann&courseCode=FLOW',
      headers: { ...octet, ...admin },
      payload: files.png,
    });
    expect(created.statusCode).toBe(201);
    courseId = created.json().course.id;
    const moduleId = (
      await catalogueService.app.inject({
        method: 'POST',
        url: `/courses/${courseId}/modules`,
        headers: admin,
        payload: { title: 'Module 1' },
      })
    ).json().module.id;
    quizzes = [];
    for (const title of ['Check one', 'Check two']) {
      const reply = await catalogueService.app.inject({
        method: 'POST',
        url: `/courses/${courseId}/modules/${moduleId}/quizzes`,
        headers: admin,
        payload: {
          title,
          questions: [1, 2].map((n) => ({
            text: `Question ${n}?`,
            options: [0, 1, 2].map((i) => ({ text: `Option ${i}`, isCorrect: i === n })),
          })),
        },
      });
      expect(reply.statusCode).toBe(201);
      quizzes.push(reply.json().quiz);
    }
    await certificateService.publisher.publish(auth.userRegistered, {
      userId: learnerId,
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      role: 'USER',
      category: 'professional',
    });
  });

  it('enrols in learning and is not yet eligible in the certificate service', async () => {
    await eventually(async () => {
      const reply = await learningService.app.inject({
        method: 'POST',
        url: '/student/enrolled',
        headers: learnerAuth(),
        payload: { user_id: learnerId, cname: 'FLOW' },
      });
      expect(reply.json().message).toBe('Enrolled successfully');
    });
    await eventually(async () =>
      expect(await eligibility()).toMatchObject({ isEligible: false, totalQuizzes: 2 }),
    );
  });

  it('counts the first pass, then — with the certificate service down for the last pass — turns eligible on restart', async () => {
    const [first, last] = quizzes as [AdminQuiz, AdminQuiz];
    await eventually(async () =>
      expect((await pass(first)).json().data).toMatchObject({ passed: true, score: 100 }),
    );
    await eventually(async () =>
      expect(await eligibility()).toMatchObject({ isEligible: false, completedQuizzes: 1, totalQuizzes: 2 }),
    );

    await certificateService.stop();
    expect((await pass(last)).json().data).toMatchObject({ passed: true });
    await eventually(async () => {
      const passed = await readStream(sharedNatsUrl(), learningService.prefix, learning.quizPassed.subject);
      expect(passed).toHaveLength(2);
    });

    await certificateService.start();
    await eventually(async () =>
      expect(await eligibility()).toMatchObject({ isEligible: true, completedQuizzes: 2, totalQuizzes: 2 }),
    );
    const generated = await certificateService.app.inject({
      method: 'POST',
      url: '/sefacertificate/generate',
      headers: learnerAuth(),
      payload: {
        userId: learnerId,
        courseId,
        course_name: 'x',
        courseCode: 'x',
        certificateValidity: '3 Years',
      },
    });
    expect(generated.json().message).toBe('Certificate generated successfully');
    const number = generated.json().data.certificateNumber;
    const verified = await certificateService.app.inject({ url: `/certificates/verify/${number}` });
    expect(verified.json()).toMatchObject({
      status: 'valid',
      fullName: 'Grace Hopper',
      courseName: 'Flow Forensics',
      courseCode: 'FLOW',
    });
    await eventually(async () => {
      const counts = await learningService.app.inject({
        method: 'POST',
        url: '/student/getCount',
        headers: learnerAuth(),
        payload: { user_id: learnerId },
      });
      expect(counts.json().counts).toMatchObject({ certificates: 1, completedCourses: 1, quizzesPassed: 2 });
    });
  });

  it("announces each change of the learner's standing once, as certificate.eligibility.changed.v1", async () => {
    await eventually(async () => {
      const changes = await readStream(
        sharedNatsUrl(),
        certificateService.prefix,
        certificate.eligibilityChanged.subject,
      );
      expect(changes.map((m) => (m.data as { data: unknown }).data)).toEqual([
        { userId: learnerId, courseId, isEligible: false, completedQuizzes: 1, totalQuizzes: 2 },
        { userId: learnerId, courseId, isEligible: true, completedQuizzes: 2, totalQuizzes: 2 },
      ]);
    });
  });
});
