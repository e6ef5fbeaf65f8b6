import type { Course } from '@academy/contracts';
import { Button, Spinner } from '@academy/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { useSubscriptionQuery } from '../subscription/subscriptionApi.ts';
import { AddToCartAction } from './AddToCartAction.tsx';
import { useEnrolment } from './useEnrolment.ts';
import '../../shared/i18n/en-screens/courses.ts';

/**
 * The course's main action: log in, 'Enroll now', then 'Start learning' right after enrolling, or
 * 'Go to course' for a course the learner was already enrolled in. A priced `course` is added to the cart
 * instead of enrolled in, unless the learner's All Access subscription is active (it opens every course).
 */
export function EnrolAction({
  courseId,
  course,
  fullWidth = false,
}: {
  courseId: number;
  course?: Course;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const { isLoggedIn, isChecking, isEnrolled, isEnrolling, enrol } = useEnrolment(courseId);
  const [justEnrolled, setJustEnrolled] = useState(false);
  const priced = course !== undefined && course.priceMinor > 0;
  // Without the course's facts the price is unknown, so the button promises nothing about it.
  const free = course !== undefined && course.priceMinor === 0;
  const subscription = useSubscriptionQuery(undefined, { skip: !isLoggedIn || !priced });
  const subscribed = subscription.data?.subscription?.active ?? false;

  if (!isLoggedIn) {
    return (
      <ButtonLink to={paths.login} state={{ from: location }} fullWidth={fullWidth}>
        {t('courses.logInToEnroll')}
      </ButtonLink>
    );
  }
  if (isChecking || (priced && subscription.isLoading))
    return <Spinner size="sm" label={t('courses.checkingYourEnrolment')} />;
  if (isEnrolled || justEnrolled) {
    return (
      <ButtonLink
        to={paths.learning(courseId)}
        variant={justEnrolled ? 'success' : 'primary'}
        fullWidth={fullWidth}
      >
        {justEnrolled ? t('courses.startLearning') : t('courses.goToCourse')}
      </ButtonLink>
    );
  }
  if (course && priced && !subscribed) return <AddToCartAction course={course} fullWidth={fullWidth} />;
  return (
    <Button
      fullWidth={fullWidth}
      busy={isEnrolling}
      busyText={t('courses.enrolling')}
      onClick={async () => setJustEnrolled(await enrol())}
    >
      {free ? t('courses.enrolForFree') : t('courses.enrollNow')}
    </Button>
  );
}
