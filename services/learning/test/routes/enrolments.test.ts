import { randomUUID } from 'node:crypto';
import { catalogue, certificate, learning } from '@academy/contracts';
import { readStream, sharedNatsUrl } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startLearning } from '../support/learning-app.ts';

let service: Awaited<ReturnType<typeof startLearning>>;
const learner = randomUUID();
const stranger = randomUUID();

const post = (url: string, payload: unknown, as?: string) =>
  service.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: as ? { authorization: service.tokenFor(as) } : {},
  });
const get = (url: string, as?: string) =>
  service.app.inject({ url, headers: as ? { authorization: service.tokenFor(as) } : {} });

beforeAll(async () => {
  service = await startLearning('learning_enrolments');
  await service.seedCourse({
    courseId: 69,
    title: 'Digital Forensics Essentials',
    courseCode: 'SDFE',
    quizzes: [{ quizId: 12, answers: [1, 5] }],
  });
  await service.seedCourse({
    courseId: 40,
    title: 'Email Forensic Analyst',
    courseCode: 'STA101',
    quizzes: [],
  });
});

afterAll(async () => {
  await service?.close();
});

describe('POST /student/enrolled', () => {
  it('enrols by course name once and publishes learning.enrolment.created.v1 once', async () => {
    const first = await post(
      '/student/enrolled',
      { user_id: learner, cname: 'Digital Forensics Essentials' },
      learner,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Enrolled successfully',
      data: { userId: learner, courseId: 69, title: 'Digital Forensics Essentials' },
    });
    const again = await post('/student/enrolled', { user_id: learner, courseId: 69 }, learner);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, message: 'Already enrolled' });
    const events = await eventually(async () => {
      const messages = await readStream(sharedNatsUrl(), service.prefix, learning.enrolmentCreated.subject);
      expect(messages).toHaveLength(1);
      return messages;
    });
    expect(events[0]?.data).toMatchObject({ data: { userId: learner, courseId: 69, source: 'direct' } });
  });

  it('refuses an unknown course (404), missing course (400), someone else (403), no token (401)', async () => {
    expect((await post('/student/enrolled', { user_id: learner, cname: 'Nope' }, learner)).statusCode).toBe(
      404,
    );
    const missing = await post('/student/enrolled', { user_id: learner }, learner);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('cname or courseId is required');
    expect((await post('/student/enrolled', { user_id: 'x', cname: 'SDFE' }, learner)).statusCode).toBe(400);
    expect((await post('/student/enrolled', { user_id: learner, cname: 'SDFE' }, stranger)).statusCode).toBe(
      403,
    );
    expect((await post('/student/enrolled', { user_id: learner, cname: 'SDFE' })).statusCode).toBe(401);
  });
});

describe('GET /student/enrollment-status', () => {
  it('answers per course name or code', async () => {
    const url = (name: string, userId = learner) =>
      `/student/enrollment-status?userId=${userId}&courseName=${encodeURIComponent(name)}`;
    expect((await get(url('SDFE'), learner)).json()).toEqual({ isEnrolled: true });
    expect((await get(url('STA101'), learner)).json()).toEqual({ isEnrolled: false });
    expect((await get(url('Unknown course'), learner)).json()).toEqual({ isEnrolled: false });
    expect((await get(url('SDFE'), stranger)).statusCode).toBe(403);
    expect((await get(url('SDFE'))).statusCode).toBe(401);
    expect((await get(`/student/enrollment-status?userId=${learner}`, learner)).statusCode).toBe(400);
  });
});

describe('content completion', () => {
  it('marks a document complete once, publishes it once, and lists it for the sidebar', async () => {
    const first = await post(
      '/content/7/complete',
      { courseId: 69, kind: 'document', title: 'Intro notes' },
      learner,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Marked as complete',
      data: { contentId: 7, courseId: 69 },
    });
    expect((await post('/content/7/complete', { courseId: 69 }, learner)).json().message).toBe(
      'Already completed',
    );
    expect((await post('/content/8/complete', { courseId: 69, kind: 'video' }, learner)).statusCode).toBe(
      200,
    );
    expect((await get('/courses/69/completions', learner)).json()).toEqual({ completedContentIds: [7, 8] });
    expect((await get('/courses/69/completions', stranger)).json()).toEqual({ completedContentIds: [] });
    // The course's progress, which opens the learning screen, carries them too.
    const progress = await get(`/userQuiz/course-progress/${learner}/69`, learner);
    expect(progress.json().data.completedContentIds).toEqual([7, 8]);
    const events = await eventually(async () => {
      const messages = await readStream(sharedNatsUrl(), service.prefix, learning.contentCompleted.subject);
      expect(messages).toHaveLength(2);
      return messages;
    });
    expect(events.map((m) => (m.data as { data: { contentId: number; kind: string } }).data)).toEqual([
      expect.objectContaining({ contentId: 7, kind: 'document', userId: learner, courseId: 69 }),
      expect.objectContaining({ contentId: 8, kind: 'video' }),
    ]);
  });

  it('completes once when the same item is marked twice at once (a double click), and publishes it once', async () => {
    const both = await Promise.all(
      [1, 2].map(() => post('/content/9/complete', { courseId: 69, kind: 'document' }, learner)),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().message).sort()).toEqual(['Already completed', 'Marked as complete']);
    expect(both.map((r) => r.json().data.contentId)).toEqual([9, 9]);
    const ofNine = async () =>
      (await readStream(sharedNatsUrl(), service.prefix, learning.contentCompleted.subject)).filter(
        (m) => (m.data as { data: { contentId: number } }).data.contentId === 9,
      );
    await eventually(async () => expect(await ofNine()).toHaveLength(1));
  });

  it('refuses a course the learner is not enrolled in (403), bad input (400), no token (401)', async () => {
    const outsider = await post('/content/7/complete', { courseId: 69 }, stranger);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe('You are not enrolled in this course');
    expect((await post('/content/7/complete', { courseId: 69, kind: 'quiz' }, learner)).statusCode).toBe(400);
    expect((await post('/content/abc/complete', { courseId: 69 }, learner)).statusCode).toBe(400);
    expect((await post('/content/7/complete', { courseId: 69 })).statusCode).toBe(401);
    expect((await get('/courses/69/completions')).statusCode).toBe(401);
  });
});

