import type { Executor } from '@academy/kit';
import { and, eq, isNull } from 'drizzle-orm';
import { enqueueQuizState } from '../commands/quiz-events.ts';
import { insertQuestion } from '../commands/quiz-writes.ts';
import { contentItems, questions } from '../db/schema.ts';
import { EXAM_COURSE_ID } from './demo-courses.ts';
import { certificationExamQuestions } from './demo-exam-questions.ts';
import { type DemoModule, questionBody } from './demo-modules.ts';

const EXAM_TITLE = 'Email Forensic Analyst certification exam';
/** The spec's certification exam: 3 hours, 20 questions, 80 % to pass, 3 attempts. */
export const EXAM_TIME_LIMIT_MINUTES = 180;

/**
 * The featured course's certification exam: its only quiz, so it is the quiz exam vouchers (course 51)
 * add attempts to. Three attempts are included (spec §9); the pass mark is the default 80%; it runs
 * for three hours once started.
 */
export const certificationExamModule: DemoModule = {
  title: 'Certification Exam',
  document: {
    title: 'How the certification exam works',
    paragraphs: [
      'The Email Forensic Analyst certification exam checks that you can examine mailboxes, read message headers and report findings that hold up in review.',
      'Three attempts are included with the course. An exam voucher adds one more attempt after the three are used.',
      'A score of 80% or more passes the exam and unlocks the certificate, valid for three years.',
    ],
  },
  video: { title: 'Preparing for the certification exam' },
  quiz: {
    title: EXAM_TITLE,
    questions: certificationExamQuestions,
    timeLimitMinutes: EXAM_TIME_LIMIT_MINUTES,
  },
};

/**
 * Brings an exam seeded before it was timed (five questions, no limit) to twenty questions and three hours,
 * once: only while it has no limit and holds nothing but seed questions, so an administrator's own
 * questions or a limit they removed later are left alone. Resolves to whether it changed the exam.
 */
export const upgradeDemoExam = async (tx: Executor): Promise<boolean> => {
  const isExam = and(
    eq(contentItems.courseId, EXAM_COURSE_ID),
    eq(contentItems.kind, 'quiz'),
    eq(contentItems.title, EXAM_TITLE),
    isNull(contentItems.timeLimitMinutes),
  );
  const [exam] = await tx.select({ id: contentItems.id }).from(contentItems).where(isExam);
  if (!exam) return false;
  const present = await tx
    .select({ text: questions.text })
    .from(questions)
    .where(eq(questions.quizId, exam.id));
  const seedTexts = new Set(certificationExamQuestions.map((question) => question.text));
  if (present.length >= certificationExamQuestions.length) return false;
  if (!present.every((question) => seedTexts.has(question.text))) return false;
  const have = new Set(present.map((question) => question.text));
  for (const question of certificationExamQuestions) {
    if (!have.has(question.text)) await insertQuestion(tx, exam.id, questionBody(question));
  }
  await tx
    .update(contentItems)
    .set({ timeLimitMinutes: EXAM_TIME_LIMIT_MINUTES })
    .where(eq(contentItems.id, exam.id));
  await enqueueQuizState(tx, exam.id);
  return true;
};
