import { readFileSync } from 'node:fs';
import { connect } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSystem, startSystem } from '../../e2e/support/system.ts';
import { type NatsCluster, startNatsCluster } from '../../services/kit/src/testing/nats-cluster.ts';
import { createClient, type LoggedReply, signUpAndLogIn, succeeded } from '../test-faults/support/replies.ts';

/**
 * The README's way onto an existing cluster: `NATS_URL=<three servers> NATS_STREAM_REPLICAS=3 npm start`,
 * one process of each service. Every stream is kept on all three nodes, and a learner passes a quiz and
 * gets the certificate while the node leading the learning stream (which carries the pass to the
 * certificate service) is down.
 */
const ADMIN = { email: 'admin@academy.test', password: 'Admin-password-1' };

let nats: NatsCluster;
let academy: RunningSystem;
let origin: string;
const replies: LoggedReply[] = [];

beforeAll(async () => {
  nats = await startNatsCluster();
  academy = await startSystem(ADMIN, { NATS_URL: nats.url, NATS_STREAM_REPLICAS: '3' });
  origin = new URL(academy.baseUrl).origin;
}, 360_000);

afterAll(async () => {
  await academy?.stop();
  await nats?.destroy();
}, 120_000);

/** The streams the academy created on the cluster, by name, with their replica counts. */
const streams = async () => {
  const nc = await connect({ servers: nats.url });
  try {
    const jsm = await nc.jetstreamManager();
    const found: { name: string; replicas: number }[] = [];
    for await (const stream of jsm.streams.list())
      found.push({ name: stream.config.name, replicas: stream.config.num_replicas });
    return found;
  } finally {
    await nc.close();
  }
};

/** An administrator's free, published course of one module with a one-question quiz. */
const createCourseWithQuiz = async (client: ReturnType<typeof createClient>) => {
  const login = await client.send('admin login', '/user/login', { method: 'POST', body: ADMIN }, succeeded);
  const token = String(login.json.token);
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title: 'Cluster Forensics',
    description: 'Kept on three nodes',
    category: 'Forensics',
    createdBy: 'Grace Hopper',
  }))
    form.set(name, value);
  const thumbnail = readFileSync(
    new URL('../../services/catalogue/src/seed/assets/thumbnail-40.png', import.meta.url),
  );
  form.set('thumbnail', new Blob([thumbnail], { type: 'image/png' }), 't.png');
  const created = await fetch(`${origin}/api/v1/course`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(created.status).toBe(201);
  const courseId = ((await created.json()) as { course: { id: number } }).course.id;
  const post = (path: string, body: unknown) =>
    client.send(path, path, { method: 'POST', token, body }, succeeded);
  const module = await post(`/course/${courseId}/modules`, { title: 'Replicas' });
  const moduleId = (module.json.module as { id: number }).id;
  const quizReply = await post(`/course/${courseId}/modules/${moduleId}/quizzes`, {
    title: 'Quorum',
    questions: [
      {
        text: 'How many of three nodes make a quorum?',
        options: [
          { text: 'Two', isCorrect: true },
          { text: 'One', isCorrect: false },
        ],
      },
    ],
  });
  const quiz = quizReply.json.quiz as {
    id: number;
    questions: { id: number; options: { id: number; isCorrect: boolean }[] }[];
  };
  await client.send(
    'publish',
    `/admin/courses/${courseId}/published`,
    { method: 'PUT', token, body: { published: true } },
    succeeded,
  );
  const answers = quiz.questions.map((question) => ({
    questionId: question.id,
    selectedOptionId: question.options.find((option) => option.isCorrect)!.id,
  }));
  return { courseId, moduleId, quizId: quiz.id, answers };
};

describe('npm start on an existing three-node NATS cluster', () => {
  it('keeps every stream at three replicas', async () => {
    const found = await streams();
    expect(found.length).toBeGreaterThanOrEqual(6);
    expect(found.filter((stream) => stream.replicas !== 3)).toEqual([]);
  });

  it('lets a learner pass a quiz and get the certificate while the learning stream leader is down', async () => {
    const client = createClient(origin, replies);
    const course = await createCourseWithQuiz(client);
    const email = `cluster-${Date.now()}@example.com`;
    const password = 'cluster-password-1';
    const { token, userId } = await signUpAndLogIn(client, { fullName: 'Clara Cluster', email, password });
    const post = (step: string, path: string, body: unknown) =>
      client.send(step, path, { method: 'POST', token, body }, succeeded);
    // The learning service hears of the course by an event first.
    await post('enrolment', '/student/enrolled', { user_id: userId, courseId: course.courseId });

    const learning = (await streams()).find((stream) => stream.name.endsWith('LEARNING'));
    if (!learning) throw new Error('the academy made no learning stream');
    const { leader } = await nats.streamLeader(learning.name);
    if (!leader) throw new Error(`the stream ${learning.name} has no leader`);
    await nats.kill(leader);
    const killedAt = Date.now();
    try {
      const submitted = await post('quiz submission', '/userQuiz/submit', {
        userId,
        quizId: course.quizId,
        moduleId: course.moduleId,
        courseId: course.courseId,
        answers: course.answers,
      });
      expect(submitted.json).toMatchObject({ data: { passed: true } });
      // "Not eligible yet" (a 4xx) until the pass has reached the certificate service through the stream.
      const certificate = await post('certificate', '/sefacertificate/generate', {
        userId,
        courseId: course.courseId,
        course_name: 'Cluster Forensics',
        courseCode: 'CLST',
        certificateValidity: '3 Years',
      });
      const number = (certificate.json.data as { certificateNumber: string }).certificateNumber;
      console.log(
        `npm start on a cluster: certificate ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the ${learning.name} leader (${leader}) was killed`,
      );
      const verified = await client.send('verify', `/certificates/verify/${number}`, {}, succeeded);
      expect(JSON.stringify(verified.json)).toContain('Clara Cluster');
      const newLeader = await nats.streamLeader(learning.name);
      expect(newLeader.leader).toBeDefined();
      expect(newLeader.leader).not.toBe(leader);
    } finally {
      await nats.start(leader);
    }
    expect(replies.filter((reply) => reply.status >= 500 && reply.status !== 503)).toEqual([]);
  }, 180_000);
});
