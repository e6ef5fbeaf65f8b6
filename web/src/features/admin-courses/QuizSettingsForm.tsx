import type { AdminQuiz } from '@academy/contracts';
import { Stack, Switch, TextField } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import pageStyles from '../../shared/page.module.css';
import { withProgressToast } from '../../shared/progress-toast.ts';
import { SubmitRow } from '../../shared/SubmitRow.tsx';
import common from './admin-courses.module.css';
import { useUpdateQuizMutation } from './adminCoursesApi.ts';
import { FormProblem } from './FormProblem.tsx';
import { quizSettingsBody, quizSettingsOf } from './quiz-settings-form.ts';

/**
 * The quiz's time limit, shuffling and whether right answers wait for the last attempt. A changed limit
 * applies to attempts started afterwards; running ones keep the deadline they started with.
 */
export function QuizSettingsForm({ quiz }: { quiz: AdminQuiz }) {
  const { t } = useTranslation();
  const [updateQuiz, { isLoading }] = useUpdateQuizMutation();
  const [values, setValues] = useState(() => quizSettingsOf(quiz));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = quizSettingsBody(values);
    if ('error' in checked) return setProblem(checked.error);
    setProblem(null);
    await withProgressToast(
      updateQuiz({ quizId: quiz.id, courseId: quiz.courseId, body: checked.body }).unwrap(),
      {
        loading: t('adminCourses.savingSettings'),
        success: t('adminCourses.settingsSaved'),
        error: t('adminCourses.failedToSaveSettings'),
      },
    );
  };

  return (
    <Stack as="form" gap="6" onSubmit={submit} noValidate>
      <TextField
        label={t('adminCourses.timeLimit')}
        hint={t('adminCourses.timeLimitHint')}
        inputMode="numeric"
        value={values.timeLimit}
        onChange={(event) => setValues({ ...values, timeLimit: event.target.value })}
      />
      <Switch
        label={t('adminCourses.shuffle')}
        description={t('adminCourses.shuffleDescription')}
        checked={values.shuffle}
        onCheckedChange={(shuffle) => setValues({ ...values, shuffle })}
      />
      <Switch
        label={t('adminCourses.hideAnswers')}
        description={t('adminCourses.hideAnswersDescription')}
        checked={values.hideAnswersUntilLastAttempt}
        onCheckedChange={(hideAnswersUntilLastAttempt) =>
          setValues({ ...values, hideAnswersUntilLastAttempt })
        }
      />
      <FormProblem problem={problem} />
      <SubmitRow
        className={`${pageStyles.ruledAbove} ${common.formActions}`}
        busy={isLoading}
        busyText={t('adminCourses.saving')}
      >
        {t('adminCourses.saveSettings')}
      </SubmitRow>
    </Stack>
  );
}
