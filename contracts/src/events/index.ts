import * as auth from './auth.ts';
import * as catalogue from './catalogue.ts';
import * as certificate from './certificate.ts';
import * as learning from './learning.ts';

export * from './envelope.ts';
export { auth, catalogue, certificate, learning };

/** Every event of the system, by subject. */
export const eventCatalogue = [
  auth.userRegistered,
  auth.userUpdated,
  catalogue.coursePublished,
  catalogue.courseUpdated,
  catalogue.courseDeleted,
  catalogue.quizUpdated,
  learning.enrolmentCreated,
  learning.contentCompleted,
  learning.quizPassed,
  learning.quizFailed,
  certificate.certificateIssued,
] as const;

type Catalogue = (typeof eventCatalogue)[number];
export type EventSubject = Catalogue['subject'];

/** One JetStream stream per context: the first segment of the subject. */
export const contexts = ['auth', 'catalogue', 'cart', 'orders', 'learning', 'certificate'] as const;
export type Context = (typeof contexts)[number];
export const contextOf = (subject: string): string => subject.split('.')[0] ?? subject;
