import { BookIcon, Button, EmptyState, Spinner } from '@academy/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { learningApiBase } from '../../api/learning-api-base.ts';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { AddToCartAction } from '../courses/AddToCartAction.tsx';
import { useEnrolMutation } from '../courses/coursesApi.ts';
import { useCourse } from '../courses/useCourse.ts';
import { useSubscriptionQuery } from '../subscription/subscriptionApi.ts';
import { enrolOffer } from './enrol-offer.ts';
import '../../shared/i18n/en-screens/learning.ts';

/** Access follows the enrolment within moments (an event); ask again a few times before giving up. */
const ACCESS_CHECKS = 10;
const ACCESS_CHECK_DELAY_MS = 500;

interface Props {
  courseId: number;
  /** Asks for the course again; resolves true once it opens. */
  reload: () => Promise<boolean>;
}

/**
 * Shown when the course answers 'not enrolled': one click enrols and opens a free course (or any course an
 * active All Access subscription opens); a priced one is added to the cart, as on its course page.
 */
export function EnrolPrompt({ courseId, reload }: Props) {
  const { t } = useTranslation();
  const userId = useAppSelector(({ auth }) => auth.user?.id);
  const { course, isLoading } = useCourse(courseId);
  const priced = course !== undefined && course.priceMinor > 0;
  const subscription = useSubscriptionQuery(undefined, { skip: !priced });
  const offer = enrolOffer(course, subscription.data?.subscription?.active ?? false);
  const dispatch = useAppDispatch();
  const [enrol] = useEnrolMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onEnrol = async () => {
    if (!userId) return setError('User data not found');
    setBusy(true);
    setError(null);
    try {
      await enrol({ user_id: userId, courseId }).unwrap();
      dispatch(learningApiBase.util.invalidateTags(['StudentProgress']));
      for (let check = 0; check < ACCESS_CHECKS; check += 1) {
        if (await reload()) return;
        await new Promise((resolve) => setTimeout(resolve, ACCESS_CHECK_DELAY_MS));
      }
      setError('Enrolled, but the course is not open yet. Please reload the page in a moment.');
    } catch (failure) {
      setError(errorMessage(failure, 'Enrollment failed'));
    } finally {
      setBusy(false);
    }
  };

  if (isLoading || (priced && subscription.isLoading))
    return <Spinner label={t('learning.checkingTheCourse')} />;
  return (
    <EmptyState
      icon={<BookIcon />}
      title={t('learning.youAreNotEnrolledIn')}
      description={error ?? offer.text}
      action={
        offer.kind === 'buy' && course ? (
          <AddToCartAction course={course} />
        ) : (
          <Button onClick={onEnrol} busy={busy} busyText={t('learning.enrolling')}>
            {offer.button}
          </Button>
        )
      }
    />
  );
}
