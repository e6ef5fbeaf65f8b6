import type { Course } from '@academy/contracts';
import { formatMoney } from '../../shared/money.ts';

const OPENS = 'its documents, videos and quizzes and to earn its certificate';

/**
 * What the learning screen offers a learner who is not enrolled, in the words the course pages use: a free
 * course is enrolled in for free, a priced one is bought (or opened by an active All Access subscription).
 * Without the course's facts (not listed) the price is unknown, so the offer promises nothing about it.
 */
export function enrolOffer(course: Course | undefined, subscribed: boolean) {
  if (course && course.priceMinor === 0) {
    return {
      kind: 'enrol',
      button: 'Enrol for free',
      text: `This course is free: enrol to open ${OPENS}.`,
    } as const;
  }
  if (course && !subscribed) {
    const price = formatMoney(course.priceMinor, course.currency);
    return { kind: 'buy', text: `Buy this course (${price}) to open ${OPENS}.` } as const;
  }
  return {
    kind: 'enrol',
    button: 'Enroll now',
    text: course
      ? `Your All Access subscription includes this course: enroll to open ${OPENS}.`
      : `Enroll to open ${OPENS}.`,
  } as const;
}
