import { readFile } from 'node:fs/promises';
import { catalogue } from '@academy/contracts';
import { type Executor, lockName, type ObjectStore } from '@academy/kit';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { enqueueCourseState } from '../commands/course-events.ts';
import { enqueueQuizState } from '../commands/quiz-events.ts';
import { insertQuestion } from '../commands/quiz-writes.ts';
import type { CatalogueDb } from '../db/database.ts';
import { contentItems, courses, modules } from '../db/schema.ts';
import { coursePrefix } from '../domain/media-keys.ts';
import { DEFAULT_MAX_ATTEMPTS, DEFAULT_PASSING_SCORE } from '../domain/quiz.ts';
import { sefaModules, siriModules } from './course-page-modules.ts';
import { CONTENT_COURSE_ID, type DemoCourse, demoCourses, EXAM_COURSE_ID } from './demo-courses.ts';
import { certificationExamModule, upgradeDemoExam } from './demo-exam.ts';
import { type DemoModule, demoModules, questionBody } from './demo-modules.ts';
import { addDemoPreview, DEMO_PREVIEW } from './demo-preview.ts';
import { renderLessonPdfs } from './document-pdf.ts';
import { featuredLessons } from './featured-lessons.ts';

const asset = (name: string) => readFile(new URL(`./assets/${name}`, import.meta.url));

/** Demo files get fixed keys, so a seed interrupted after uploading simply overwrites them next time. */
const addModule = async (
  tx: Executor,
  store: ObjectStore,
  course: DemoCourse,
  demo: DemoModule & { pdf: Buffer },
  position: number,
) => {
  const [module] = await tx
    .insert(modules)
    .values({ courseId: course.id, position, title: demo.title })
    .returning();
  if (!module) throw new Error('insert returned no module');
  const folder = `${coursePrefix(course.id)}demo/module-${position}`;
  await store.put(`${folder}/document.pdf`, demo.pdf, 'application/pdf', demo.pdf.length);
  const video = await asset('lesson.mp4');
  await store.put(`${folder}/video.mp4`, video, 'video/mp4', video.length);
  const captions = await asset('lesson.vtt');
  await store.put(`${folder}/captions.vtt`, captions, 'text/vtt', captions.length);

  const item = { moduleId: module.id, courseId: course.id };
  await tx.insert(contentItems).values([
    { ...item, kind: 'document', position: 1, title: demo.document.title, fileKey: `${folder}/document.pdf` },
    {
      ...item,
      kind: 'video',
      position: 2,
      title: demo.video.title,
      fileKey: `${folder}/video.mp4`,
      captionsKey: `${folder}/captions.vtt`,
    },
  ]);
  if (!demo.quiz) return;
  const [quiz] = await tx
    .insert(contentItems)
    .values({
      ...item,
      kind: 'quiz',
      position: 3,
      title: demo.quiz.title,
      passingScore: DEFAULT_PASSING_SCORE,
      maxAttempts: DEFAULT_MAX_ATTEMPTS,
      timeLimitMinutes: demo.quiz.timeLimitMinutes ?? null,
    })
    .returning();
  if (!quiz) throw new Error('insert returned no quiz');
  for (const question of demo.quiz.questions) await insertQuestion(tx, quiz.id, questionBody(question));
  await enqueueQuizState(tx, quiz.id);
};

/**
 * Each demo course's modules in order, and how many of the first an earlier demo seeded: the featured
 * course had only its exam, courses 61 and 62 had none.
 */
const demoContent = new Map<number, { modules: DemoModule[]; seededBefore: number }>([
  [EXAM_COURSE_ID, { modules: [certificationExamModule, ...featuredLessons], seededBefore: 1 }],
  [61, { modules: sefaModules, seededBefore: 0 }],
  [62, { modules: siriModules, seededBefore: 0 }],
  [CONTENT_COURSE_ID, { modules: demoModules, seededBefore: demoModules.length }],
]);

/**
 * Each demo course's documents, in its modules' order: all of them rendered by one process, the first time
 * a seed needs any (starting a renderer costs more than rendering the lot).
 */
