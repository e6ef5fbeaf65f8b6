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
import type { App } from '@academy/kit';
import { addQuestion } from '../../commands/add-question.ts';
import { createQuiz } from '../../commands/create-quiz.ts';
import { deleteQuestion } from '../../commands/delete-question.ts';
import { deleteQuiz } from '../../commands/delete-quiz.ts';
import { updateQuestion } from '../../commands/update-question.ts';
import { updateQuiz } from '../../commands/update-quiz.ts';
import type { CatalogueContext } from '../../context.ts';
import { assertOneCorrectOption } from '../../domain/quiz.ts';
import { adminQuiz } from '../../queries/quizzes.ts';

/** Quizzes and their questions; every change republishes the quiz with its answer key. */
export const registerQuizRoutes = (app: App, context: CatalogueContext) => {
  const { db, guards } = context;
  const admin = { preHandler: guards.role('ADMIN') };

  app.post(
    '/courses/:id/modules/:moduleId/quizzes',
    { ...admin, schema: { params: ModuleParams, body: QuizBody, response: { 201: QuizReply } } },
    async (request, reply) => {
      const { id: courseId, moduleId } = request.params;
      const body = request.body;
      for (const [index, question] of (body.questions ?? []).entries()) {
        assertOneCorrectOption(question.options, `questions.${index}.options`);
      }
      const quiz = await createQuiz(context, { courseId, moduleId }, body, request.id);
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
      const quiz = await updateQuiz(db, request.params.quizId, request.body, request.id);
      context.wakeRelay();
      return { quiz, message: 'Quiz updated successfully' };
    },
  );

  app.delete(
    '/quizzes/:quizId',
    { ...admin, schema: { params: QuizParams, response: { 200: MessageReply } } },
    async (request) => {
      await deleteQuiz(context, request.params.quizId, request.id);
      context.wakeRelay();
      return { message: 'Quiz deleted successfully' };
    },
  );

  app.post(
    '/quizzes/:quizId/questions',
    { ...admin, schema: { params: QuizParams, body: QuestionBody, response: { 201: QuestionReply } } },
    async (request, reply) => {
      const question = await addQuestion(db, request.params.quizId, request.body, request.id);
      context.wakeRelay();
      return reply.status(201).send({ question, message: 'Question added successfully' });
    },
  );

  app.put(
    '/quizzes/:quizId/questions/:questionId',
    { ...admin, schema: { params: QuestionParams, body: QuestionBody, response: { 200: QuestionReply } } },
    async (request) => {
      const { quizId, questionId } = request.params;
      const question = await updateQuestion(db, { quizId, questionId }, request.body, request.id);
      context.wakeRelay();
      return { question, message: 'Question updated successfully' };
    },
  );

  app.delete(
    '/quizzes/:quizId/questions/:questionId',
    { ...admin, schema: { params: QuestionParams, response: { 200: MessageReply } } },
    async (request) => {
      const { quizId, questionId } = request.params;
      await deleteQuestion(db, { quizId, questionId }, request.id);
      context.wakeRelay();
      return { message: 'Question deleted successfully' };
    },
  );
};
