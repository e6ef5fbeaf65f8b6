import { Button, PlusIcon, TextArea, TextField } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { withProgressToast } from '../../shared/progress-toast.ts';
import { SubmitRow } from '../../shared/SubmitRow.tsx';
import common from './admin-courses.module.css';
import { useAddQuestionMutation } from './adminCoursesApi.ts';
import { FormProblem } from './FormProblem.tsx';
import styles from './QuestionForm.module.css';
import { emptyQuestionForm, MAX_OPTIONS, MIN_OPTIONS, questionBodyOf } from './question-form.ts';

/** Writes one question: its text and 2–6 options, exactly one of them marked correct. */
export function QuestionForm({ quizId, courseId }: { quizId: number; courseId: number }) {
  const [addQuestion, { isLoading }] = useAddQuestionMutation();
  const [values, setValues] = useState(emptyQuestionForm);
  const [problem, setProblem] = useState<string | null>(null);

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
    const reply = await withProgressToast(addQuestion({ quizId, courseId, body: checked.body }).unwrap(), {
      loading: 'Saving the question...',
      success: 'Question saved',
      error: 'Failed to save question',
    });
    if (reply) setValues(emptyQuestionForm());
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
                name="correct-option"
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
      <SubmitRow className={common.formActions} busy={isLoading} busyText="Saving...">
        Save question
      </SubmitRow>
    </form>
  );
}
