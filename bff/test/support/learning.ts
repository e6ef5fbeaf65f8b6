import { readFileSync } from 'node:fs';
import { eventually } from '@academy/kit/testing';
import { expect } from 'vitest';
import { buildApp } from '../../../services/learning/src/app.ts';
import type { Config } from '../../../services/learning/src/config.ts';
import { startAuth, TEST_ADMIN } from './auth.ts';
import { type Bff, startBff } from './bff.ts';
import { createCourse, multipartForm, startCatalogue } from './catalogue.ts';
import type { TestEnvironment } from './environment.ts';
import { logIn, type SignedInUser } from './users.ts';

/** The learning service on its own database, on the environment's subject prefix. */
export const startLearning = async (env: TestEnvironment, overrides: Partial<Config> = {}) => {
  const shared = await env.serviceConfig('learning');
  // The kit's LOG_LEVEL union is typed too narrowly to accept a plain level string.
  const config: Config = { ...shared, LOG_LEVEL: shared.LOG_LEVEL as Config['LOG_LEVEL'], ...overrides };
  return { url: await env.listen(await buildApp(config)), config };
};

type AdminQuiz = {
  id: number;
  moduleId: number;
  questions: { id: number; text: string; options: { id: number; text: string; isCorrect: boolean }[] }[];
};

/**
 * An administrator builds a published course of one module with `quizCount` two-question quizzes
 * through the BFF; returns the course id and the quizzes with their answer keys (test use only).
 */
export const createCourseWithQuizzes = async (
  bff: Bff,
  admin: SignedInUser,
  course: { title: string; courseCode: string; quizCount: number; maxAttempts?: number },
) => {
  const courseId = await createCourse(bff, admin, {
    title: course.title,
    createdBy: 'Ann',
    courseCode: course.courseCode,
  });
  const moduleReply = await bff.inject({
    method: 'POST',
    url: `/api/v1/course/${courseId}/modules`,
    headers: admin.bearer,
    payload: { title: 'Module 1' },
  });
  const moduleId: number = moduleReply.json().module.id;
  const quizzes: AdminQuiz[] = [];
  for (let n = 1; n <= course.quizCount; n += 1) {
    const reply = await bff.inject({
      method: 'POST',
      url: `/api/v1/course/${courseId}/modules/${moduleId}/quizzes`,
      headers: admin.bearer,
      payload: {
        title: `Assessment ${n}`,
        maxAttempts: course.maxAttempts ?? 3,
        questions: [0, 1].map((q) => ({
          text: `Question ${q + 1}?`,
          options: [0, 1, 2].map((i) => ({ text: `Option ${i}`, isCorrect: i === (q + n) % 3 })),
        })),
      },
    });
    if (reply.statusCode !== 201) throw new Error(`quiz not created: ${reply.body}`);
    quizzes.push(reply.json().quiz);
  }
  // A new course is a draft until it has content: a course without quizzes gets a video to learn from.
  if (course.quizCount === 0) await addVideo(bff, admin, courseId, moduleId);
  const published = await bff.inject({
    method: 'PUT',
    url: `/api/v1/admin/courses/${courseId}/published`,
    headers: admin.bearer,
    payload: { published: true },
  });
  if (published.statusCode !== 200) throw new Error(`course not published: ${published.body}`);
  return { courseId, moduleId, quizzes };
};

const addVideo = async (bff: Bff, admin: SignedInUser, courseId: number, moduleId: number) => {
  const video = readFileSync(
    new URL('../../../services/catalogue/src/seed/assets/lesson.mp4', import.meta.url),
  );
  const form = multipartForm(
    { title: 'Lesson' },
    { field: 'video', filename: 'lesson.mp4', contentType: 'video/mp4', content: video },
  );
  const reply = await bff.inject({
    method: 'POST',
    url: `/api/v1/course/${courseId}/modules/${moduleId}/videos`,
    payload: form.payload,
    headers: { ...form.headers, ...admin.bearer },
  });
  if (reply.statusCode !== 201) throw new Error(`video not added: ${reply.body}`);
};

/** Answers to a quiz made above: all right, or the first `correct` right and the rest wrong. */
export const answersFor = (quiz: AdminQuiz, correct = quiz.questions.length) =>
  quiz.questions.map((question, index) => ({
    questionId: question.id,
    selectedOptionId: (index < correct
      ? question.options.find((o) => o.isCorrect)
      : question.options.find((o) => !o.isCorrect))!.id,
  }));

// The BFF's tests wait for events between services with the kit's retrying assertion, through this module too.
export { eventually };

/**
 * Enrols a learner in a course, by id or by title or code, once the learning service has heard of it.
 */
export const enrolThroughBff = (bff: Bff, learner: SignedInUser, course: number | string) =>
  eventually(async () => {
    const enrolled = await bff.inject({
      method: 'POST',
      url: '/api/v1/student/enrolled',
      headers: learner.bearer,
      payload: {
        user_id: learner.user.id,
        ...(typeof course === 'number' ? { courseId: course } : { cname: course }),
      },
    });
    expect(enrolled.statusCode).toBe(200);
  });

/**
 * Auth, catalogue and learning behind a BFF, with the administrator signed in: what a test of the
 * learner's way through quizzes needs.
 */
/** Auth, catalogue and learning started; the addresses a BFF in front of them is given. */
export const startLearningServices = async (env: TestEnvironment) => {
  const auth = await startAuth(env);
  const catalogue = await startCatalogue(env);
  const learning = await startLearning(env);
  return { AUTH_URL: auth.url, CATALOGUE_URL: catalogue.url, LEARNING_URL: learning.url };
};

export const startLearningBff = async (env: TestEnvironment) => {
  const bff = await startBff(env, await startLearningServices(env));
  const admin = await logIn(bff, TEST_ADMIN.email, TEST_ADMIN.password);
  return { bff, admin };
};
