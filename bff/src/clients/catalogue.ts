import type { Readable } from 'node:stream';
import type * as http from '@academy/contracts/http';
import type { FastifyRequest } from 'fastify';
import { createServiceClient } from './http.ts';
import { queryString } from './query-string.ts';

/** The fields of a course or lecture upload, sent in the query beside the file. */
type Fields = Record<string, string | number | boolean>;

const octet = (body: Readable) => ({ body, contentType: 'application/octet-stream' });

/** One function per call the BFF makes to the catalogue service. */
export const createCatalogueClient = (baseUrl: string) => {
  const { call, get, json, relay, stream } = createServiceClient('catalogue', baseUrl);
  const upload = <T>(method: 'POST' | 'PUT', path: string, file: Readable, from: FastifyRequest) =>
    call<T>({ method, path, stream: octet(file), from });
  /** A titled document or video added to a module: the title in the query, the file as the body. */
  const addToModule = <T>(
    id: number,
    moduleId: number,
    kind: 'documents' | 'videos',
    title: string,
    file: Readable,
    from: FastifyRequest,
  ) => upload<T>('POST', `/courses/${id}/modules/${moduleId}/${kind}${queryString({ title })}`, file, from);

  return {
    /** The public list, asked anonymously: it is the same for everyone. */
    publishedCourses: (headers: Record<string, string> = {}) =>
      call<http.CourseListReply>({ path: '/courses', headers }),
    /** A search of the published list (anonymous: the same for everyone), its reply as the catalogue sent it. */
    searchCourses: (query: http.CourseSearchQuery) =>
      relay<http.CourseSearchReply>({ path: `/courses${queryString(query)}` }),
    /** A course's reviews; the caller's token, when there is one, adds their own review. */
    reviews: (courseId: number, query: http.ReviewsQuery, from: FastifyRequest) =>
      get<http.ReviewsReply>(`/courses/${courseId}/reviews${queryString(query)}`, from),
    createReview: (courseId: number, body: http.ReviewWriteBody, from: FastifyRequest) =>
      json<http.ReviewReply>('POST', `/courses/${courseId}/reviews`, from, body),
    editReview: (courseId: number, body: http.ReviewWriteBody, from: FastifyRequest) =>
      json<http.ReviewReply>('PUT', `/courses/${courseId}/reviews/mine`, from, body),
    setReviewHidden: (reviewId: number, body: http.ReviewHiddenBody, from: FastifyRequest) =>
      json<http.ReviewReply>('PUT', `/reviews/${reviewId}/hidden`, from, body),
    /** Drafts and published courses, for administrators. */
    allCourses: (from: FastifyRequest) => get<http.CourseListReply>('/courses?includeUnpublished=true', from),
    setPublished: (id: number, body: http.CoursePublishedBody, from: FastifyRequest) =>
      json<http.CourseReply>('PUT', `/courses/${id}/published`, from, body),
    createCourse: (fields: Fields, thumbnail: Readable, from: FastifyRequest) =>
      upload<http.CourseReply>('POST', `/courses${queryString(fields)}`, thumbnail, from),
    updateCourse: (id: number, body: http.CourseUpdateBody, from: FastifyRequest) =>
      json<http.CourseReply>('PUT', `/courses/${id}`, from, body),
    replaceThumbnail: (id: number, thumbnail: Readable, from: FastifyRequest) =>
      upload<http.CourseReply>('PUT', `/courses/${id}/thumbnail`, thumbnail, from),
    deleteCourse: (id: number, from: FastifyRequest) =>
      json<http.MessageReply>('DELETE', `/courses/${id}`, from),

    lectures: (id: number, from: FastifyRequest) => get<http.LecturesReply>(`/courses/${id}/lectures`, from),
    addLecture: (id: number, fields: Fields, file: Readable, from: FastifyRequest) =>
      upload<http.LecturesMessageReply>('POST', `/courses/${id}/lectures${queryString(fields)}`, file, from),
    deleteLecture: (courseId: number, lectureId: number, from: FastifyRequest) =>
      json<http.LecturesMessageReply>('DELETE', `/courses/${courseId}/lectures/${lectureId}`, from),

    /** As the caller may see them; `fresh`: read from the catalogue's database, not its memory. */
    details: (courseId: number, from: FastifyRequest, fresh = false) =>
      relay<http.CourseDetails>({
        path: `/courses/${courseId}/details`,
        from,
        headers: fresh ? { 'cache-control': 'no-cache' } : {},
      }),

    modules: (id: number, from: FastifyRequest) => get<http.ModulesReply>(`/courses/${id}/modules`, from),
    createModule: (id: number, title: string, from: FastifyRequest) =>
      json<http.ModuleReply>('POST', `/courses/${id}/modules`, from, { title }),
    renameModule: (id: number, moduleId: number, title: string, from: FastifyRequest) =>
      json<http.ModuleReply>('PUT', `/courses/${id}/modules/${moduleId}`, from, { title }),
    orderModules: (id: number, moduleIds: number[], from: FastifyRequest) =>
      json<http.ModulesReply>('PUT', `/courses/${id}/modules/order`, from, { moduleIds }),
    deleteModule: (id: number, moduleId: number, from: FastifyRequest) =>
      json<http.MessageReply>('DELETE', `/courses/${id}/modules/${moduleId}`, from),

    addDocument: (id: number, moduleId: number, title: string, file: Readable, from: FastifyRequest) =>
      addToModule<http.DocumentReply>(id, moduleId, 'documents', title, file, from),
    addVideo: (id: number, moduleId: number, title: string, file: Readable, from: FastifyRequest) =>
      addToModule<http.VideoReply>(id, moduleId, 'videos', title, file, from),
    putCaptions: (id: number, videoId: number, file: Readable, from: FastifyRequest) =>
      upload<http.VideoReply>('PUT', `/courses/${id}/videos/${videoId}/captions`, file, from),
    deleteContent: (id: number, contentId: number, from: FastifyRequest) =>
      json<http.MessageReply>('DELETE', `/courses/${id}/content/${contentId}`, from),
    /** Where each video's transcode into HLS renditions stands (read fresh: it moves while ffmpeg runs). */
    transcodes: (id: number, from: FastifyRequest) =>
      get<http.TranscodesReply>(`/courses/${id}/transcodes`, from),

    createQuiz: (id: number, moduleId: number, body: http.QuizBody, from: FastifyRequest) =>
      json<http.QuizReply>('POST', `/courses/${id}/modules/${moduleId}/quizzes`, from, body),
    quiz: (quizId: number, from: FastifyRequest) => get<http.QuizReply>(`/quizzes/${quizId}`, from),
    updateQuiz: (quizId: number, body: http.QuizUpdateBody, from: FastifyRequest) =>
      json<http.QuizReply>('PUT', `/quizzes/${quizId}`, from, body),
    deleteQuiz: (quizId: number, from: FastifyRequest) =>
      json<http.MessageReply>('DELETE', `/quizzes/${quizId}`, from),
    addQuestion: (quizId: number, body: http.QuestionBody, from: FastifyRequest) =>
      json<http.QuestionReply>('POST', `/quizzes/${quizId}/questions`, from, body),
    updateQuestion: (quizId: number, questionId: number, body: http.QuestionBody, from: FastifyRequest) =>
      json<http.QuestionReply>('PUT', `/quizzes/${quizId}/questions/${questionId}`, from, body),
    orderQuestions: (quizId: number, questionIds: number[], from: FastifyRequest) =>
      json<http.QuizReply>('PUT', `/quizzes/${quizId}/questions/order`, from, { questionIds }),
    deleteQuestion: (quizId: number, questionId: number, from: FastifyRequest) =>
      json<http.MessageReply>('DELETE', `/quizzes/${quizId}/questions/${questionId}`, from),

    /** A stored file, streamed back with its status and headers (ranges and validators pass through). */
    media: (key: string, headers: Record<string, string>, from: FastifyRequest) =>
      stream({ path: `/media/${key}`, headers, from }),
  };
};

export type CatalogueClient = ReturnType<typeof createCatalogueClient>;
