import type { Course } from '@academy/contracts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { formatMoney } from '../../shared/money.ts';
import '../../shared/i18n/en-screens/learning.ts';

/**
 * What the learning screen offers a learner who is not enrolled, in the words the course pages use: a free
 * course is enrolled in for free, a priced one is bought (or opened by an active All Access subscription).
 * Without the course's facts (not listed) the price is unknown, so the offer promises nothing about it.
 */
export function enrolOffer(course: Course | undefined, subscribed: boolean) {
  if (course && course.priceMinor === 0) {
    return {
      kind: 'enrol',
      button: i18n.t('learning.enrolForFree'),
      text: i18n.t('learning.offerFree'),
    } as const;
  }
  if (course && !subscribed) {
    const price = formatMoney(course.priceMinor, course.currency);
    return { kind: 'buy', text: i18n.t('learning.offerBuy', { price }) } as const;
  }
  return {
    kind: 'enrol',
    button: i18n.t('learning.enrollNow'),
    text: i18n.t(course ? 'learning.offerSubscribed' : 'learning.offerEnroll'),
  } as const;
}