const demoDocuments = () => {
  let rendering: Promise<Map<number, Buffer[]>> | undefined;
  const renderAll = async () => {
    const courses = demoCourses.filter(({ id }) => demoContent.has(id));
    const modulesOf = (course: DemoCourse) => demoContent.get(course.id)?.modules ?? [];
    const pdfs = await renderLessonPdfs(
      courses.flatMap((course) =>
        modulesOf(course).map(({ document }) => ({ course: course.title, ...document })),
      ),
    );
    let next = 0;
    return new Map(courses.map((course) => [course.id, modulesOf(course).map(() => pdfs[next++]!)]));
  };
  return async (course: DemoCourse) => {
    rendering ??= renderAll();
    return (await rendering).get(course.id) ?? [];
  };
};

/**
 * Adds the demo modules a course lacks, when its modules are none or exactly those an earlier demo
 * seeded (an administrator's own changes are left alone). Resolves to whether it added any.
 */
const fillDemoModules = async (
  tx: Executor,
  store: ObjectStore,
  course: DemoCourse,
  pdfsOf: (course: DemoCourse) => Promise<Buffer[]>,
) => {
  const demo = demoContent.get(course.id);
  if (!demo) return false;
  const present = await tx
    .select({ title: modules.title })
    .from(modules)
    .where(eq(modules.courseId, course.id))
    .orderBy(asc(modules.position));
  const earlier = demo.modules.slice(0, demo.seededBefore).map(({ title }) => title);
  const asSeeded =
    present.length === 0 ||
    (present.length === earlier.length && present.every(({ title }, index) => title === earlier[index]));
  if (!asSeeded) return false;
  const missing = demo.modules.slice(present.length);
  if (missing.length === 0) return false;
  const pdfs = (await pdfsOf(course)).slice(present.length);
  for (const [index, module] of missing.entries())
    await addModule(tx, store, course, { ...module, pdf: pdfs[index]! }, present.length + index + 1);
  return missing.length > 0;
};

/**
 * Loads the demo catalogue: each demo course that does not exist yet is created with its files and
 * content, and published once. A course that exists is left alone, so running this again (or from
 * two processes at once: an advisory lock serialises them) changes nothing.
 */
export const seedDemoCatalogue = async (options: {
  db: CatalogueDb;
  store: ObjectStore;
  mediaUrl: (key: string) => string;
  logger: FastifyBaseLogger;
}) => {
  const { db, store, mediaUrl } = options;
  const pdfsOf = demoDocuments();
  const created = await db.transaction(async (tx) => {
    await lockName(tx, 'catalogue-demo-seed');
    const added: number[] = [];
    for (const course of demoCourses) {
      const [existing] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, course.id));
      if (existing) {
        // Also for a catalogue seeded before these courses had their modules.
        if (await fillDemoModules(tx, store, course, pdfsOf))
          await enqueueCourseState(tx, { courseId: course.id, mediaUrl });
        continue;
      }
      const thumbnailKey = `thumbnails/demo-${course.id}.png`;
      const thumbnail = await asset(course.thumbnail);
      await store.put(thumbnailKey, thumbnail, 'image/png', thumbnail.length);
      const { thumbnail: _file, voucher, ...fields } = course;
      await tx.insert(courses).values({
        ...fields,
        thumbnailKey,
        currency: 'INR',
        published: true,
        voucherCourseId: voucher?.courseId ?? null,
        voucherAttempts: voucher?.attempts ?? null,
      });
      await fillDemoModules(tx, store, course, pdfsOf);
      await enqueueCourseState(tx, { courseId: course.id, event: catalogue.coursePublished, mediaUrl });
      added.push(course.id);
    }
    // Also for a catalogue seeded before the exam was timed, with twenty questions.
    await upgradeDemoExam(tx);
    // Also for a catalogue seeded before previews existed.
    if (await addDemoPreview(tx, store)) {
      await enqueueCourseState(tx, { courseId: DEMO_PREVIEW.courseId, mediaUrl });
    }
    return added;
  });
  if (created.length > 0) options.logger.info({ courses: created }, 'demo catalogue loaded');
  return created;
};
