import { catalogue, certificate } from '@academy/contracts';
import type { connectPlatform } from '@academy/kit';
import { forgetCourse, keepCourse } from './handlers/catalogue-course.ts';
import { keepQuiz } from './handlers/catalogue-quiz-updated.ts';
import { recordCertificateIssued } from './handlers/certificate-issued.ts';

type Consuming = Pick<Awaited<ReturnType<typeof connectPlatform>>, 'consume'>;

/** The state learning keeps from other contexts: courses and quiz answer keys, issued certificates. */
export const registerSubscriptions = async (platform: Consuming) => {
  await platform.consume(catalogue.coursePublished, keepCourse);
  await platform.consume(catalogue.courseUpdated, keepCourse);
  await platform.consume(catalogue.courseDeleted, forgetCourse);
  await platform.consume(catalogue.quizUpdated, keepQuiz);
  await platform.consume(certificate.certificateIssued, recordCertificateIssued);
};
