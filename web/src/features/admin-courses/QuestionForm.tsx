import type { AdminQuestion } from '@academy/contracts';
import { Button, PlusIcon, TextArea, TextField } from '@academy/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../api/error-message.ts';
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
      loading: 'Saving the question...',
      success: 'Question saved',
      error: 'Failed to save question',
    });
    if (!reply) {
      const failure = await work.then(
        () => null,
        (error: unknown) => error,
      );
      setProblem(errorMessage(failure, 'Failed to save question'));
    } else if (question) onClose?.();
    else setValues(emptyQuestionForm());
  };

  return (
    <form className={common.form} onSubmit={submit} noValidate>
      <TextArea
        label="Question"
        rows={3}
        value={values.text}
        onChange={(event) => setValues({ ...values, text: event.target.value })}
      />
      <fieldset className={styles.optionSet}>
        <legend className={styles.legend}>Options (mark the correct one)</legend>
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
              Correct
            </label>
            <TextField
              label={`Option ${index + 1}`}
              value={option}
              onChange={(event) => setOption(index, event.target.value)}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove option ${index + 1}`}
              disabled={values.options.length <= MIN_OPTIONS}
              onClick={() => removeOption(index)}
            >
              Remove
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
            <PlusIcon /> Add option
          </Button>
        </div>
      </fieldset>
      <TextArea
        label="Explanation (optional)"
        hint="Shown to learners with the right answer when they review an attempt."
        rows={2}
        value={values.explanation ?? ''}
        onChange={(event) => setValues({ ...values, explanation: event.target.value })}
      />
      <FormProblem problem={problem} />
      {question ? (
        <div className={common.formActions}>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" busy={isLoading} busyText="Saving...">
            Save changes
          </Button>
        </div>
      ) : (
        <SubmitRow className={common.formActions} busy={isLoading} busyText="Saving...">
          Save question
        </SubmitRow>
      )}
    </form>
  );
}
