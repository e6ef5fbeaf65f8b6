import { catalogue } from '@academy/contracts';
import { eventually, queryDatabase, startServiceUnderTest } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp as buildLearning } from '../../../learning/src/app.ts';
import { ConfigSchema as LearningConfig } from '../../../learning/src/config.ts';
import { buildApp } from '../../src/app.ts';
import { type Catalogue, startCatalogue, waitUntil } from '../support/catalogue-app.ts';
import { files, octet } from '../support/files.ts';

type QuizEvent = { quizId: number; title: string; deleted: boolean };
type KeptQuestion = { questionId: number; text?: string; options?: { id: number; text: string }[] };

const question = (text: string) => ({
  text,
  options: ['alpha', 'beta'].map((option, index) => ({ text: option, isCorrect: index === 0 })),
});

/** The learning service on the catalogue's subject prefix: it keeps what the catalogue announces. */
const startLearningBeside = (c: Catalogue) =>
  startServiceUnderTest({
    label: 'learning_upgrade',
    configSchema: LearningConfig,
    buildApp: buildLearning,
    shared: { prefix: c.prefix, keys: c.keys },
  });

describe('announcements an upgrade makes once', () => {
  let c: Catalogue;
  let learning: Awaited<ReturnType<typeof startLearningBeside>>;
  const started: Awaited<ReturnType<typeof buildApp>>[] = [];
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object) =>
    c.app.inject({ method, url, headers: c.auth(c.adminToken), payload });
  const quizEvents = async () =>
    (await c.events<QuizEvent>(catalogue.quizUpdated.subject)).map((event) => event.data);
  const keptQuestions = async (quizId: number) =>
    (
      await learning.query<{ questions: KeptQuestion[]; deleted: boolean }>(
        'SELECT questions, deleted FROM quizzes WHERE id = $1',
        [quizId],
      )
    )[0];

  beforeAll(async () => {
    c = await startCatalogue('catalogue_upgrade');
    learning = await startLearningBeside(c);
  });
  afterAll(async () => {
    for (const app of started) await app.close();
    await learning?.close();
    await c?.close();
  });

  it('announces every quiz again with its texts, once per database, and never a deleted quiz', async () => {
    const courseId = (
      await c.app.inject({
        method: 'POST',
        url: '/courses?title=Upgraded&description=d&category=c&createdBy=x',
        headers: { ...octet, ...c.auth(c.adminToken) },
        payload: files.png,
      })
    ).json().course.id;
    const moduleId = (await send('POST', `/courses/${courseId}/modules`, { title: 'Exam' })).json().module.id;
    const quizUrl = `/courses/${courseId}/modules/${moduleId}/quizzes`;
    const kept = (await send('POST', quizUrl, { title: 'Kept', questions: [question('Which one?')] })).json()
      .quiz;
    const gone = (await send('POST', quizUrl, { title: 'Gone', questions: [question('Lost?')] })).json().quiz;
    expect((await send('DELETE', `/quizzes/${gone.id}`, {})).statusCode).toBe(200);
    await waitUntil(quizEvents, (events) => events.some((e) => e.quizId === gone.id && e.deleted));

    // Learning holds the quiz as a release before the texts announced it: the answer key alone.
    await learning.publisher.publish(catalogue.quizUpdated, {
      quizId: kept.id,
      courseId,
      moduleId,
      title: 'Kept',
      passingScore: 80,
      maxAttempts: 3,
      deleted: false,
      questions: kept.questions.map((q: { id: number; options: { id: number; isCorrect: boolean }[] }) => ({
        questionId: q.id,
        optionIds: q.options.map((option) => option.id),
        correctOptionId: q.options.find((option) => option.isCorrect)?.id ?? 0,
      })),
    });
    await eventually(async () => expect((await keptQuestions(kept.id))?.questions[0]?.text).toBeUndefined());
    const before = (await quizEvents()).length;

    // The database as the upgrade finds it: the announcement not yet made. Two replicas start together.
    await queryDatabase(c.databaseUrl, 'DELETE FROM upgrade_announcements');
    started.push(...(await Promise.all([buildApp(c.config), buildApp(c.config)])));

    await eventually(async () => {
      const [first] = (await keptQuestions(kept.id))?.questions ?? [];
      expect(first).toMatchObject({
        text: 'Which one?',
        options: kept.questions[0].options.map((option: { id: number; text: string }) => ({
          id: option.id,
          text: option.text,
        })),
      });
    });

    // A later start announces nothing more: a change made after it is the next event after the one announcement.
    started.push(await buildApp(c.config));
    expect((await send('PUT', `/quizzes/${kept.id}`, { title: 'Kept, renamed' })).statusCode).toBe(200);
    const events = await waitUntil(quizEvents, (all) => all.some((e) => e.title === 'Kept, renamed'));
    expect(events.slice(before).map(({ quizId, title, deleted }) => ({ quizId, title, deleted }))).toEqual([
      { quizId: kept.id, title: 'Kept', deleted: false },
      { quizId: kept.id, title: 'Kept, renamed', deleted: false },
    ]);
    expect(await keptQuestions(gone.id)).toMatchObject({ deleted: true });
  });
});
