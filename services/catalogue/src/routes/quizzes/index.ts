import {
  MessageReply,
  ModuleParams,
  QuestionBody,
  QuestionOrderBody,
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
import { orderQuestions } from '../../commands/order-questions.ts';
import { updateQuestion } from '../../commands/update-question.ts';
import { updateQuiz } from '../../commands/update-quiz.ts';
import type { CatalogueContext } from '../../context.ts';
import { assertOneCorrectOption } from '../../domain/quiz.ts';
import { adminQuiz } from '../../queries/quizzes.ts';
import { adminRoutes } from '../admin.ts';

/** Quizzes and their questions; every change republishes the quiz with its answer key. */
export const registerQuizRoutes = (app: App, context: CatalogueContext) => {
  const { db } = context;
  const { admin, announced } = adminRoutes(context);
  const quizReply = { params: QuizParams, response: { 200: QuizReply } };
  const questionReply = { params: QuestionParams, body: QuestionBody, response: { 200: QuestionReply } };

  app.post(
    '/courses/:id/modules/:moduleId/quizzes',
    admin({ params: ModuleParams, body: QuizBody, response: { 201: QuizReply } }),
    async (request, reply) => {
      const { id: courseId, moduleId } = request.params;
      const body = request.body;
      for (const [index, question] of (body.questions ?? []).entries()) {
        assertOneCorrectOption(question.options, `questions.${index}.options`);
      }
      const quiz = await announced(createQuiz(context, { courseId, moduleId, quiz: body }, request.id));
      return reply.status(201).send({ quiz, message: 'Quiz created successfully' });
    },
  );

  app.get('/quizzes/:quizId', admin(quizReply), async (request) => ({
    quiz: await adminQuiz(db, request.params.quizId),
    message: 'Quiz found',
  }));

  app.put('/quizzes/:quizId', admin({ ...quizReply, body: QuizUpdateBody }), async (request) => {
    const input = { quizId: request.params.quizId, changes: request.body };
    return { quiz: await announced(updateQuiz(db, input, request.id)), message: 'Quiz updated successfully' };
  });

  app.delete(
    '/quizzes/:quizId',
    admin({ params: QuizParams, response: { 200: MessageReply } }),
    async (request) => {
      await announced(deleteQuiz(context, request.params.quizId, request.id));
      return { message: 'Quiz deleted successfully' };
    },
  );

  app.post(
    '/quizzes/:quizId/questions',
    admin({ params: QuizParams, body: QuestionBody, response: { 201: QuestionReply } }),
    async (request, reply) => {
      const input = { quizId: request.params.quizId, question: request.body };
      const question = await announced(addQuestion(db, input, request.id));
      return reply.status(201).send({ question, message: 'Question added successfully' });
    },
  );

  app.put(
    '/quizzes/:quizId/questions/order',
    admin({ params: QuizParams, body: QuestionOrderBody, response: { 200: QuizReply } }),
    async (request) => {
      const input = { quizId: request.params.quizId, questionIds: request.body.questionIds };
      const quiz = await announced(orderQuestions(db, input, request.id));
      return { quiz, message: 'Questions reordered successfully' };
    },
  );

  app.put('/quizzes/:quizId/questions/:questionId', admin(questionReply), async (request) => {
    const input = { ...request.params, question: request.body };
    const question = await announced(updateQuestion(db, input, request.id));
    return { question, message: 'Question updated successfully' };
  });

  app.delete(
    '/quizzes/:quizId/questions/:questionId',
    admin({ params: QuestionParams, response: { 200: MessageReply } }),
    async (request) => {
      await announced(deleteQuestion(db, request.params, request.id));
      return { message: 'Question deleted successfully' };
    },
  );
};
