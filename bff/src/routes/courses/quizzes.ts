import * as http from '@academy/contracts/http';
import type { CatalogueClient } from '../../clients/catalogue.ts';
import type { RouteTable } from '../route-table.ts';

/** Quizzes and their questions (administrators; the add-question screen posts questions here). */
export const registerQuizRoutes = (admin: RouteTable, catalogue: CatalogueClient) => {
  admin.create(
    '/course/:id/modules/:moduleId/quizzes',
    { params: http.ModuleParams, body: http.QuizBody, reply: http.QuizReply },
    (request) => catalogue.createQuiz(request.params.id, request.params.moduleId, request.body, request),
  );
  admin.get('/quizzes/:quizId', { params: http.QuizParams, reply: http.QuizReply }, (request) =>
    catalogue.quiz(request.params.quizId, request),
  );
  admin.put(
    '/quizzes/:quizId',
    { params: http.QuizParams, body: http.QuizUpdateBody, reply: http.QuizReply },
    (request) => catalogue.updateQuiz(request.params.quizId, request.body, request),
  );
  admin.delete('/quizzes/:quizId', { params: http.QuizParams, reply: http.MessageReply }, (request) =>
    catalogue.deleteQuiz(request.params.quizId, request),
  );
  admin.create(
    '/quizzes/:quizId/questions',
    { params: http.QuizParams, body: http.QuestionBody, reply: http.QuestionReply },
    (request) => catalogue.addQuestion(request.params.quizId, request.body, request),
  );
  admin.put(
    '/quizzes/:quizId/questions/order',
    { params: http.QuizParams, body: http.QuestionOrderBody, reply: http.QuizReply },
    (request) => catalogue.orderQuestions(request.params.quizId, request.body.questionIds, request),
  );
  admin.put(
    '/quizzes/:quizId/questions/:questionId',
    { params: http.QuestionParams, body: http.QuestionBody, reply: http.QuestionReply },
    (request) => {
      const { quizId, questionId } = request.params;
      return catalogue.updateQuestion(quizId, questionId, request.body, request);
    },
  );
  admin.delete(
    '/quizzes/:quizId/questions/:questionId',
    { params: http.QuestionParams, reply: http.MessageReply },
    (request) => catalogue.deleteQuestion(request.params.quizId, request.params.questionId, request),
  );
};
