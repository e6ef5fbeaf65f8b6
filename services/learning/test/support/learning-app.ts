import { catalogue } from '@academy/contracts';
import { eventually, type generateSigningKeys, startServiceUnderTest } from '@academy/kit/testing';
import { buildApp } from '../../src/app.ts';
import { ConfigSchema } from '../../src/config.ts';

/**
 * A learning service on a fresh database and subject prefix, with tokens for any user. Pass another
 * service's prefix and keys to run it beside that service.
 */
export const startLearning = async (
  label: string,
  shared: { prefix?: string; keys?: ReturnType<typeof generateSigningKeys> } = {},
) => {
  const service = await startServiceUnderTest({ label, configSchema: ConfigSchema, buildApp, shared });
  const { query, publisher } = service;

  /** Publishes a course and its quizzes from the catalogue and waits until learning holds them. */
  const seedCourse = async (course: {
    courseId: number;
    title: string;
    courseCode?: string | null;
    /** Minor units; 0 (free) unless given. */
    priceMinor?: number;
    quizzes: {
      quizId: number;
      title?: string;
      maxAttempts?: number;
      passingScore?: number;
      answers: number[];
    }[];
  }) => {
    for (const quiz of course.quizzes) {
      await publisher.publish(catalogue.quizUpdated, {
        quizId: quiz.quizId,
        courseId: course.courseId,
        moduleId: 1,
        title: quiz.title ?? `Quiz ${quiz.quizId}`,
        passingScore: quiz.passingScore ?? 80,
        maxAttempts: quiz.maxAttempts ?? 3,
        deleted: false,
        questions: quiz.answers.map((correct, i) => ({
          questionId: quiz.quizId * 100 + i,
          optionIds: [correct, correct + 1, correct + 2],
          correctOptionId: correct,
        })),
      });
    }
    await publisher.publish(catalogue.coursePublished, {
      courseId: course.courseId,
      title: course.title,
      courseCode: course.courseCode ?? null,
      category: 'Forensics',
      priceMinor: course.priceMinor ?? 0,
      currency: 'INR',
      thumbnailUrl: null,
      published: true,
      quizIds: course.quizzes.map((q) => q.quizId),
    });
    const quizIds = course.quizzes.map((q) => q.quizId);
    await eventually(async () => {
      const [found] = await query('SELECT id FROM courses WHERE id = $1', [course.courseId]);
      const quizzes = await query('SELECT id FROM quizzes WHERE id = ANY($1)', [quizIds]);
      if (!found || quizzes.length !== quizIds.length) throw new Error('course not received yet');
    });
  };

  /** Answers for a quiz seeded above: `correct` of them right, the rest wrong. */
  const answersFor = (quizId: number, key: number[], correct = key.length) =>
    key.map((option, i) => ({
      questionId: quizId * 100 + i,
      selectedOptionId: i < correct ? option : option + 1,
    }));

  return {
    ...service,
    seedCourse,
    answersFor,
  };
};

export { eventually } from '@academy/kit/testing';
