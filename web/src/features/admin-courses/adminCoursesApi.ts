import type {
  Course,
  CourseListReply,
  CourseReply,
  CourseUpdateBody,
  Lecture,
  LecturesReply,
  MessageReply,
  ModulesReply,
  QuestionBody,
  QuestionReply,
  QuizBody,
  QuizReply,
  QuizUpdateBody,
  TranscodeStatus,
  TranscodesReply,
} from '@academy/contracts';
import { catalogueApi } from '../courses/coursesApi.ts';
import type { CourseCreateForm } from './course-form.ts';

/**
 * A multipart body with the text fields before the file: the BFF streams the file on and must have read
 * the fields by then.
 */
function multipart(fields: Record<string, string | number | undefined>, fileField: string, file: File) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) body.append(name, String(value));
  body.append(fileField, file);
  return body;
}

type CourseRef = { courseId: number };
type ModuleRef = CourseRef & { moduleId: number };

const details = ({ courseId }: CourseRef) => [{ type: 'CourseDetails' as const, id: courseId }];
/** A course's content and its videos' transcodes: adding or removing a video changes both. */
const detailsAndTranscodes = (ref: CourseRef) => [
  ...details(ref),
  { type: 'Transcodes' as const, id: ref.courseId },
];

export const adminCoursesApi = catalogueApi
  .enhanceEndpoints({ addTagTypes: ['Lecture', 'AdminQuiz', 'Transcodes'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Drafts and published courses, with what each holds (its counts follow every content change). */
      adminCourses: build.query<Course[], void>({
        query: () => 'admin/courses',
        transformResponse: (reply: CourseListReply) => reply.courses,
        providesTags: (courses = []) => [
          { type: 'Course', id: 'LIST' },
          ...courses.flatMap(({ id }) => [
            { type: 'Course' as const, id },
            { type: 'CourseDetails' as const, id },
          ]),
        ],
      }),
      setPublished: build.mutation<CourseReply, { id: number; published: boolean }>({
        query: ({ id, published }) => ({
          url: `admin/courses/${id}/published`,
          method: 'PUT',
          body: { published },
        }),
        invalidatesTags: (_reply, error, { id }) =>
          error
            ? []
            : [
                { type: 'Course', id },
                { type: 'Course', id: 'LIST' },
              ],
      }),
      createCourse: build.mutation<CourseReply, { fields: CourseCreateForm; thumbnail: File }>({
        query: ({ fields, thumbnail }) => ({
          url: 'course',
          method: 'POST',
          // A new course is a draft: it is published once it has content.
          body: multipart({ ...fields, published: 'false' }, 'thumbnail', thumbnail),
        }),
        invalidatesTags: [{ type: 'Course', id: 'LIST' }],
      }),
      updateCourse: build.mutation<CourseReply, { id: number; body: CourseUpdateBody }>({
        query: ({ id, body }) => ({ url: `course/${id}`, method: 'PUT', body }),
        invalidatesTags: (_reply, _error, { id }) => [
          { type: 'Course', id },
          { type: 'Course', id: 'LIST' },
        ],
      }),
      replaceThumbnail: build.mutation<CourseReply, { id: number; thumbnail: File }>({
        query: ({ id, thumbnail }) => ({
          url: `course/${id}/thumbnail`,
          method: 'PUT',
          body: multipart({}, 'thumbnail', thumbnail),
        }),
        invalidatesTags: (_reply, _error, { id }) => [{ type: 'Course', id }],
      }),
      deleteCourse: build.mutation<MessageReply, number>({
        query: (id) => ({ url: `course/${id}`, method: 'DELETE' }),
        invalidatesTags: [{ type: 'Course', id: 'LIST' }],
      }),

      lectures: build.query<Lecture[], number>({
        query: (courseId) => `course/${courseId}`,
        transformResponse: (reply: LecturesReply) => reply.lectures,
        providesTags: (_lectures, _error, courseId) => [{ type: 'Lecture', id: courseId }],
      }),
      addLecture: build.mutation<
        LecturesReply,
        CourseRef & { title: string; description: string; file: File }
      >({
        query: ({ courseId, title, description, file }) => ({
          url: `course/${courseId}`,
          method: 'POST',
          body: multipart({ title, description }, 'lecture', file),
        }),
        invalidatesTags: (_reply, _error, { courseId }) => [{ type: 'Lecture', id: courseId }],
      }),
      deleteLecture: build.mutation<LecturesReply, CourseRef & { lectureId: number }>({
        query: ({ courseId, lectureId }) => ({
          url: `course/${courseId}/lectures/${lectureId}`,
          method: 'DELETE',
        }),
        invalidatesTags: (_reply, _error, { courseId }) => [{ type: 'Lecture', id: courseId }],
      }),

      createModule: build.mutation<unknown, CourseRef & { title: string }>({
        query: ({ courseId, title }) => ({
          url: `course/${courseId}/modules`,
          method: 'POST',
          body: { title },
        }),
        invalidatesTags: (_reply, _error, ref) => details(ref),
      }),
      renameModule: build.mutation<unknown, ModuleRef & { title: string }>({
        query: ({ courseId, moduleId, title }) => ({
          url: `course/${courseId}/modules/${moduleId}`,
          method: 'PUT',
          body: { title },
        }),
        invalidatesTags: (_reply, _error, ref) => details(ref),
      }),
      orderModules: build.mutation<ModulesReply, CourseRef & { moduleIds: number[] }>({
        query: ({ courseId, moduleIds }) => ({
          url: `course/${courseId}/modules/order`,
          method: 'PUT',
          body: { moduleIds },
        }),
        invalidatesTags: (_reply, _error, ref) => details(ref),
      }),
      deleteModule: build.mutation<MessageReply, ModuleRef>({
        query: ({ courseId, moduleId }) => ({
          url: `course/${courseId}/modules/${moduleId}`,
          method: 'DELETE',
        }),
        invalidatesTags: (_reply, _error, ref) => details(ref),
      }),

      addDocument: build.mutation<unknown, ModuleRef & { title: string; file: File }>({
        query: ({ courseId, moduleId, title, file }) => ({
          url: `course/${courseId}/modules/${moduleId}/documents`,
          method: 'POST',
          body: multipart({ title }, 'document', file),
        }),
        invalidatesTags: (_reply, _error, ref) => details(ref),
      }),
      addVideo: build.mutation<{ video: { id: number } }, ModuleRef & { title: string; file: File }>({
        query: ({ courseId, moduleId, title, file }) => ({
          url: `course/${courseId}/modules/${moduleId}/videos`,
          method: 'POST',
          body: multipart({ title }, 'video', file),
        }),
        invalidatesTags: (_reply, _error, ref) => detailsAndTranscodes(ref),
      }),
      /** Where each video's conversion for streaming (HLS renditions) stands. */
      videoTranscodes: build.query<TranscodeStatus[], number>({
        query: (courseId) => `course/${courseId}/transcodes`,
        transformResponse: (reply: TranscodesReply) => reply.transcodes,
        providesTags: (_transcodes, _error, courseId) => [{ type: 'Transcodes', id: courseId }],
      }),
      putCaptions: build.mutation<unknown, CourseRef & { contentId: number; file: File }>({
        query: ({ courseId, contentId, file }) => ({
          url: `course/${courseId}/videos/${contentId}/captions`,
          method: 'PUT',
          body: multipart({}, 'captions', file),
        }),
        invalidatesTags: (_reply, _error, ref) => details(ref),
      }),
      deleteContent: build.mutation<MessageReply, CourseRef & { contentId: number }>({
        query: ({ courseId, contentId }) => ({
          url: `course/${courseId}/content/${contentId}`,
          method: 'DELETE',
        }),
        invalidatesTags: (_reply, _error, ref) => detailsAndTranscodes(ref),
      }),

      createQuiz: build.mutation<QuizReply, ModuleRef & { body: QuizBody }>({
        query: ({ courseId, moduleId, body }) => ({
          url: `course/${courseId}/modules/${moduleId}/quizzes`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_reply, _error, ref) => details(ref),
      }),
      quiz: build.query<QuizReply, number>({
        query: (quizId) => `quizzes/${quizId}`,
        providesTags: (_reply, _error, quizId) => [{ type: 'AdminQuiz', id: quizId }],
      }),
      updateQuiz: build.mutation<QuizReply, { quizId: number; courseId: number; body: QuizUpdateBody }>({
        query: ({ quizId, body }) => ({ url: `quizzes/${quizId}`, method: 'PUT', body }),
        invalidatesTags: (_reply, _error, { quizId, courseId }) => [
          { type: 'AdminQuiz', id: quizId },
          { type: 'CourseDetails', id: courseId },
        ],
      }),
      addQuestion: build.mutation<QuestionReply, { quizId: number; courseId: number; body: QuestionBody }>({
        query: ({ quizId, body }) => ({ url: `quizzes/${quizId}/questions`, method: 'POST', body }),
        invalidatesTags: (_reply, _error, { quizId, courseId }) => [
          { type: 'AdminQuiz', id: quizId },
          { type: 'CourseDetails', id: courseId },
        ],
      }),
      updateQuestion: build.mutation<
        QuestionReply,
        { quizId: number; courseId: number; questionId: number; body: QuestionBody }
      >({
        query: ({ quizId, questionId, body }) => ({
          url: `quizzes/${quizId}/questions/${questionId}`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: (_reply, _error, { quizId, courseId }) => [
          { type: 'AdminQuiz', id: quizId },
          { type: 'CourseDetails', id: courseId },
        ],
      }),
      orderQuestions: build.mutation<QuizReply, { quizId: number; courseId: number; questionIds: number[] }>({
        query: ({ quizId, questionIds }) => ({
          url: `quizzes/${quizId}/questions/order`,
          method: 'PUT',
          body: { questionIds },
        }),
        invalidatesTags: (_reply, _error, { quizId, courseId }) => [
          { type: 'AdminQuiz', id: quizId },
          { type: 'CourseDetails', id: courseId },
        ],
      }),
      deleteQuestion: build.mutation<MessageReply, { quizId: number; courseId: number; questionId: number }>({
        query: ({ quizId, questionId }) => ({
          url: `quizzes/${quizId}/questions/${questionId}`,
          method: 'DELETE',
        }),
        invalidatesTags: (_reply, _error, { quizId, courseId }) => [
          { type: 'AdminQuiz', id: quizId },
          { type: 'CourseDetails', id: courseId },
        ],
      }),
    }),
  });

export const {
  useAdminCoursesQuery,
  useVideoTranscodesQuery,
  useSetPublishedMutation,
  useCreateCourseMutation,
  useUpdateCourseMutation,
  useReplaceThumbnailMutation,
  useDeleteCourseMutation,
  useLecturesQuery,
  useAddLectureMutation,
  useDeleteLectureMutation,
  useCreateModuleMutation,
  useRenameModuleMutation,
  useOrderModulesMutation,
  useDeleteModuleMutation,
  useAddDocumentMutation,
  useAddVideoMutation,
  usePutCaptionsMutation,
  useDeleteContentMutation,
  useCreateQuizMutation,
  useQuizQuery,
  useUpdateQuizMutation,
  useAddQuestionMutation,
  useDeleteQuestionMutation,
  useUpdateQuestionMutation,
  useOrderQuestionsMutation,
} = adminCoursesApi;
