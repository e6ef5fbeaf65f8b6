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
import type { CatalogueClient } from '../../clients/catalogue.ts';
import type { BffContext } from '../../context.ts';

const tags = ['catalogue'];

/** Quizzes and their questions (administrators; the add-question screen posts questions here). */
export const registerQuizRoutes = (api: App, { guards }: BffContext, catalogue: CatalogueClient) => {
  const admin = { preHandler: guards.role('ADMIN') };

  api.post(
    '/course/:id/modules/:moduleId/quizzes',
    { ...admin, schema: { tags, params: ModuleParams, body: QuizBody, response: { 201: QuizReply } } },
    async (request, reply) => {
      const { id, moduleId } = request.params;
      return reply.status(201).send(await catalogue.createQuiz(id, moduleId, request.body, request));
    },
  );

  api.get(
    '/quizzes/:quizId',
    { ...admin, schema: { tags, params: QuizParams, response: { 200: QuizReply } } },
    (request) => catalogue.quiz(request.params.quizId, request),
  );

  api.put(
    '/quizzes/:quizId',
    { ...admin, schema: { tags, params: QuizParams, body: QuizUpdateBody, response: { 200: QuizReply } } },
    (request) => catalogue.updateQuiz(request.params.quizId, request.body, request),
  );

  api.delete(
    '/quizzes/:quizId',
    { ...admin, schema: { tags, params: QuizParams, response: { 200: MessageReply } } },
    (request) => catalogue.deleteQuiz(request.params.quizId, request),
  );

  api.post(
    '/quizzes/:quizId/questions',
    { ...admin, schema: { tags, params: QuizParams, body: QuestionBody, response: { 201: QuestionReply } } },
    async (request, reply) => {
      const added = await catalogue.addQuestion(request.params.quizId, request.body, request);
      return reply.status(201).send(added);
    },
  );

  api.put(
    '/quizzes/:quizId/questions/:questionId',
    {
      ...admin,
      schema: { tags, params: QuestionParams, body: QuestionBody, response: { 200: QuestionReply } },
    },
    (request) => {
      const { quizId, questionId } = request.params;
      return catalogue.updateQuestion(quizId, questionId, request.body, request);
    },
  );

  api.delete(
    '/quizzes/:quizId/questions/:questionId',
    { ...admin, schema: { tags, params: QuestionParams, response: { 200: MessageReply } } },
    (request) => {
      const { quizId, questionId } = request.params;
      return catalogue.deleteQuestion(quizId, questionId, request);
    },
  );
};
