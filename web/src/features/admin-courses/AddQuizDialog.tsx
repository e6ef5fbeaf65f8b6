import { Grid, TextField } from '@academy/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { withProgressToast } from '../../shared/progress-toast.ts';
import { useCreateQuizMutation } from './adminCoursesApi.ts';
import { ContentDialog } from './ContentDialog.tsx';
import { FormProblem } from './FormProblem.tsx';

/** The spec's defaults: 80% to pass, three attempts. */
const DEFAULT_PASSING_SCORE = '80';
const DEFAULT_MAX_ATTEMPTS = '3';

function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** Creates a quiz in a module, then opens its add-question screen. */
export function AddQuizDialog({ courseId, moduleId }: { courseId: number; moduleId: number }) {
  const { t } = useTranslation();
  const [createQuiz, { isLoading }] = useCreateQuizMutation();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [passingScore, setPassingScore] = useState(DEFAULT_PASSING_SCORE);
  const [maxAttempts, setMaxAttempts] = useState(DEFAULT_MAX_ATTEMPTS);
  const [problem, setProblem] = useState<string | null>(null);

  const fail = (message: string) => {
    setProblem(message);
    return false;
  };

  const submit = async () => {
    const score = wholeNumber(passingScore, 0, 100);
    const attempts = wholeNumber(maxAttempts, 1, 100);
    if (!title.trim()) return fail(t('adminCourses.quizTitleMissing'));
    if (score === null) return fail(t('adminCourses.passingScoreProblem'));
    if (attempts === null) return fail(t('adminCourses.attemptsProblem'));
    setProblem(null);
    const reply = await withProgressToast(
      createQuiz({
        courseId,
        moduleId,
        body: { title: title.trim(), passingScore: score, maxAttempts: attempts },
      }).unwrap(),
      {
        loading: t('adminCourses.creatingQuiz'),
        success: t('adminCourses.quizCreated'),
        error: t('adminCourses.failedToCreateQuiz'),
      },
    );
    if (!reply) return false;
    navigate(paths.quizOf(reply.quiz.id));
    return true;
  };

  return (
    <ContentDialog
      title={t('adminCourses.createAQuiz')}
      description={t('adminCourses.createQuizDescription')}
      triggerLabel={t('adminCourses.addQuiz')}
      submitLabel={t('adminCourses.createQuiz')}
      busyText={t('adminCourses.creating')}
      busy={isLoading}
      onSubmit={submit}
    >
      <TextField
        label={t('adminCourses.quizTitle')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Grid columns={2}>
        <TextField
          label={t('adminCourses.passingScorePercent')}
          inputMode="numeric"
          value={passingScore}
          onChange={(event) => setPassingScore(event.target.value)}
        />
        <TextField
          label={t('adminCourses.maximumAttempts')}
          inputMode="numeric"
          value={maxAttempts}
          onChange={(event) => setMaxAttempts(event.target.value)}
        />
      </Grid>
      <FormProblem problem={problem} />
    </ContentDialog>
  );
}
