import { catalogue } from '@academy/contracts';
import { queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, startCatalogue, waitUntil } from '../support/catalogue-app.ts';
import { files, octet } from '../support/files.ts';

type QuizEvent = { quizId: number; questions: { questionId: number; text: string }[] };

const question = (text: string) => ({
  text,
  options: [
    { text: 'right', isCorrect: true },
    { text: 'wrong', isCorrect: false },
  ],
});

describe('ordering a quiz’s questions', () => {
  let c: Catalogue;
  let courseId: number;
  let quizId: number;
  let ids: number[];
  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, token?: string | null) =>
    c.app.inject({
      method,
      url,
      headers: token === null ? {} : c.auth(token ?? c.adminToken),
      ...(payload ? { payload } : {}),
    });
  const order = (questionIds: unknown, token?: string | null, quiz = quizId) =>
    send('PUT', `/quizzes/${quiz}/questions/order`, { questionIds }, token);
  const texts = async () =>
    (await send('GET', `/quizzes/${quizId}`)).json().quiz.questions.map((q: { text: string }) => q.text);
  const latestEvent = async (ok: (e: QuizEvent) => boolean) => {
    const events = await waitUntil(
      () => c.events<QuizEvent>(catalogue.quizUpdated.subject),
      (all) => all.some((e) => e.data.quizId === quizId && ok(e.data)),
    );
    return events.filter((e) => e.data.quizId === quizId && ok(e.data)).at(-1)?.data;
  };

  beforeAll(async () => {
    c = await startCatalogue('catalogue_question_order');
    courseId = (
      await c.app.inject({
        method: 'POST',
        url: '/courses?title=Order%20course&description=d&category=c&createdBy=x',
        headers: { ...octet, ...c.auth(c.adminToken) },
        payload: files.png,
      })
    ).json().course.id;
    const moduleId = (await send('POST', `/courses/${courseId}/modules`, { title: 'M' })).json().module.id;
    const quiz = (
      await send('POST', `/courses/${courseId}/modules/${moduleId}/quizzes`, {
        title: 'Ordered',
        questions: [question('One'), question('Two'), question('Three')],
      })
    ).json().quiz;
    quizId = quiz.id;
    ids = quiz.questions.map((q: { id: number }) => q.id);
  });
  afterAll(async () => c?.close());

  it('keeps the new order, replies with it, shows it to learners and announces it to learning', async () => {
    const [one, two, three] = ids;
    const reply = await order([three, one, two]);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().quiz.questions.map((q: { text: string }) => q.text)).toEqual(['Three', 'One', 'Two']);
    expect(await texts()).toEqual(['Three', 'One', 'Two']);

    const event = await latestEvent((e) => e.questions[0]?.questionId === three);
    expect(event?.questions.map((q) => q.questionId)).toEqual([three, one, two]);

    await queryDatabase(
      c.databaseUrl,
      'INSERT INTO course_access (user_id, course_id, enrolled) VALUES ($1, $2, true)',
      [c.learnerId, courseId],
    );
    const details = (await send('GET', `/courses/${courseId}/details`, undefined, c.userToken)).json();
    const learnerQuiz = details.modules
      .flatMap((m: { quizzes: { id: number }[] }) => m.quizzes)
      .find((q: { id: number }) => q.id === quizId);
    expect(learnerQuiz.questions.map((q: { text: string }) => q.text)).toEqual(['Three', 'One', 'Two']);
  });

  it('refuses every bad order with a clear 4xx and changes nothing', async () => {
    const before = await texts();
    const [one, two, three] = ids;
    const moduleId = (await send('GET', `/courses/${courseId}/modules`)).json().modules[0].id;
    const other = (
      await send('POST', `/courses/${courseId}/modules/${moduleId}/quizzes`, {
        title: 'Other',
        questions: [question('Elsewhere')],
      })
    ).json().quiz;
    for (const questionIds of [
      [one, two],
      [one, two, three, other.questions[0].id],
      [one, two, other.questions[0].id],
      [one, one, two],
      [],
      ['x', two, three],
    ]) {
      const refused = await order(questionIds);
      expect(refused.statusCode, JSON.stringify(questionIds)).toBe(400);
      expect(refused.json().message).toMatch(/questionIds/);
    }
    expect((await send('PUT', `/quizzes/${quizId}/questions/order`, {})).statusCode).toBe(400);
    expect((await order([three, two, one], undefined, 999999)).statusCode).toBe(404);
    expect((await order([three, two, one], c.userToken)).statusCode).toBe(403);
    expect((await order([three, two, one], null)).statusCode).toBe(401);
    expect(await texts()).toEqual(before);
  });

  it('never loses a question added while the quiz is being reordered', async () => {
    const current = (await send('GET', `/quizzes/${quizId}`))
      .json()
      .quiz.questions.map((q: { id: number }) => q.id);
    const reversed = [...current].reverse();
    const [reordered, added] = await Promise.all([
      order(reversed),
      send('POST', `/quizzes/${quizId}/questions`, question('Added meanwhile')),
    ]);
    expect(added.statusCode).toBe(201);
    // Either the reorder ran first (the new question comes last) or it saw a list without the new question.
    expect([200, 400]).toContain(reordered.statusCode);
    const after = (await send('GET', `/quizzes/${quizId}`)).json().quiz.questions;
    expect(after).toHaveLength(current.length + 1);
    expect(after.at(-1).text).toBe('Added meanwhile');
    if (reordered.statusCode === 200) {
      expect(after.slice(0, -1).map((q: { id: number }) => q.id)).toEqual(reversed);
    }
    // What learning keeps is the quiz's last announcement: it has every question, in the order kept here.
    const afterIds = after.map((q: { id: number }) => q.id);
    const events = await waitUntil(
      () => c.events<QuizEvent>(catalogue.quizUpdated.subject),
      (all) => all.some((e) => e.data.quizId === quizId && e.data.questions.length === afterIds.length),
    );
    const last = events.filter((e) => e.data.quizId === quizId).at(-1)?.data;
    expect(last?.questions.map((q) => q.questionId)).toEqual(afterIds);
    const positions = await queryDatabase<{ n: number }>(
      c.databaseUrl,
      'SELECT count(DISTINCT position)::int AS n FROM questions WHERE quiz_id = $1',
      [quizId],
    );
    expect(positions[0]?.n).toBe(current.length + 1);
  });
});
