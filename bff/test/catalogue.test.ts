import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { learning } from '@academy/contracts';
import { connectMessaging, createObjectStore, type ObjectStore } from '@academy/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth, TEST_ADMIN } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { multipartForm, startCatalogue } from './support/catalogue.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { logIn, type SignedInUser, signUp } from './support/users.ts';

const asset = (name: string) =>
  readFileSync(new URL(`../../services/catalogue/src/seed/assets/${name}`, import.meta.url));
const png = asset('thumbnail-40.png');
const mp4 = asset('lesson.mp4');

let env: TestEnvironment;
let bff: Bff;
let admin: SignedInUser;
let learner: SignedInUser;
let bucket: ObjectStore;
beforeAll(async () => {
  env = await createTestEnvironment();
  const auth = await startAuth(env);
  const catalogue = await startCatalogue(env, { SEED_DEMO_DATA: true });
  bff = await startBff(env, { AUTH_URL: auth.url, CATALOGUE_URL: catalogue.url });
  bucket = createObjectStore(catalogue.config);
  admin = await logIn(bff, TEST_ADMIN.email, TEST_ADMIN.password);
  learner = await signUp(bff, 'Grace Hopper');
});
afterAll(async () => {
  await bff?.close();
  await env?.stop();
});

const courseFields = {
  title: 'Cloud Forensics',
  description: 'Evidence in the cloud',
  category: 'Forensics',
  createdBy: 'Ada',
};
const thumbnail = (content = png, filename = 'cover.png') => ({
  field: 'thumbnail',
  filename,
  contentType: 'image/png',
  content,
});
const createCourse = (
  fields: Record<string, string> = courseFields,
  file = thumbnail(),
  headers = admin.bearer,
) => {
  const form = multipartForm(fields, file);
  return bff.inject({
    method: 'POST',
    url: '/api/v1/course',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
};
const enrol = async (userId: string, courseId: number) => {
  const messaging = await connectMessaging({
    url: env.natsUrl,
    prefix: env.prefix,
    name: 'bff-catalogue-test',
  });
  await messaging.ensureStream('learning');
  const envelope = {
    id: randomUUID(),
    subject: learning.enrolmentCreated.subject,
    occurredAt: new Date().toISOString(),
    data: { userId, courseId, source: 'direct' },
  };
  await messaging.js.publish(env.prefix + envelope.subject, JSON.stringify(envelope), { msgID: envelope.id });
  await messaging.close();
};
const eventually = async (probe: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await probe()); i += 1) await new Promise((r) => setTimeout(r, 100));
};

