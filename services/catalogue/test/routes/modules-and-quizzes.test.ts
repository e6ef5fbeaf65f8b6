import { catalogue } from '@academy/contracts';
import { queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, startCatalogue, waitUntil } from '../support/catalogue-app.ts';
import { files, octet } from '../support/files.ts';

type QuizEvent = {
  quizId: number;
  deleted: boolean;
  title: string;
  questions: { questionId: number; optionIds: number[]; correctOptionId: number }[];
};

const question = (text: string, correct = 0) => ({
  text,
  options: ['alpha', 'beta', 'gamma'].map((option, index) => ({
    text: option,
    isCorrect: index === correct,
  })),
});

describe('modules, content and quizzes', () => {
  let c: Catalogue;
  let courseId: number;
  const as = (token: string) => c.auth(token);
  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, token?: string) =>
    c.app.inject({ method, url, headers: as(token ?? c.adminToken), ...(payload ? { payload } : {}) });
  const courseUpdates = () =>
    c.events<{ courseId: number; quizIds: number[] }>(catalogue.courseUpdated.subject);
  const quizEvents = () => c.events<QuizEvent>(catalogue.quizUpdated.subject);
  const latestQuizEvent = async (quizId: number, ok: (e: QuizEvent) => boolean = () => true) => {
    const events = await waitUntil(quizEvents, (all) =>
      all.some((e) => e.data.quizId === quizId && ok(e.data)),
    );
    return events.filter((e) => e.data.quizId === quizId && ok(e.data)).at(-1)?.data;
  };

  const newCourse = async (title: string) =>
    (
      await c.app.inject({
        method: 'POST',
        url: `/courses?title=${encodeURIComponent(title)}&description=d&category=c&createdBy=x`,
        headers: { ...octet, ...as(c.adminToken) },
        payload: files.png,
      })
    ).json().course.id as number;

  beforeAll(async () => {
    c = await startCatalogue('catalogue_modules');
    courseId = await newCourse('Quiz course');
  });
  afterAll(async () => c?.close());

  it('creates, renames, reorders and deletes modules, republishing the course each time', async () => {
    const first = await send('POST', `/courses/${courseId}/modules`, { title: 'One' });
    expect(first.statusCode).toBe(201);
    expect(first.json().module).toMatchObject({ title: 'One', position: 1, courseId });
    const second = (await send('POST', `/courses/${courseId}/modules`, { title: 'Two' })).json().module;
    expect(second.position).toBe(2);
    const before = (await courseUpdates()).length;

    expect((await send('POST', `/courses/${courseId}/modules`, { title: '' })).statusCode).toBe(400);
    expect((await send('POST', `/courses/${courseId}/modules`, { title: 'x' }, c.userToken)).statusCode).toBe(
      403,
    );
    expect(
      (await c.app.inject({ method: 'POST', url: `/courses/${courseId}/modules`, payload: { title: 'x' } }))
        .statusCode,
    ).toBe(401);
    expect((await send('POST', '/courses/999999/modules', { title: 'x' })).statusCode).toBe(404);

    const renamed = await send('PUT', `/courses/${courseId}/modules/${second.id}`, { title: 'Second' });
    expect(renamed.json().module.title).toBe('Second');
    expect((await send('PUT', `/courses/999999/modules/${second.id}`, { title: 'x' })).statusCode).toBe(404);

    const order = await send('PUT', `/courses/${courseId}/modules/order`, {
      moduleIds: [second.id, first.json().module.id],
    });
    expect(order.statusCode).toBe(200);
    expect(order.json().modules.map((m: { title: string }) => m.title)).toEqual(['Second', 'One']);
    const partial = await send('PUT', `/courses/${courseId}/modules/order`, { moduleIds: [second.id] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toMatch(/moduleIds/);

    await waitUntil(courseUpdates, (all) => all.length >= before + 2);
    const deleted = await send('DELETE', `/courses/${courseId}/modules/${second.id}`);
    expect(deleted.statusCode).toBe(200);
    const list = await send('GET', `/courses/${courseId}/modules`);
    expect(list.json().modules.map((m: { id: number }) => m.id)).toEqual([first.json().module.id]);
    expect((await send('DELETE', `/courses/${courseId}/modules/${second.id}`)).statusCode).toBe(404);
    expect((await waitUntil(courseUpdates, (all) => all.length >= before + 3)).length).toBeGreaterThanOrEqual(
      before + 3,
    );
  });

  it('announces quizzes added at the same moment in the course event announced last', async () => {
    const course = await newCourse('Parallel quizzes');
    const moduleId = (await send('POST', `/courses/${course}/modules`, { title: 'Exams' })).json().module.id;
    // Two administrators (or a double click) adding quizzes at once: each announcement must see the others.
    const created = await Promise.all(
      ['A', 'B', 'C', 'D'].map((title) =>
        send('POST', `/courses/${course}/modules/${moduleId}/quizzes`, { title, questions: [question('x')] }),
      ),
    );
    const quizIds = created.map((reply) => reply.json().quiz.id as number).sort((a, b) => a - b);
    const ofCourse = async () =>
      (await c.events<{ courseId: number; quizIds: number[] }>(catalogue.courseUpdated.subject)).filter(
        (event) => event.data.courseId === course,
      );
    // The module and each quiz announced the course; consumers keep the state announced last.
    const events = await waitUntil(ofCourse, (all) => all.length >= 5);
    const last = events.reduce((a, b) => (a.occurredAt > b.occurredAt ? a : b));
    expect([...last.data.quizIds].sort((a, b) => a - b)).toEqual(quizIds);
  });

  it('renames a course while its quizzes are deleted, all at once, without refusing any of it', async () => {
    const course = await newCourse('Busy course');
    const moduleId = (await send('POST', `/courses/${course}/modules`, { title: 'Exams' })).json().module.id;
    const quizIds: number[] = [];
    for (const title of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']) {
      const created = await send('POST', `/courses/${course}/modules/${moduleId}/quizzes`, {
        title,
        questions: [question('x')],
      });
      quizIds.push(created.json().quiz.id);
    }
    // Two administrators at work on one course: a rename takes the course, then its listing; a deletion took the
    // listing, then the course, until both take the course first.
    const replies = await Promise.all(
      quizIds.flatMap((quizId, i) => [
        send('PUT', `/courses/${course}`, {
          title: `Busy course ${i}`,
          description: 'd',
          category: 'c',
          createdBy: 'x',
        }),
        send('DELETE', `/courses/${course}/content/${quizId}`),
      ]),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(replies.map(() => 200));
  });

  it('creates a quiz with questions, enforces one correct option, and publishes the answer key', async () => {
    const moduleId = (await send('POST', `/courses/${courseId}/modules`, { title: 'Assessed' })).json().module
      .id;
    const url = `/courses/${courseId}/modules/${moduleId}/quizzes`;
    const twoCorrect = await send('POST', url, {
      title: 'Q',
      questions: [
        {
          text: 'x',
          options: [
            { text: 'a', isCorrect: true },
            { text: 'b', isCorrect: true },
          ],
        },
      ],
    });
    expect(twoCorrect.statusCode).toBe(400);
    expect(twoCorrect.json().message).toMatch(/exactly one correct/);
    const noneCorrect = await send('POST', url, { title: 'Q', questions: [question('x', -1)] });
    expect(noneCorrect.statusCode).toBe(400);
    expect((await send('POST', url, { title: 'Q' }, c.userToken)).statusCode).toBe(403);

    const created = await send('POST', url, { title: 'Module check', questions: [question('First?', 1)] });
    expect(created.statusCode).toBe(201);
    const quiz = created.json().quiz;
    expect(quiz).toMatchObject({
      title: 'Module check',
      passingScore: 80,
      maxAttempts: 3,
      moduleId,
      courseId,
    });
    const firstQuestion = quiz.questions[0];
    expect(firstQuestion.options.map((o: { isCorrect: boolean }) => o.isCorrect)).toEqual([
      false,
      true,
      false,
    ]);

    const event = await latestQuizEvent(quiz.id);
    expect(event).toMatchObject({ title: 'Module check', deleted: false, passingScore: 80, maxAttempts: 3 });
    expect(event?.questions).toEqual([
      {
        questionId: firstQuestion.id,
        optionIds: firstQuestion.options.map((o: { id: number }) => o.id),
        correctOptionId: firstQuestion.options[1].id,
        explanation: null,
        text: firstQuestion.text,
        options: firstQuestion.options.map((o: { id: number; text: string }) => ({ id: o.id, text: o.text })),
      },
    ]);
    const updates = await waitUntil(courseUpdates, (all) =>
      all.some((e) => e.data.quizIds.includes(quiz.id)),
    );
    expect(updates.at(-1)?.data.quizIds).toContain(quiz.id);

    // Questions: the add-question screen posts here.
    const added = await send('POST', `/quizzes/${quiz.id}/questions`, question('Second?', 2));
    expect(added.statusCode).toBe(201);
    const second = added.json().question;
    expect(second.options).toHaveLength(3);
    expect((await send('POST', `/quizzes/${quiz.id}/questions`, { text: 'x', options: [] })).statusCode).toBe(
      400,
    );
    expect((await send('POST', '/quizzes/999999/questions', question('x'))).statusCode).toBe(404);
    expect((await send('POST', `/quizzes/${quiz.id}/questions`, question('x'), c.userToken)).statusCode).toBe(
      403,
    );
    const withTwo = await latestQuizEvent(quiz.id, (e) => e.questions.length === 2);
    expect(withTwo?.questions[1]?.correctOptionId).toBe(second.options[2].id);

    const edited = await send(
      'PUT',
      `/quizzes/${quiz.id}/questions/${second.id}`,
      question('Second, edited?', 0),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().question.text).toBe('Second, edited?');
    const afterEdit = await latestQuizEvent(quiz.id, (e) =>
      e.questions.some(
        (q) => q.questionId === second.id && q.correctOptionId === edited.json().question.options[0].id,
      ),
    );
    expect(afterEdit).toBeDefined();
    expect((await send('PUT', `/quizzes/${quiz.id}/questions/999999`, question('x'))).statusCode).toBe(404);

    const settings = await send('PUT', `/quizzes/${quiz.id}`, { passingScore: 70, maxAttempts: 5 });
    expect(settings.json().quiz).toMatchObject({ passingScore: 70, maxAttempts: 5 });
    expect((await send('PUT', `/quizzes/${quiz.id}`, {})).statusCode).toBe(400);
    expect(
      await latestQuizEvent(
        quiz.id,
        (e) => e.title === 'Module check' && (e as { passingScore?: number }).passingScore === 70,
      ),
    ).toBeDefined();

    expect((await send('DELETE', `/quizzes/${quiz.id}/questions/${firstQuestion.id}`)).statusCode).toBe(200);
    expect(await latestQuizEvent(quiz.id, (e) => e.questions.length === 1)).toBeDefined();
    const admin = await send('GET', `/quizzes/${quiz.id}`);
    expect(admin.json().quiz.questions.map((q: { id: number }) => q.id)).toEqual([second.id]);

    expect((await send('DELETE', `/quizzes/${quiz.id}`)).statusCode).toBe(200);
    expect(await latestQuizEvent(quiz.id, (e) => e.deleted)).toMatchObject({ deleted: true, questions: [] });
    const afterDelete = await waitUntil(courseUpdates, (all) => !all.at(-1)?.data.quizIds.includes(quiz.id));
    expect(afterDelete.at(-1)?.data.quizIds).not.toContain(quiz.id);
    expect((await send('GET', `/quizzes/${quiz.id}`)).statusCode).toBe(404);
  });

  it('keeps a time limit, shuffling, hidden answers and explanations, announced to learning', async () => {
    const moduleId = (await send('POST', `/courses/${courseId}/modules`, { title: 'Timed' })).json().module
      .id;
    const created = await send('POST', `/courses/${courseId}/modules/${moduleId}/quizzes`, {
      title: 'Timed check',
      questions: [{ ...question('Why?', 1), explanation: 'Because beta.' }],
    });
    const quiz = created.json().quiz;
    expect(quiz).toMatchObject({
      timeLimitMinutes: null,
      shuffle: false,
      hideAnswersUntilLastAttempt: false,
    });
    expect(quiz.questions[0].explanation).toBe('Because beta.');

    const settings = { timeLimitMinutes: 90, shuffle: true, hideAnswersUntilLastAttempt: true };
    const updated = await send('PUT', `/quizzes/${quiz.id}`, settings);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().quiz).toMatchObject(settings);
    const event = await latestQuizEvent(
      quiz.id,
      (e) => (e as { timeLimitMinutes?: number }).timeLimitMinutes === 90,
    );
    expect(event).toMatchObject(settings);
    expect(event?.questions[0]).toMatchObject({
      explanation: 'Because beta.',
      text: 'Why?',
      options: ['alpha', 'beta', 'gamma'].map((text) => ({ text })),
    });

    // A timed quiz's questions wait for the started attempt: a learner's course screen has none of them.
    await queryDatabase(
      c.databaseUrl,
      'INSERT INTO course_access (user_id, course_id, enrolled) VALUES ($1, $2, true)',
      [c.learnerId, courseId],
    );
    const quizOnScreen = async (token: string) => {
      const reply = await send('GET', `/courses/${courseId}/details`, undefined, token);
      expect(reply.statusCode).toBe(200);
      return reply
        .json()
        .modules.flatMap((m: { quizzes: object[] }) => m.quizzes)
        .find((q: { id: number }) => q.id === quiz.id);
    };
    const hidden = await quizOnScreen(c.userToken);
    expect(hidden).toMatchObject({ timeLimitMinutes: 90, questions: [] });
    expect(JSON.stringify(hidden)).not.toMatch(/Why\?|alpha/);
    expect((await quizOnScreen(c.adminToken)).questions).toHaveLength(1);

    for (const timeLimitMinutes of [0, 601, 1.5]) {
      const refused = await send('PUT', `/quizzes/${quiz.id}`, { timeLimitMinutes });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/timeLimitMinutes/);
    }
    const cleared = await send('PUT', `/quizzes/${quiz.id}`, { timeLimitMinutes: null });
    expect(cleared.json().quiz.timeLimitMinutes).toBeNull();

    const details = (await send('GET', `/courses/${courseId}/details`)).json();
    const learnerQuiz = details.modules
      .flatMap((m: { quizzes: object[] }) => m.quizzes)
      .find((q: { id: number }) => q.id === quiz.id);
    expect(JSON.stringify(learnerQuiz)).not.toContain('Because beta.');
    expect(learnerQuiz.timeLimitMinutes).toBeNull();
    // Untimed again: its questions are on the learner's screen as before.
    expect((await quizOnScreen(c.userToken)).questions[0].text).toBe('Why?');
  });

  it('gives course details with file paths and quizzes without any answer', async () => {
    const moduleId = (await send('POST', `/courses/${courseId}/modules`, { title: 'Everything' })).json()
      .module.id;
    const base = `/courses/${courseId}/modules/${moduleId}`;
    const upload = (path: string, payload: Buffer) =>
      c.app.inject({
        method: 'POST',
        url: `${base}/${path}`,
        headers: { ...octet, ...as(c.adminToken) },
        payload,
      });
    const document = (await upload('documents?title=Reading', files.pdf)).json().document;
    const video = (await upload('videos?title=Watching', files.mp4)).json().video;
    await send('POST', `${base}/quizzes`, { title: 'Answering', questions: [question('Pick beta', 1)] });

    const reply = await send('GET', `/courses/${courseId}/details`);
    expect(reply.statusCode).toBe(200);
    const details = reply.json();
    expect(details.title).toBe('Quiz course');
    const module = details.modules.find((m: { id: number }) => m.id === moduleId);
    expect(module.documents).toEqual([{ ...document }]);
    expect(module.videos).toEqual([{ ...video, captionsPath: null }]);
    expect(module.documents[0].filePath).toMatch(/^\/api\/v1\/media\/courses\/\d+\/documents\/.+\.pdf$/);
    expect(module.quizzes[0]).toMatchObject({ title: 'Answering', passingScore: 80, maxAttempts: 3 });
    expect(module.quizzes[0].questions[0].options.map((o: { text: string }) => o.text)).toEqual([
      'alpha',
      'beta',
      'gamma',
    ]);
    expect(reply.body).not.toMatch(/isCorrect|correct/i);

    expect((await c.app.inject({ method: 'GET', url: `/courses/${courseId}/details` })).statusCode).toBe(401);
    expect((await send('GET', '/courses/999999/details')).statusCode).toBe(404);

    const removed = await send('DELETE', `/courses/${courseId}/content/${document.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await send('DELETE', `/courses/${courseId}/content/${document.id}`)).statusCode).toBe(404);
    expect(
      (await send('DELETE', `/courses/${courseId}/content/${video.id}`, undefined, c.userToken)).statusCode,
    ).toBe(403);
    const file = await c.app.inject({
      method: 'GET',
      url: document.filePath.replace('/api/v1', ''),
      headers: as(c.adminToken),
    });
    expect(file.statusCode).toBe(404);
  });
});
