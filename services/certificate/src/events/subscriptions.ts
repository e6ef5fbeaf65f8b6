import { auth, catalogue, learning } from '@academy/contracts';
import type { connectPlatform } from '@academy/kit';
import { keepLearnerName } from './handlers/auth-user.ts';
import { forgetCourse, keepCourse } from './handlers/catalogue-course.ts';
import { recordQuizPassed } from './handlers/learning-quiz.ts';

type Consuming = Pick<Awaited<ReturnType<typeof connectPlatform>>, 'consume'>;

/** What certificates are decided and printed from: required quizzes, passed quizzes, names. */
export const registerSubscriptions = async (platform: Consuming) => {
  await platform.consume(catalogue.coursePublished, keepCourse);
  await platform.consume(catalogue.courseUpdated, keepCourse);
  await platform.consume(catalogue.courseDeleted, forgetCourse);
  await platform.consume(auth.userRegistered, keepLearnerName);
  await platform.consume(auth.userUpdated, keepLearnerName);
  await platform.consume(learning.quizPassed, recordQuizPassed);
};
