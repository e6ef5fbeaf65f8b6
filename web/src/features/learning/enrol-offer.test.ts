import type { Course } from '@academy/contracts';
import { formatMoney } from '@academy/ui-kit';
import { describe, expect, it } from 'vitest';
import { enrolOffer } from './enrol-offer.ts';

/** Only the price decides the offer; the rest of the course's facts are not read. */
const course = (priceMinor: number) => ({ priceMinor, currency: 'INR' }) as Course;

describe('what the learning screen offers a learner who is not enrolled', () => {
  it('offers a free course for free, subscribed or not', () => {
    for (const subscribed of [false, true]) {
      expect(enrolOffer(course(0), subscribed)).toEqual({
        kind: 'enrol',
        button: 'Enrol for free',
        text: 'This course is free: enrol to open its documents, videos and quizzes and to earn its certificate.',
      });
    }
  });

  it('sells a priced course at its price to a learner without a subscription, with no enrol button', () => {
    const offer = enrolOffer(course(499_900), false);
    expect(offer).toEqual({
      kind: 'buy',
      text: `Buy this course (${formatMoney(499_900, 'INR')}) to open its documents, videos and quizzes and to earn its certificate.`,
    });
    expect(offer.text).toContain('4,999');
  });

  it('opens a priced course through an active subscription', () => {
    expect(enrolOffer(course(499_900), true)).toEqual({
      kind: 'enrol',
      button: 'Enroll now',
      text: 'Your All Access subscription includes this course: enroll to open its documents, videos and quizzes and to earn its certificate.',
    });
  });

  it('promises nothing about the price of a course whose facts are unknown', () => {
    const offer = enrolOffer(undefined, false);
    expect(offer).toMatchObject({ kind: 'enrol', button: 'Enroll now' });
    expect(offer.text).toBe('Enroll to open its documents, videos and quizzes and to earn its certificate.');
  });
});
