import { REVIEW_TEXT_MAX, type Review } from '@academy/contracts';
import { Button, Group, Stack, TextArea } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { notify } from '../../shared/notify.tsx';
import { type ReviewFormErrors, reviewBodyOf } from './review-form.ts';
import { useSaveReviewMutation } from './reviewsApi.ts';
import { StarInput } from './StarInput.tsx';
import '../../shared/i18n/en-screens/reviews.ts';

export interface ReviewFormProps {
  courseId: number;
  /** The learner's review, when they wrote one: the form edits it. */
  mine: Review | null;
  onDone?: () => void;
}

/** An enrolled learner's rating and review: written once, then edited. */
export function ReviewForm({ courseId, mine, onDone }: ReviewFormProps) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [text, setText] = useState(mine?.text ?? '');
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const [save, { isLoading }] = useSaveReviewMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = reviewBodyOf({ rating, text });
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    try {
      const reply = await save({ courseId, body: result.body, editing: mine !== null }).unwrap();
      notify('success', reply.message, 'Other learners see it on this page.');
      onDone?.();
    } catch (failure) {
      notify('error', errorMessage(failure, 'Failed to save your review'), 'Please try again');
    }
  };
  return (
    <Stack
      gap="4"
      as="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('reviews.yourReview')}
    >
      <StarInput value={rating} onChange={setRating} error={errors.rating} />
      <TextArea
        label={t('reviews.yourReviewOptional')}
        hint={t('reviews.whatDidYouLearnUp', { REVIEW_TEXT_MAX })}
        rows={4}
        maxLength={REVIEW_TEXT_MAX}
        value={text}
        error={errors.text}
        onChange={(event) => setText(event.target.value)}
      />
      <Group gap="3" align="stretch" wrap={false}>
        <Button type="submit" busy={isLoading} busyText={t('reviews.saving')}>
          {mine ? t('reviews.updateReview') : t('reviews.submitReview')}
        </Button>
        {mine && onDone ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('reviews.cancel')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
