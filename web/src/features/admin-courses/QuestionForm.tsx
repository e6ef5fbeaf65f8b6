import type { AdminQuestion } from '@academy/contracts';
import { Button, PlusIcon, Stack, TextArea, TextField } from '@academy/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import formStyles from '../../shared/form.module.css';
import pageStyles from '../../shared/page.module.css';
import { withProgressToast } from '../../shared/progress-toast.ts';
import { SubmitRow } from '../../shared/SubmitRow.tsx';
import common from './admin-courses.module.css';
import { useAddQuestionMutation, useUpdateQuestionMutation } from './adminCoursesApi.ts';
import { FormProblem } from './FormProblem.tsx';
import styles from './QuestionForm.module.css';
import {
  emptyQuestionForm,
  MAX_OPTIONS,
  MIN_OPTIONS,
  questionBodyOf,
  questionFormOf,
} from './question-form.ts';

export interface QuestionFormProps {
  quizId: number;
  courseId: number;
  /** The saved question to edit; without it the form adds a new one. */
  question?: AdminQuestion;
  /** Editing only: called once the question is saved or the edit is cancelled. */
  onClose?: () => void;
}

/** Writes one question: its text and 2–10 options, exactly one of them marked correct. */
export function QuestionForm({ quizId, courseId, question, onClose }: QuestionFormProps) {
  const { t } = useTranslation();
  const [addQuestion, { isLoading: adding }] = useAddQuestionMutation();
  const [updateQuestion, { isLoading: updating }] = useUpdateQuestionMutation();
  const isLoading = adding || updating;
  const [values, setValues] = useState(() => (question ? questionFormOf(question) : emptyQuestionForm()));
  const [problem, setProblem] = useState<string | null>(null);
  const correctGroup = useId();

  const setOption = (index: number, text: string) =>
    setValues({ ...values, options: values.options.map((option, at) => (at === index ? text : option)) });
  const removeOption = (index: number) => {
    const correct =
      values.correct === index
        ? null
        : values.correct !== null && values.correct > index
          ? values.correct - 1
          : values.correct;
    setValues({ ...values, options: values.options.filter((_, at) => at !== index), correct });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = questionBodyOf(values);
    if ('error' in checked) {
      setProblem(checked.error);
      return;
    }
    setProblem(null);
    const work = question
      ? updateQuestion({ quizId, courseId, questionId: question.id, body: checked.body }).unwrap()
      : addQuestion({ quizId, courseId, body: checked.body }).unwrap();
    const reply = await withProgressToast(work, {
      loading: t('adminCourses.savingQuestion'),
      success: t('adminCourses.questionSaved'),
      error: t('adminCourses.failedToSaveQuestion'),
    });
    if (!reply) {
      const failure = await work.then(
        () => null,
        (error: unknown) => error,
      );
      setProblem(errorMessage(failure, t('adminCourses.failedToSaveQuestion')));
    } else if (question) onClose?.();
    else setValues(emptyQuestionForm());
  };

  return (
    <Stack as="form" gap="6" onSubmit={submit} noValidate>
      <TextArea
        label={t('adminCourses.question')}
        rows={3}
        value={values.text}
        onChange={(event) => setValues({ ...values, text: event.target.value })}
      />
      <Stack as="fieldset" gap="3" className={`${formStyles.fieldset} ${styles.optionSet}`}>
        <legend className={styles.legend}>{t('adminCourses.optionsLegend')}</legend>
        {values.options.map((option, index) => (
          // Options have no identity but their place while being written.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} className={styles.optionRow}>
            <label className={styles.correctChoice}>
              <input
                type="radio"
                name={correctGroup}
                checked={values.correct === index}
                onChange={() => setValues({ ...values, correct: index })}
              />
              {t('adminCourses.correct')}
            </label>
            <TextField
              label={t('adminCourses.option', { number: index + 1 })}
              value={option}
              onChange={(event) => setOption(index, event.target.value)}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('adminCourses.removeOption', { number: index + 1 })}
              disabled={values.options.length <= MIN_OPTIONS}
              onClick={() => removeOption(index)}
            >
              {t('adminCourses.remove')}
            </Button>
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            size="sm"
            disabled={values.options.length >= MAX_OPTIONS}
            onClick={() => setValues({ ...values, options: [...values.options, ''] })}
          >
            <PlusIcon /> {t('adminCourses.addOption')}
          </Button>
        </div>
      </Stack>
      <TextArea
        label={t('adminCourses.explanationOptional')}
        hint={t('adminCourses.explanationHint')}
        rows={2}
        value={values.explanation ?? ''}
        onChange={(event) => setValues({ ...values, explanation: event.target.value })}
      />
      <FormProblem problem={problem} />
      {question ? (
        <div className={`${pageStyles.ruledAbove} ${common.formActions}`}>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            {t('adminCourses.cancel')}
          </Button>
          <Button type="submit" busy={isLoading} busyText={t('adminCourses.saving')}>
            {t('adminCourses.saveChanges')}
          </Button>
        </div>
      ) : (
        <SubmitRow
          className={`${pageStyles.ruledAbove} ${common.formActions}`}
          busy={isLoading}
          busyText={t('adminCourses.saving')}
        >
          {t('adminCourses.saveQuestion')}
        </SubmitRow>
      )}
    </Stack>
  );
}