describe('student dashboard', () => {
  it('shows courses with progress, counts, certificates and recent activity', async () => {
    const pass = await post(
      '/userQuiz/submit',
      { userId: learner, quizId: 12, courseId: 69, answers: service.answersFor(12, [1, 5]) },
      learner,
    );
    expect(pass.json().data.passed).toBe(true);
    await post('/student/enrolled', { user_id: learner, cname: 'STA101' }, learner);

    const myCourses = (await get('/usercourses/my-courses', learner)).json();
    expect(myCourses.courses).toEqual([
      expect.objectContaining({
        course_id: 69,
        title: 'Digital Forensics Essentials',
        progress: 100,
        completed: true,
      }),
      expect.objectContaining({ course_id: 40, progress: 0, completed: false, totalQuizzes: 0 }),
    ]);

    await service.publisher.publish(certificate.certificateIssued, {
      certificateNumber: 'ACD-2026-TESTNUMBER',
      userId: learner,
      courseId: 69,
      issuedAt: '2026-01-10T10:00:00.000Z',
      expiresAt: '2029-01-10T10:00:00.000Z',
    });
    const counts = await eventually(async () => {
      const reply = (await post('/student/getCount', { user_id: learner }, learner)).json();
      expect(reply.counts.certificates).toBe(1);
      return reply.counts;
    });
    expect(counts).toEqual({ enrolledCourses: 2, completedCourses: 1, certificates: 1, quizzesPassed: 1 });

    const certificates = (await post('/student/certificate', { user_id: learner }, learner)).json();
    expect(certificates.data).toEqual([
      expect.objectContaining({
        courseId: 69,
        courseTitle: 'Digital Forensics Essentials',
        certificateNumber: 'ACD-2026-TESTNUMBER',
        certificateUrl: '/api/v1/sefacertificate/download/ACD-2026-TESTNUMBER.pdf',
      }),
    ]);
    expect((await post('/student/certificate', { user_id: stranger }, stranger)).json()).toMatchObject({
      data: [],
      message: 'No Certificate Obtained',
    });

    const dashboard = (await post('/student/dashboard', { user_id: learner }, learner)).json();
    expect(dashboard.data.counts).toEqual(counts);
    expect(dashboard.data.courses).toHaveLength(2);

    const activity = (await get(`/student/recent-activity?user_id=${learner}`, learner)).json();
    const types = activity.activities.map((a: { type: string }) => a.type);
    expect(types).toEqual(
      expect.arrayContaining(['enrolled', 'content_completed', 'quiz_passed', 'certificate_issued']),
    );
    expect(activity.activities[0]).toEqual(
      expect.objectContaining({
        title: expect.any(String),
        courseId: expect.any(Number),
        occurredAt: expect.any(String),
      }),
    );
    expect(activity.activities.map((a: { title: string }) => a.title)).toContain('Completed Intro notes');
  });

  it('refuses someone else’s dashboard (403), no token (401), bad input (400)', async () => {
    for (const url of ['/student/getCount', '/student/dashboard', '/student/certificate']) {
      expect((await post(url, { user_id: learner }, stranger)).statusCode).toBe(403);
      expect((await post(url, { user_id: learner })).statusCode).toBe(401);
      expect((await post(url, {}, learner)).statusCode).toBe(400);
    }
    expect((await get(`/student/recent-activity?user_id=${learner}`, stranger)).statusCode).toBe(403);
    expect((await get(`/student/recent-activity?user_id=${learner}`)).statusCode).toBe(401);
    expect((await get('/student/recent-activity', learner)).statusCode).toBe(400);
    expect((await get('/usercourses/my-courses')).statusCode).toBe(401);
  });

  it('shows a change made by another process (another replica) in my courses once it commits', async () => {
    const titles = async () =>
      (await get('/usercourses/my-courses', learner)).json().courses.map((c: { title: string }) => c.title);
    expect(await titles()).toContain('Digital Forensics Essentials');
    await service.query("UPDATE courses SET title = 'Digital Forensics Essentials II' WHERE id = 69");
    await eventually(async () => expect(await titles()).toContain('Digital Forensics Essentials II'));
    await service.query("UPDATE courses SET title = 'Digital Forensics Essentials' WHERE id = 69");
    await eventually(async () => expect(await titles()).toContain('Digital Forensics Essentials'));

    const newcomer = randomUUID();
    expect((await get('/usercourses/my-courses', newcomer)).json().courses).toEqual([]);
    await service.query("INSERT INTO enrolments (user_id, course_id, source) VALUES ($1, 69, 'direct')", [
      newcomer,
    ]);
    await eventually(async () => {
      const courses = (await get('/usercourses/my-courses', newcomer)).json().courses;
      expect(courses.map((c: { course_id: number }) => c.course_id)).toEqual([69]);
    });
  });

  it('drops a deleted course from the learner’s lists', async () => {
    await service.publisher.publish(catalogue.courseDeleted, { courseId: 40 });
    await eventually(async () => {
      const courses = (await get('/usercourses/my-courses', learner)).json().courses;
      expect(courses.map((c: { course_id: number }) => c.course_id)).toEqual([69]);
    });
  });
});
