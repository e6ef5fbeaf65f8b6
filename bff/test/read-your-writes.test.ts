import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { createCourseWithQuizzes, eventually, startLearningServices } from './support/learning.ts';
import { logIn } from './support/users.ts';

let env: TestEnvironment;
let enrolVia: Bff;
let openVia: Bff;
let courseId: number;

beforeAll(async () => {
  env = await createTestEnvironment();
  const urls = await startLearningServices(env);
  // Two BFF replicas: the learner enrols through one and opens the course through the other.
  enrolVia = await startBff(env, urls);
  openVia = await startBff(env, urls);
  const admin = await logIn(enrolVia, TEST_ADMIN.email, TEST_ADMIN.password);
  ({ courseId } = await createCourseWithQuizzes(enrolVia, admin, {
    title: 'Network Forensics',
    courseCode: 'NETF',
    quizCount: 1,
  }));
  // The learning service hears of the course from the catalogue's event before anyone can enrol.
  const first = randomUUID();
  await eventually(async () => {
    const reply = await enrol(first);
    expect(reply.statusCode).toBe(200);
  });
});
afterAll(async () => {
  await enrolVia?.close();
  await openVia?.close();
  await env?.stop();
});

const enrol = (userId: string) =>
  enrolVia.inject({
    method: 'POST',
    url: '/api/v1/student/enrolled',
    headers: { authorization: `Bearer ${env.tokenFor(userId)}` },
    payload: { user_id: userId, courseId },
  });

describe('read-your-writes after enrolling', () => {
  it('opens the course at once after the enrolment reply, 100 fresh learners in a row', async () => {
    const statuses: string[] = [];
    for (let n = 0; n < 100; n += 1) {
      const userId = randomUUID();
      const enrolled = await enrol(userId);
      const opened = await openVia.inject({
        url: `/api/v1/courses/${courseId}/details`,
        headers: { authorization: `Bearer ${env.tokenFor(userId)}` },
      });
      statuses.push(`${enrolled.statusCode}/${opened.statusCode}`);
    }
    expect(statuses).toEqual(statuses.map(() => '200/200'));
  });

  it('still refuses the content to a learner who has not enrolled', async () => {
    const stranger = randomUUID();
    const reply = await openVia.inject({
      url: `/api/v1/courses/${courseId}/details`,
      headers: { authorization: `Bearer ${env.tokenFor(stranger)}` },
    });
    expect(reply.statusCode).toBe(403);
  });
});
