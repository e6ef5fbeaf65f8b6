import {
  MessageReply,
  ModuleParams,
  QuestionBody,
  QuestionParams,
  QuestionReply,
  QuizBody,
  QuizParams,
  QuizReply,
  QuizUpdateBody,
} from '@academy/contracts';
import type { App, Executor } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { CatalogueContext } from '../../context.ts';
import { toAdminQuiz } from '../../courses/content-view.ts';
import { enqueueCourseState } from '../../courses/course-events.ts';
import { nextContentPosition, requireModule } from '../../courses/course-queries.ts';
import { enqueueQuizDeleted, enqueueQuizState } from '../../courses/quiz-events.ts';
import { loadQuestions } from '../../courses/quiz-queries.ts';
import { insertOptions, insertQuestion, requireQuestion, requireQuiz } from '../../courses/quiz-writes.ts';
import { contentItems, options, questions } from '../../db/schema.ts';
import { assertOneCorrectOption, DEFAULT_MAX_ATTEMPTS, DEFAULT_PASSING_SCORE } from '../../domain/quiz.ts';

/** Quizzes and their questions; every change republishes the quiz with its answer key. */
export const registerQuizRoutes = (app: App, context: CatalogueContext) => {
  const { db, guards, mediaUrl } = context;
  const admin = { preHandler: guards.role('ADMIN') };

  const adminQuiz = async (tx: Executor, quizId: number) => {
    const quiz = await requireQuiz(tx, quizId);
    return toAdminQuiz(quiz, (await loadQuestions(tx, [quizId])).get(quizId) ?? []);
  };
  const adminQuestion = async (tx: Executor, quizId: number, questionId: number) => {
    const found = (await loadQuestions(tx, [quizId])).get(quizId)?.find((q) => q.id === questionId);
    if (!found) throw new Error(`question ${questionId} vanished inside its own transaction`);
    return found;
  };

  app.post(
    '/courses/:id/modules/:moduleId/quizzes',
    { ...admin, schema: { params: ModuleParams, body: QuizBody, response: { 201: QuizReply } } },
    async (request, reply) => {
      const { id: courseId, moduleId } = request.params;
      const body = request.body;
      for (const [index, question] of (body.questions ?? []).entries()) {
        assertOneCorrectOption(question.options, `questions.${index}.options`);
      }
      const quiz = await db.transaction(async (tx) => {
        await requireModule(tx, courseId, moduleId);
        const [row] = await tx
          .insert(contentItems)
          .values({
            moduleId,
            courseId,
            kind: 'quiz',
            title: body.title,
            position: await nextContentPosition(tx, moduleId),
            passingScore: body.passingScore ?? DEFAULT_PASSING_SCORE,
            maxAttempts: body.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          })
          .returning();
        if (!row) throw new Error('insert returned no quiz');
        for (const question of body.questions ?? []) await insertQuestion(tx, row.id, question);
        await enqueueQuizState(tx, row.id, request.id);
        await enqueueCourseState(tx, { courseId, mediaUrl, correlationId: request.id });
        return adminQuiz(tx, row.id);
      });
      context.wakeRelay();
      return reply.status(201).send({ quiz, message: 'Quiz created successfully' });
    },
  );

  app.get(
    '/quizzes/:quizId',
    { ...admin, schema: { params: QuizParams, response: { 200: QuizReply } } },
    async (request) => ({ quiz: await adminQuiz(db, request.params.quizId), message: 'Quiz found' }),
  );

  app.put(
    '/quizzes/:quizId',
    { ...admin, schema: { params: QuizParams, body: QuizUpdateBody, response: { 200: QuizReply } } },
    async (request) => {
      const quiz = await db.transaction(async (tx) => {
        const found = await requireQuiz(tx, request.params.quizId);
        await tx.update(contentItems).set(request.body).where(eq(contentItems.id, found.id));
        await enqueueQuizState(tx, found.id, request.id);
        return adminQuiz(tx, found.id);
      });
      context.wakeRelay();
      return { quiz, message: 'Quiz updated successfully' };
    },
  );

  app.delete(
    '/quizzes/:quizId',
    { ...admin, schema: { params: QuizParams, response: { 200: MessageReply } } },
    async (request) => {
      await db.transaction(async (tx) => {
        const found = await requireQuiz(tx, request.params.quizId);
        await enqueueQuizDeleted(tx, found, request.id);
        await tx.delete(contentItems).where(eq(contentItems.id, found.id));
        await enqueueCourseState(tx, { courseId: found.courseId, mediaUrl, correlationId: request.id });
      });
      context.wakeRelay();
      return { message: 'Quiz deleted successfully' };
    },
  );

  app.post(
    '/quizzes/:quizId/questions',
    { ...admin, schema: { params: QuizParams, body: QuestionBody, response: { 201: QuestionReply } } },
    async (request, reply) => {
      const question = await db.transaction(async (tx) => {
        const quiz = await requireQuiz(tx, request.params.quizId);
        const row = await insertQuestion(tx, quiz.id, request.body);
        await enqueueQuizState(tx, quiz.id, request.id);
        return adminQuestion(tx, quiz.id, row.id);
      });
      context.wakeRelay();
      return reply.status(201).send({ question, message: 'Question added successfully' });
    },
  );

  app.put(
    '/quizzes/:quizId/questions/:questionId',
    { ...admin, schema: { params: QuestionParams, body: QuestionBody, response: { 200: QuestionReply } } },
    async (request) => {
      const { quizId, questionId } = request.params;
      const question = await db.transaction(async (tx) => {
        await requireQuestion(tx, quizId, questionId);
        await tx.update(questions).set({ text: request.body.text }).where(eq(questions.id, questionId));
        await tx.delete(options).where(eq(options.questionId, questionId));
        await insertOptions(tx, questionId, request.body);
        await enqueueQuizState(tx, quizId, request.id);
        return adminQuestion(tx, quizId, questionId);
      });
      context.wakeRelay();
      return { question, message: 'Question updated successfully' };
    },
  );

  app.delete(
    '/quizzes/:quizId/questions/:questionId',
    { ...admin, schema: { params: QuestionParams, response: { 200: MessageReply } } },
    async (request) => {
      const { quizId, questionId } = request.params;
      await db.transaction(async (tx) => {
        await requireQuestion(tx, quizId, questionId);
        await tx.delete(questions).where(eq(questions.id, questionId));
        await enqueueQuizState(tx, quizId, request.id);
      });
      context.wakeRelay();
      return { message: 'Question deleted successfully' };
    },
  );
};