describe('GET /course and GET courses/courses', () => {
  it('lists the catalogue with the fields the course pages read', async () => {
    const reply = await bff.inject({ method: 'GET', url: '/api/v1/course' });
    expect(reply.statusCode).toBe(200);
    const featured = reply.json().courses.find((c: { id: number }) => c.id === 40);
    expect(featured).toMatchObject({
      course_id: 40,
      title: 'Email Forensic Analyst Certification',
      price: 9999,
      originalPrice: 14999,
      courseCode: 'STA101',
      tagline: 'Master email forensics-enroll today!',
      totalModules: 30,
      lessonQuestions: 20,
      completionTime: '12 hr',
      featured: true,
    });
    expect(featured.thumbnail_path).toBe('/api/v1/media/thumbnails/demo-40.png');

    const list = await bff.inject({ method: 'GET', url: '/api/v1/courses/courses' });
    expect(list.statusCode).toBe(200);
    expect(Array.isArray(list.json())).toBe(true);
    expect(list.json().map((c: { courseCode: string }) => c.courseCode)).toEqual(
      expect.arrayContaining(['STA101', 'SEFA', 'SIRI', 'SDFE']),
    );
  });

  it('serves a thumbnail to anyone through the media path', async () => {
    const reply = await bff.inject({ method: 'GET', url: '/api/v1/media/thumbnails/demo-40.png' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.headers['cache-control']).toContain('public');
  });
});

describe('POST, PUT and DELETE /course', () => {
  it('creates a course from the admin form, edits it and deletes it', async () => {
    const created = await createCourse({ ...courseFields, priceMinor: '450000' });
    expect(created.statusCode).toBe(201);
    const { course, message } = created.json();
    expect(message).toBe('Course created successfully');
    expect(course).toMatchObject({ ...courseFields, price: 4500, id: course.course_id });
    expect(course.thumbnail_path).toMatch(/^\/api\/v1\/media\/thumbnails\//);
    expect((await bff.inject({ method: 'GET', url: course.thumbnail_path })).statusCode).toBe(200);

    const edited = await bff.inject({
      method: 'PUT',
      url: `/api/v1/course/${course.id}`,
      headers: admin.bearer,
      payload: {
        title: 'Cloud Forensics 2',
        category: 'Cloud',
        createdBy: 'Ada',
        description: 'New',
        priceMinor: 1000,
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().course).toMatchObject({ title: 'Cloud Forensics 2', category: 'Cloud', price: 10 });

    const deleted = await bff.inject({
      method: 'DELETE',
      url: `/api/v1/course/${course.id}`,
      headers: admin.bearer,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Course deleted successfully');
    const list = (await bff.inject({ method: 'GET', url: '/api/v1/courses/courses' })).json();
    expect(list.map((c: { id: number }) => c.id)).not.toContain(course.id);
    expect((await bff.inject({ method: 'GET', url: course.thumbnail_path })).statusCode).toBe(404);
  });

  it("keeps the level an administrator chose, through creation, editing and the administrators' list", async () => {
    const created = await createCourse({ ...courseFields, level: 'intermediate' });
    expect(created.statusCode, created.body).toBe(201);
    const { course } = created.json();
    expect(course.level).toBe('intermediate');
    const put = (level: string) =>
      bff.inject({
        method: 'PUT',
        url: `/api/v1/course/${course.id}`,
        headers: admin.bearer,
        payload: { ...courseFields, level },
      });
    expect((await put('advanced')).json().course.level).toBe('advanced');
    const refused = await put('expert');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/level/);
    expect((await createCourse({ ...courseFields, level: 'expert' })).statusCode).toBe(400);
    const listed = await bff.inject({ method: 'GET', url: '/api/v1/admin/courses', headers: admin.bearer });
    const kept = listed.json().courses.find((c: { id: number }) => c.id === course.id);
    expect(kept.level).toBe('advanced');
    await bff.inject({ method: 'DELETE', url: `/api/v1/course/${course.id}`, headers: admin.bearer });
  });

  it('refuses bad forms, wrong files, visitors and learners', async () => {
    const missing = await createCourse({ title: 'x', description: 'y', category: 'z' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/createdBy/);
    const fieldsOnly = multipartForm(courseFields);
    const noFile = await bff.inject({
      method: 'POST',
      url: '/api/v1/course',
      payload: fieldsOnly.payload,
      headers: { ...fieldsOnly.headers, ...admin.bearer },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toMatch(/thumbnail/);
    const stored = await bucket.list();
    const script = await createCourse(
      courseFields,
      thumbnail(Buffer.from('#!/bin/sh\nexit 0\n'), 'cover.png'),
    );
    expect(script.statusCode).toBe(415);
    const huge = await createCourse(
      courseFields,
      thumbnail(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])),
    );
    expect(huge.statusCode).toBe(413);
    expect(await bucket.list()).toEqual(stored);
    expect((await createCourse(courseFields, thumbnail(), {} as never)).statusCode).toBe(401);
    expect((await createCourse(courseFields, thumbnail(), learner.bearer)).statusCode).toBe(403);

    const put = (id: number, payload: object, headers = admin.bearer) =>
      bff.inject({ method: 'PUT', url: `/api/v1/course/${id}`, headers, payload });
    const body = { title: 't', category: 'c', createdBy: 'b', description: 'd' };
    expect((await put(40, { ...body, title: '' })).statusCode).toBe(400);
    expect((await put(40, body, learner.bearer)).statusCode).toBe(403);
    expect((await put(987654, body)).statusCode).toBe(404);
    expect(
      (await bff.inject({ method: 'DELETE', url: '/api/v1/course/987654', headers: admin.bearer }))
        .statusCode,
    ).toBe(404);
    expect(
      (await bff.inject({ method: 'DELETE', url: '/api/v1/course/40', headers: learner.bearer })).statusCode,
    ).toBe(403);
    expect((await bff.inject({ method: 'DELETE', url: '/api/v1/course/40' })).statusCode).toBe(401);
  });
});

describe('lectures: GET, POST /course/{id} and DELETE /course/{courseId}/lectures/{lectureId}', () => {
  it('adds a lecture from the admin form, lists it for learners and deletes it', async () => {
    const form = multipartForm(
      { title: 'Kick-off', description: 'What we will cover' },
      { field: 'lecture', filename: 'kickoff.mp4', contentType: 'video/mp4', content: mp4 },
    );
    const added = await bff.inject({
      method: 'POST',
      url: '/api/v1/course/51',
      payload: form.payload,
      headers: { ...form.headers, ...admin.bearer },
    });
    expect(added.statusCode).toBe(201);
    const [lecture] = added.json().lectures;
    expect(lecture).toMatchObject({
      title: 'Kick-off',
      description: 'What we will cover',
      contentType: 'video/mp4',
    });

    const listed = await bff.inject({ method: 'GET', url: '/api/v1/course/51', headers: learner.bearer });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().lectures).toHaveLength(1);
    expect((await bff.inject({ method: 'GET', url: '/api/v1/course/51' })).statusCode).toBe(401);
    expect(
      (await bff.inject({ method: 'GET', url: '/api/v1/course/987654', headers: learner.bearer })).statusCode,
    ).toBe(404);

    const asLearner = await bff.inject({
      method: 'POST',
      url: '/api/v1/course/51',
      payload: form.payload,
      headers: { ...form.headers, ...learner.bearer },
    });
    expect(asLearner.statusCode).toBe(403);
    const wrongType = multipartForm(
      { title: 'Bad', description: 'x' },
      { field: 'lecture', filename: 'notes.pdf', contentType: 'application/pdf', content: png },
    );
    const refused = await bff.inject({
      method: 'POST',
      url: '/api/v1/course/51',
      payload: wrongType.payload,
      headers: { ...wrongType.headers, ...admin.bearer },
    });
    expect(refused.statusCode).toBe(415);

    const url = `/api/v1/course/51/lectures/${lecture.id}`;
    expect((await bff.inject({ method: 'DELETE', url, headers: learner.bearer })).statusCode).toBe(403);
    const removed = await bff.inject({ method: 'DELETE', url, headers: admin.bearer });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().lectures).toEqual([]);
    expect((await bff.inject({ method: 'DELETE', url, headers: admin.bearer })).statusCode).toBe(404);
  });
});

describe('GET /courses/{courseId}/details and media', () => {
  it('gives enrolled learners the course content without answers, and streams its media by range', async () => {
    const url = '/api/v1/courses/69/details';
    expect((await bff.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await bff.inject({ method: 'GET', url, headers: learner.bearer })).statusCode).toBe(403);
    await enrol(learner.user.id, 69);
    await eventually(
      async () => (await bff.inject({ method: 'GET', url, headers: learner.bearer })).statusCode === 200,
    );

    const reply = await bff.inject({ method: 'GET', url, headers: learner.bearer });
    expect(reply.statusCode).toBe(200);
    const details = reply.json();
    expect(details.title).toBe('Digital Forensics Essentials');
    expect(details.modules.length).toBeGreaterThanOrEqual(3);
    const [first] = details.modules;
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining(['id', 'title', 'documents', 'videos', 'quizzes']),
    );
    expect(first.videos[0]).toMatchObject({ moduleId: first.id, courseId: 69 });
    expect(first.videos[0].filePath).toMatch(/^\/api\/v1\/media\/courses\/69\//);
    expect(first.videos[0].captionsPath).toMatch(/\.vtt$/);
    expect(first.quizzes[0].questions).toHaveLength(5);
    expect(reply.body).not.toMatch(/isCorrect|correctOption/);
    expect(
      (await bff.inject({ method: 'GET', url: '/api/v1/courses/987654/details', headers: admin.bearer }))
        .statusCode,
    ).toBe(404);

    // The browser sends its session cookie with <video>; the BFF forwards it and the Range header.
    const video = first.videos[0].filePath;
    const cookies = learner.cookies;
    const whole = await bff.inject({ method: 'GET', url: video, cookies });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(mp4)).toBe(true);
    const part = await bff.inject({ method: 'GET', url: video, cookies, headers: { range: 'bytes=10-29' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-29/${mp4.length}`);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.rawPayload.equals(mp4.subarray(10, 30))).toBe(true);
    const outside = await bff.inject({
      method: 'GET',
      url: video,
      cookies,
      headers: { range: `bytes=${mp4.length}-` },
    });
    expect(outside.statusCode).toBe(416);
    const again = await bff.inject({
      method: 'GET',
      url: video,
      cookies,
      headers: { 'if-none-match': String(whole.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const document = await bff.inject({
      method: 'GET',
      url: first.documents[0].filePath,
      headers: learner.bearer,
    });
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toBe('inline');
    expect(document.headers['cache-control']).toBe('private, max-age=3600');

    expect((await bff.inject({ method: 'GET', url: video })).statusCode).toBe(401);
    const stranger = await signUp(bff);
    expect((await bff.inject({ method: 'GET', url: video, headers: stranger.bearer })).statusCode).toBe(403);
    expect(
      (await bff.inject({ method: 'GET', url: '/api/v1/media/thumbnails/..%2F..%2Fsecret' })).statusCode,
    ).toBe(404);
  });
});

describe('GET /admin/courses and PUT /admin/courses/{id}/published', () => {
  const adminList = async () =>
    (await bff.inject({ method: 'GET', url: '/api/v1/admin/courses', headers: admin.bearer })).json()
      .courses as { id: number; published: boolean; content: { modules: number } }[];
  const publicIds = async () =>
    (await bff.inject({ method: 'GET', url: '/api/v1/courses/courses' }))
      .json()
      .map((c: { id: number }) => c.id);
  const publish = (id: number, published: boolean, headers = admin.bearer) =>
    bff.inject({
      method: 'PUT',
      url: `/api/v1/admin/courses/${id}/published`,
      headers,
      payload: { published },
    });

  it('lists drafts with what they hold for administrators only, and publishes one once it has content', async () => {
    const { course } = (await createCourse({ ...courseFields, published: 'false' })).json();
    expect((await adminList()).find((c) => c.id === course.id)).toMatchObject({
      published: false,
      content: { modules: 0 },
    });
    expect(await publicIds()).not.toContain(course.id);
    expect((await bff.inject({ method: 'GET', url: '/api/v1/admin/courses' })).statusCode).toBe(401);
    const asLearner = { method: 'GET' as const, url: '/api/v1/admin/courses', headers: learner.bearer };
    expect((await bff.inject(asLearner)).statusCode).toBe(403);
    expect((await publish(course.id, true, learner.bearer)).statusCode).toBe(403);

    const empty = await publish(course.id, true);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ code: 'COURSE_HAS_NO_CONTENT' });
    expect((await adminList()).find((c) => c.id === course.id)?.published).toBe(false);

    const module = await bff.inject({
      method: 'POST',
      url: `/api/v1/course/${course.id}/modules`,
      headers: admin.bearer,
      payload: { title: 'Buckets' },
    });
    await bff.inject({
      method: 'POST',
      url: `/api/v1/course/${course.id}/modules/${module.json().module.id}/quizzes`,
      headers: admin.bearer,
      payload: { title: 'Bucket quiz' },
    });
    const live = await publish(course.id, true);
    expect(live.statusCode).toBe(200);
    expect(live.json().course).toMatchObject({ published: true, content: { modules: 1, quizzes: 1 } });
    // Read-your-writes on this replica: the public list has it at once.
    expect(await publicIds()).toContain(course.id);
  });

  it('shows in the public list the counts of what a course holds, following an administrator adding a module', async () => {
    const modulesOf40 = async () =>
      (await bff.inject({ method: 'GET', url: '/api/v1/courses/courses' }))
        .json()
        .find((c: { id: number }) => c.id === 40).content.modules as number;
    expect(await modulesOf40()).toBe(30);
    const added = await bff.inject({
      method: 'POST',
      url: '/api/v1/course/40/modules',
      headers: admin.bearer,
      payload: { title: 'Bonus: a case study' },
    });
    expect(added.statusCode).toBe(201);
    expect(await modulesOf40()).toBe(31);
    await bff.inject({
      method: 'DELETE',
      url: `/api/v1/course/40/modules/${added.json().module.id}`,
      headers: admin.bearer,
    });
    expect(await modulesOf40()).toBe(30);
  });
});
