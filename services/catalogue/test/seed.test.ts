import { catalogue } from '@academy/contracts';
import { createObjectStore } from '@academy/kit';
import { queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Catalogue, startCatalogue, waitUntil } from './support/catalogue-app.ts';

describe('demo catalogue', () => {
  let c: Catalogue;
  beforeAll(async () => {
    c = await startCatalogue('catalogue_seed', { SEED_DEMO_DATA: true });
  });
  afterAll(async () => c?.close());

  const counts = async () =>
    (
      await queryDatabase<{
        courses: number;
        modules: number;
        items: number;
        questions: number;
        options: number;
      }>(
        c.databaseUrl,
        `SELECT (SELECT count(*)::int FROM courses) AS courses, (SELECT count(*)::int FROM modules) AS modules,
                (SELECT count(*)::int FROM content_items) AS items, (SELECT count(*)::int FROM questions) AS questions,
                (SELECT count(*)::int FROM options) AS options`,
      )
    )[0];

  it('loads the featured course as the purchase page shows it', async () => {
    const { course } = (await c.app.inject({ method: 'GET', url: '/courses/40' })).json();
    expect(course).toMatchObject({
      id: 40,
      course_id: 40,
      title: 'Email Forensic Analyst Certification',
      courseCode: 'STA101',
      price: 9999,
      originalPrice: 14999,
      priceMinor: 999900,
      originalPriceMinor: 1499900,
      currency: 'INR',
      totalModules: 30,
      lessonQuestions: 20,
      completionTime: '12 hr',
      tagline: 'Master email forensics-enroll today!',
      featured: true,
    });
    expect(course.highlights).toContain('80% score required to pass');
    expect(course.whatYouGet).toContain('24/7 basic technical assistance');
    const thumbnail = await c.app.inject({
      method: 'GET',
      url: course.thumbnail_path.replace('/api/v1', ''),
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/png');

    const list = (await c.app.inject({ method: 'GET', url: '/courses' })).json().courses;
    expect(list.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([40, 51, 61, 62, 69]));
    expect(list.map((x: { courseCode: string }) => x.courseCode)).toEqual(
      expect.arrayContaining(['SEFA', 'SIRI', 'SDFE']),
    );
  });

  it('fills course 69 with modules holding a real PDF, a captioned video and a five-question quiz', async () => {
    const details = (
      await c.app.inject({ method: 'GET', url: '/courses/69/details', headers: c.auth(c.adminToken) })
    ).json();
    expect(details.modules.length).toBeGreaterThanOrEqual(3);
    for (const module of details.modules) {
      expect(module.documents).toHaveLength(1);
      expect(module.videos).toHaveLength(1);
      expect(module.quizzes).toHaveLength(1);
      expect(module.quizzes[0].questions.length).toBeGreaterThanOrEqual(5);
      const pdf = await c.app.inject({
        method: 'GET',
        url: module.documents[0].filePath.replace('/api/v1', ''),
        headers: c.auth(c.adminToken),
      });
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const captions = await c.app.inject({
        method: 'GET',
        url: module.videos[0].captionsPath.replace('/api/v1', ''),
        headers: c.auth(c.adminToken),
      });
      expect(captions.body.startsWith('WEBVTT')).toBe(true);
    }
  });

  it('publishes each demo course once and every demo quiz with its answer key', async () => {
    type Published = { courseId: number; quizIds: number[]; voucher?: unknown };
    const published = await waitUntil(
      () => c.events<Published>(catalogue.coursePublished.subject),
      (e) => e.length >= 5,
    );
    expect(published.map((e) => e.data.courseId).sort()).toEqual([40, 51, 61, 62, 69]);
    const quizIdsOf = (courseId: number) =>
      published.find((e) => e.data.courseId === courseId)?.data.quizIds ?? [];
    expect(quizIdsOf(69)).toHaveLength(3);
    // The featured course's certification exam, the quiz its exam voucher (51) adds an attempt to.
    expect(quizIdsOf(40)).toHaveLength(1);
    const vouchers = published.filter((e) => e.data.voucher).map((e) => [e.data.courseId, e.data.voucher]);
    expect(vouchers).toEqual([[51, { courseId: 40, attempts: 1 }]]);
    // The course pages' courses, 61 and 62, end with an assessment.
    expect(quizIdsOf(61)).toHaveLength(1);
    expect(quizIdsOf(62)).toHaveLength(1);
    const quizIds = published.flatMap((e) => e.data.quizIds);
    const quizzes = await waitUntil(
      () => c.events<{ quizId: number; questions: unknown[] }>(catalogue.quizUpdated.subject),
      (e) => e.length >= 6,
    );
    expect(quizzes.map((e) => e.data.quizId).sort()).toEqual([...quizIds].sort());
    for (const quiz of quizzes) expect(quiz.data.questions.length).toBeGreaterThanOrEqual(3);
  });

  it('gives the featured course a captioned preview video that visitors may watch, unlike course content', async () => {
    const { course } = (await c.app.inject({ method: 'GET', url: '/courses/40' })).json();
    expect(course.previewVideo).toMatchObject({ title: expect.any(String) });
    const video = await c.app.inject({
      method: 'GET',
      url: course.previewVideo.filePath.replace('/api/v1', ''),
      headers: { range: 'bytes=0-99' },
    });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.headers['cache-control']).toMatch(/^public/);
    const captions = await c.app.inject({
      method: 'GET',
      url: course.previewVideo.captionsPath.replace('/api/v1', ''),
    });
    expect(captions.body.startsWith('WEBVTT')).toBe(true);
    const other = (await c.app.inject({ method: 'GET', url: '/courses/69' })).json().course;
    expect(other.previewVideo).toBeNull();
    const details = (
      await c.app.inject({ method: 'GET', url: '/courses/69/details', headers: c.auth(c.adminToken) })
    ).json();
    const lesson = await c.app.inject({
      method: 'GET',
      url: details.modules[0].videos[0].filePath.replace('/api/v1', ''),
    });
    expect(lesson.statusCode).toBe(401);
  });

  it('changes nothing and publishes nothing when it runs again', async () => {
    const before = await counts();
    const objects = await createObjectStore(c.config).list();
    const again = await buildApp(c.config);
    await again.close();
    expect(await counts()).toEqual(before);
    expect(await createObjectStore(c.config).list()).toEqual(objects);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await c.events(catalogue.coursePublished.subject)).toHaveLength(5);
    expect(await c.events(catalogue.quizUpdated.subject)).toHaveLength(6);
  });

  const contentOf = async (courseId: number) =>
    (await c.app.inject({ method: 'GET', url: `/courses/${courseId}` })).json().course.content;

  it('gives every sold demo course content: the featured one the thirty modules and twenty questions its page promises', async () => {
    expect(await contentOf(40)).toEqual({
      modules: 30,
      documents: 30,
      videos: 30,
      quizzes: 1,
      questions: 20,
      examMinutes: 180,
    });
    for (const courseId of [61, 62]) {
      expect(await contentOf(courseId)).toEqual({
        modules: 2,
        documents: 2,
        videos: 2,
        quizzes: 1,
        questions: 3,
        examMinutes: null,
      });
    }
  });

  it("adds the modules to a catalogue seeded before they existed, and leaves an administrator's modules alone", async () => {
    // As an earlier seed left them: course 40 with only its exam module, 61 and 62 with none.
    await queryDatabase(
      c.databaseUrl,
      `DELETE FROM modules WHERE course_id = 40 AND position > 1;
       DELETE FROM modules WHERE course_id IN (61, 62);
       INSERT INTO modules (course_id, position, title) VALUES (62, 1, 'An administrator''s module')`,
    );
    const before = (await c.events(catalogue.courseUpdated.subject)).length;
    await (await buildApp(c.config)).close();
    expect((await contentOf(40)).modules).toBe(30);
    expect((await contentOf(61)).modules).toBe(2);
    expect((await contentOf(62)).modules).toBe(1);
    const announced = await waitUntil(
      () => c.events<{ courseId: number }>(catalogue.courseUpdated.subject),
      (e) => e.length >= before + 2,
    );
    expect(
      announced
        .slice(before)
        .map((e) => e.data.courseId)
        .sort(),
    ).toEqual([40, 61]);
  });

  it('gives the featured course a three-hour, twenty-question exam, also to a catalogue seeded before', async () => {
    const examOf = async () =>
      (
        await queryDatabase<{ id: number; limit: number | null; questions: number }>(
          c.databaseUrl,
          `SELECT q.id, q.time_limit_minutes AS limit, (SELECT count(*)::int FROM questions WHERE quiz_id = q.id) AS questions
             FROM content_items q WHERE q.course_id = 40 AND q.kind = 'quiz'`,
        )
      )[0];
    const exam = await examOf();
    expect(exam).toMatchObject({ limit: 180, questions: 20 });
    const announced = (
      await c.events<{ quizId: number; timeLimitMinutes?: number; questions: unknown[] }>(
        catalogue.quizUpdated.subject,
      )
    ).find((e) => e.data.quizId === exam?.id);
    expect(announced?.data).toMatchObject({ timeLimitMinutes: 180 });
    expect(announced?.data.questions).toHaveLength(20);

    // The exam as an earlier seed left it: five questions, no limit.
    await queryDatabase(
      c.databaseUrl,
      `DELETE FROM questions WHERE quiz_id = ${exam?.id} AND position > 5;
       UPDATE content_items SET time_limit_minutes = NULL WHERE id = ${exam?.id}`,
    );
    const before = (await c.events(catalogue.quizUpdated.subject)).length;
    await (await buildApp(c.config)).close();
    expect(await examOf()).toMatchObject({ limit: 180, questions: 20 });
    const upgraded = await waitUntil(
      () =>
        c.events<{ quizId: number; timeLimitMinutes?: number; questions: unknown[] }>(
          catalogue.quizUpdated.subject,
        ),
      (e) => e.length > before,
    );
    expect(upgraded.at(-1)?.data).toMatchObject({ quizId: exam?.id, timeLimitMinutes: 180 });
    expect(upgraded.at(-1)?.data.questions).toHaveLength(20);

    // Left alone once an administrator has made it their own (here: removed the limit, added a question).
    await queryDatabase(
      c.databaseUrl,
      `UPDATE content_items SET time_limit_minutes = NULL WHERE id = ${exam?.id};
       DELETE FROM questions WHERE quiz_id = ${exam?.id} AND position > 5;
       INSERT INTO questions (quiz_id, position, text) VALUES (${exam?.id}, 6, 'An administrator''s question')`,
    );
    await (await buildApp(c.config)).close();
    expect(await examOf()).toMatchObject({ limit: null, questions: 6 });
  });
});
