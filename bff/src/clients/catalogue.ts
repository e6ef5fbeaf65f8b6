import type { Readable } from 'node:stream';
import type {
  CourseDetails,
  CourseListReply,
  CourseReply,
  CourseUpdateBody,
  DocumentReply,
  LecturesMessageReply,
  LecturesReply,
  MessageReply,
  ModuleReply,
  ModulesReply,
  QuestionBody,
  QuestionReply,
  QuizBody,
  QuizReply,
  QuizUpdateBody,
  VideoReply,
} from '@academy/contracts';
import type { FastifyRequest } from 'fastify';
import { createServiceClient } from './http.ts';

type Fields = Record<string, string | number | boolean>;

const query = (fields: Fields) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) params.set(key, String(value));
  return params.toString();
};
const octet = (body: Readable) => ({ body, contentType: 'application/octet-stream' });

/** One function per call the BFF makes to the catalogue service. */
export const createCatalogueClient = (baseUrl: string) => {
  const { call, send } = createServiceClient('catalogue', baseUrl);
  const json = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, from: FastifyRequest, body?: unknown) =>
    call<T>({ method, path, from, ...(body === undefined ? {} : { json: body }) });
  const upload = <T>(method: 'POST' | 'PUT', path: string, file: Readable, from: FastifyRequest) =>
    call<T>({ method, path, stream: octet(file), from });

  return {
    /** The public list, asked anonymously: it is the same for everyone. */
    publishedCourses: (headers: Record<string, string> = {}) =>
      call<CourseListReply>({ path: '/courses', headers }),
    createCourse: (fields: Fields, thumbnail: Readable, from: FastifyRequest) =>
      upload<CourseReply>('POST', `/courses?${query(fields)}`, thumbnail, from),
    updateCourse: (id: number, body: CourseUpdateBody, from: FastifyRequest) =>
      json<CourseReply>('PUT', `/courses/${id}`, from, body),
    replaceThumbnail: (id: number, thumbnail: Readable, from: FastifyRequest) =>
      upload<CourseReply>('PUT', `/courses/${id}/thumbnail`, thumbnail, from),
    deleteCourse: (id: number, from: FastifyRequest) => json<MessageReply>('DELETE', `/courses/${id}`, from),

    lectures: (id: number, from: FastifyRequest) =>
      call<LecturesReply>({ path: `/courses/${id}/lectures`, from }),
    addLecture: (id: number, fields: Fields, file: Readable, from: FastifyRequest) =>
      upload<LecturesMessageReply>('POST', `/courses/${id}/lectures?${query(fields)}`, file, from),
    deleteLecture: (courseId: number, lectureId: number, from: FastifyRequest) =>
      json<LecturesMessageReply>('DELETE', `/courses/${courseId}/lectures/${lectureId}`, from),

    details: (courseId: number, from: FastifyRequest) =>
      call<CourseDetails>({ path: `/courses/${courseId}/details`, from }),

    modules: (id: number, from: FastifyRequest) =>
      call<ModulesReply>({ path: `/courses/${id}/modules`, from }),
    createModule: (id: number, title: string, from: FastifyRequest) =>
      json<ModuleReply>('POST', `/courses/${id}/modules`, from, { title }),
    renameModule: (id: number, moduleId: number, title: string, from: FastifyRequest) =>
      json<ModuleReply>('PUT', `/courses/${id}/modules/${moduleId}`, from, { title }),
    orderModules: (id: number, moduleIds: number[], from: FastifyRequest) =>
      json<ModulesReply>('PUT', `/courses/${id}/modules/order`, from, { moduleIds }),
    deleteModule: (id: number, moduleId: number, from: FastifyRequest) =>
      json<MessageReply>('DELETE', `/courses/${id}/modules/${moduleId}`, from),

    addDocument: (id: number, moduleId: number, title: string, file: Readable, from: FastifyRequest) =>
      upload<DocumentReply>(
        'POST',
        `/courses/${id}/modules/${moduleId}/documents?${query({ title })}`,
        file,
        from,
      ),
    addVideo: (id: number, moduleId: number, title: string, file: Readable, from: FastifyRequest) =>
      upload<VideoReply>('POST', `/courses/${id}/modules/${moduleId}/videos?${query({ title })}`, file, from),
    putCaptions: (id: number, videoId: number, file: Readable, from: FastifyRequest) =>
      upload<VideoReply>('PUT', `/courses/${id}/videos/${videoId}/captions`, file, from),
    deleteContent: (id: number, contentId: number, from: FastifyRequest) =>
      json<MessageReply>('DELETE', `/courses/${id}/content/${contentId}`, from),

    createQuiz: (id: number, moduleId: number, body: QuizBody, from: FastifyRequest) =>
      json<QuizReply>('POST', `/courses/${id}/modules/${moduleId}/quizzes`, from, body),
    quiz: (quizId: number, from: FastifyRequest) => call<QuizReply>({ path: `/quizzes/${quizId}`, from }),
    updateQuiz: (quizId: number, body: QuizUpdateBody, from: FastifyRequest) =>
      json<QuizReply>('PUT', `/quizzes/${quizId}`, from, body),
    deleteQuiz: (quizId: number, from: FastifyRequest) =>
      json<MessageReply>('DELETE', `/quizzes/${quizId}`, from),
    addQuestion: (quizId: number, body: QuestionBody, from: FastifyRequest) =>
      json<QuestionReply>('POST', `/quizzes/${quizId}/questions`, from, body),
    updateQuestion: (quizId: number, questionId: number, body: QuestionBody, from: FastifyRequest) =>
      json<QuestionReply>('PUT', `/quizzes/${quizId}/questions/${questionId}`, from, body),
    deleteQuestion: (quizId: number, questionId: number, from: FastifyRequest) =>
      json<MessageReply>('DELETE', `/quizzes/${quizId}/questions/${questionId}`, from),

    /** A stored file, streamed back with its status and headers (ranges and validators pass through). */
    media: (key: string, headers: Record<string, string>, from: FastifyRequest) =>
      send({ path: `/media/${key}`, headers, from }),
  };
};

export type CatalogueClient = ReturnType<typeof createCatalogueClient>;
