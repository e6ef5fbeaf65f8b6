import { readFileSync } from 'node:fs';
import { waitUntil } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderLessonPdf } from '../../services/catalogue/src/seed/document-pdf.ts';
import { startAuth, TEST_ADMIN } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { multipartForm, startCatalogue } from './support/catalogue.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { logIn, type SignedInUser, signUp } from './support/users.ts';

const asset = (name: string) =>
  readFileSync(new URL(`../../services/catalogue/src/seed/assets/${name}`, import.meta.url));
const png = asset('thumbnail-40.png');
const mp4 = asset('lesson.mp4');
const vtt = asset('lesson.vtt');
const pdf = await renderLessonPdf({ course: 'Forensics', title: 'Notes', paragraphs: ['A real PDF.'] });

let env: TestEnvironment;
let bff: Bff;
let admin: SignedInUser;
let learner: SignedInUser;
let courseId: number;
beforeAll(async () => {
  env = await createTestEnvironment();
  const auth = await startAuth(env);
  const catalogue = await startCatalogue(env);
  bff = await startBff(env, { AUTH_URL: auth.url, CATALOGUE_URL: catalogue.url });
  admin = await logIn(bff, TEST_ADMIN.email, TEST_ADMIN.password);
  learner = await signUp(bff);
  const form = multipartForm(
    { title: 'Built here', description: 'd', category: 'c', createdBy: 'b' },
    { field: 'thumbnail', filename: 't.png', contentType: 'image/png', content: png },
  );
  courseId = (
    await bff.inject({
      method: 'POST',
      url: '/api/v1/course',
      payload: form.payload,
      headers: { ...form.headers, ...admin.bearer },
    })
  ).json().course.id;
});
afterAll(async () => {
  await bff?.close();
  await env?.stop();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, path: string, payload?: object, headers: object = admin.bearer) =>
  bff.inject({
    method,
    url: `/api/v1${path}`,
    headers: headers as Record<string, string>,
    ...(payload ? { payload } : {}),
  });
const upload = (
  method: Method,
  path: string,
  fields: Record<string, string>,
  field: string,
  content: Buffer,
  headers: object = admin.bearer,
) => {
  const form = multipartForm(fields, {
    field,
    filename: `${field}.bin`,
    contentType: 'application/octet-stream',
    content,
  });
  return bff.inject({
    method,
    url: `/api/v1${path}`,
    payload: form.payload,
    headers: { ...form.headers, ...(headers as Record<string, string>) },
  });
};
const question = (text: string, correct: number) => ({
  text,
  options: ['one', 'two', 'three'].map((option, index) => ({ text: option, isCorrect: index === correct })),
});

describe('modules: POST/PUT/DELETE /course/{id}/modules[/{moduleId}] and PUT /course/{id}/modules/order', () => {
  it('builds, renames, reorders and removes modules', async () => {
    const a = await call('POST', `/course/${courseId}/modules`, { title: 'A' });
    expect(a.statusCode).toBe(201);
    const b = (await call('POST', `/course/${courseId}/modules`, { title: 'B' })).json().module;
    expect(
      (await call('POST', `/course/${courseId}/modules`, { title: 'x' }, learner.bearer)).statusCode,
    ).toBe(403);
    expect((await call('POST', `/course/${courseId}/modules`, { title: 'x' }, {})).statusCode).toBe(401);
    const bad = await call('POST', `/course/${courseId}/modules`, { name: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/title/);
    expect((await call('POST', '/course/987654/modules', { title: 'x' })).statusCode).toBe(404);

    const renamed = await call('PUT', `/course/${courseId}/modules/${b.id}`, { title: 'B2' });
    expect(renamed.json().module.title).toBe('B2');
    const ordered = await call('PUT', `/course/${courseId}/modules/order`, {
      moduleIds: [b.id, a.json().module.id],
    });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().modules.map((m: { title: string }) => m.title)).toEqual(['B2', 'A']);
    expect((await call('PUT', `/course/${courseId}/modules/order`, { moduleIds: [b.id] })).statusCode).toBe(
      400,
    );
    expect((await call('GET', `/course/${courseId}/modules`)).json().modules).toHaveLength(2);

    expect(
      (await call('DELETE', `/course/${courseId}/modules/${b.id}`, undefined, learner.bearer)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/course/${courseId}/modules/${b.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/course/${courseId}/modules/${b.id}`)).statusCode).toBe(404);
  });
});

describe('documents, videos and captions', () => {
  it('uploads each kind through the admin forms and removes content', async () => {
    const moduleId = (await call('POST', `/course/${courseId}/modules`, { title: 'Media' })).json().module.id;
    const base = `/course/${courseId}/modules/${moduleId}`;
    const document = await upload('POST', `${base}/documents`, { title: 'Notes' }, 'document', pdf);
    expect(document.statusCode).toBe(201);
    expect(document.json().document).toMatchObject({ title: 'Notes', moduleId, courseId });
    expect((await upload('POST', `${base}/documents`, { title: 'Fake' }, 'document', png)).statusCode).toBe(
      415,
    );
    expect((await upload('POST', `${base}/documents`, {}, 'document', pdf)).statusCode).toBe(400);
    expect(
      (await upload('POST', `${base}/documents`, { title: 'x' }, 'document', pdf, learner.bearer)).statusCode,
    ).toBe(403);

    const video = await upload('POST', `${base}/videos`, { title: 'Clip' }, 'video', mp4);
    expect(video.statusCode).toBe(201);
    const videoId = video.json().video.id;
    const captions = await upload(
      'PUT',
      `/course/${courseId}/videos/${videoId}/captions`,
      {},
      'captions',
      vtt,
    );
    expect(captions.statusCode).toBe(200);
    expect(captions.json().video.captionsPath).toMatch(/\.vtt$/);
    expect(
      (await upload('PUT', `/course/${courseId}/videos/${videoId}/captions`, {}, 'captions', png)).statusCode,
    ).toBe(415);
    const vttFile = await bff.inject({
      method: 'GET',
      url: captions.json().video.captionsPath,
      headers: admin.bearer,
    });
    expect(vttFile.body.startsWith('WEBVTT')).toBe(true);

    const removed = await call('DELETE', `/course/${courseId}/content/${document.json().document.id}`);
    expect(removed.statusCode).toBe(200);
    expect(
      (await call('DELETE', `/course/${courseId}/content/${document.json().document.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/course/${courseId}/content/${videoId}`, undefined, learner.bearer)).statusCode,
    ).toBe(403);
  });

  it('shows each video transcode to administrators and serves its HLS playlists under the course access rule', async () => {
    const moduleId = (await call('POST', `/course/${courseId}/modules`, { title: 'Streams' })).json().module
      .id;
    const video = (
      await upload('POST', `/course/${courseId}/modules/${moduleId}/videos`, { title: 'Clip' }, 'video', mp4)
    ).json().video;
    expect(video.streamPath).toBeNull();
    const transcodes = await waitUntil(
      async () => (await call('GET', `/course/${courseId}/transcodes`)).json().transcodes,
      (jobs: { contentId: number; state: string }[]) =>
        jobs.some((job) => job.contentId === video.id && job.state === 'ready'),
      20_000,
    );
    expect(transcodes).toContainEqual({ contentId: video.id, state: 'ready', percent: 100, error: null });
    expect((await call('GET', `/course/${courseId}/transcodes`, undefined, learner.bearer)).statusCode).toBe(
      403,
    );

    const details = await call('GET', `/courses/${courseId}/details`);
    const played = details.json().modules.flatMap((module: { videos: unknown[] }) => module.videos);
    const streamPath = played.find((item: { id: number }) => item.id === video.id).streamPath;
    expect(streamPath).toMatch(/\/hls\/master\.m3u8$/);
    const master = await bff.inject({ method: 'GET', url: streamPath, headers: admin.bearer });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=320x180/);
    expect((await bff.inject({ method: 'GET', url: streamPath, headers: learner.bearer })).statusCode).toBe(
      403,
    );
  });
});

describe('quizzes and questions', () => {
  it('creates a quiz, adds, edits and deletes questions, and keeps answers out of course details', async () => {
    const moduleId = (await call('POST', `/course/${courseId}/modules`, { title: 'Assessed' })).json().module
      .id;
    const created = await call('POST', `/course/${courseId}/modules/${moduleId}/quizzes`, { title: 'Check' });
    expect(created.statusCode).toBe(201);
    const quizId = created.json().quiz.id;
    expect(created.json().quiz).toMatchObject({ passingScore: 80, maxAttempts: 3, questions: [] });

    const added = await call('POST', `/quizzes/${quizId}/questions`, question('Pick two', 1));
    expect(added.statusCode).toBe(201);
    const questionId = added.json().question.id;
    expect(added.json().question.options.map((o: { isCorrect: boolean }) => o.isCorrect)).toEqual([
      false,
      true,
      false,
    ]);
    const twoRight = await call('POST', `/quizzes/${quizId}/questions`, {
      text: 'x',
      options: [
        { text: 'a', isCorrect: true },
        { text: 'b', isCorrect: true },
      ],
    });
    expect(twoRight.statusCode).toBe(400);
    expect((await call('POST', `/quizzes/${quizId}/questions`, { text: 'x' })).statusCode).toBe(400);
    expect(
      (await call('POST', `/quizzes/${quizId}/questions`, question('x', 0), learner.bearer)).statusCode,
    ).toBe(403);
    expect((await call('POST', '/quizzes/987654/questions', question('x', 0))).statusCode).toBe(404);

    const edited = await call('PUT', `/quizzes/${quizId}/questions/${questionId}`, question('Pick three', 2));
    expect(edited.json().question).toMatchObject({ text: 'Pick three' });
    const quiz = await call('PUT', `/quizzes/${quizId}`, { title: 'Final check', passingScore: 60 });
    expect(quiz.json().quiz).toMatchObject({ title: 'Final check', passingScore: 60 });
    const fetched = await call('GET', `/quizzes/${quizId}`);
    expect(fetched.json().quiz.questions[0].options[2].isCorrect).toBe(true);
    expect((await call('GET', `/quizzes/${quizId}`, undefined, learner.bearer)).statusCode).toBe(403);

    const details = await call('GET', `/courses/${courseId}/details`);
    const quizInDetails = details.json().modules.find((m: { id: number }) => m.id === moduleId).quizzes[0];
    expect(quizInDetails.questions[0].options).toHaveLength(3);
    expect(details.body).not.toMatch(/isCorrect/);

    expect((await call('DELETE', `/quizzes/${quizId}/questions/${questionId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/quizzes/${quizId}/questions/${questionId}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/quizzes/${quizId}`, undefined, learner.bearer)).statusCode).toBe(403);
    expect((await call('DELETE', `/quizzes/${quizId}`)).statusCode).toBe(200);
    expect((await call('GET', `/quizzes/${quizId}`)).statusCode).toBe(404);
  });
});
