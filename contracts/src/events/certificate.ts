import { Type } from 'typebox';
import { defineEvent } from './envelope.ts';

export const certificateIssued = defineEvent(
  'certificate.certificate.issued.v1',
  Type.Object({
    certificateNumber: Type.String(),
    userId: Type.String({ format: 'uuid' }),
    courseId: Type.Integer(),
    issuedAt: Type.String({ format: 'date-time' }),
    expiresAt: Type.String({ format: 'date-time' }),
  }),
  {
    certificateNumber: 'ACD-2026-7Q4K9M2X',
    userId: '0b6f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4',
    courseId: 69,
    issuedAt: '2026-11-21T10:00:00.000Z',
    expiresAt: '2029-11-21T10:00:00.000Z',
  },
);

/**
 * A learner's standing towards a course's certificate changed: a required quiz was passed, or the
 * course now requires other quizzes. Published after the change is stored, so a reader asking the
 * certificate service on hearing it sees the new standing.
 */
export const eligibilityChanged = defineEvent(
  'certificate.eligibility.changed.v1',
  Type.Object({
    userId: Type.String({ format: 'uuid' }),
    courseId: Type.Integer(),
    isEligible: Type.Boolean(),
    completedQuizzes: Type.Integer({ minimum: 0 }),
    totalQuizzes: Type.Integer({ minimum: 0 }),
  }),
  {
    userId: '0b6f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4',
    courseId: 69,
    isEligible: true,
    completedQuizzes: 3,
    totalQuizzes: 3,
  },
);

/**
 * Not an event: a core NATS notice (outside the certificate stream, never replayed) that something a
 * learner's eligibility reply is read from changed (their passes, enrolment or certificate), published by
 * every certificate process once the change has committed. The payload is the learner's id, or '*' for
 * every learner (a course changed, or notices may have been missed).
 */
export const learnerChangedNotices = 'notices.certificate.learner-changed';
