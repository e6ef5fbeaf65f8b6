import { TextField } from '@academy/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { withProgressToast } from '../../shared/progress-toast.ts';
import styles from './AddQuizDialog.module.css';
import { quizQuestionsPath } from './admin-paths.ts';
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
    if (!title.trim()) return fail('Give the quiz a title');
    if (score === null) return fail('The passing score is a whole percentage from 0 to 100');
    if (attempts === null) return fail('Allow from 1 to 100 attempts');
    setProblem(null);
    const reply = await withProgressToast(
      createQuiz({
        courseId,
        moduleId,
        body: { title: title.trim(), passingScore: score, maxAttempts: attempts },
      }).unwrap(),
      {
        loading: 'Creating the quiz...',
        success: 'Quiz created: now add its questions',
        error: 'Failed to create quiz',
      },
    );
    if (!reply) return false;
    navigate(quizQuestionsPath(reply.quiz.id));
    return true;
  };

  return (
    <ContentDialog
      title="Create a quiz"
      description="Learners pass it with the passing score, within the allowed attempts."
      triggerLabel="Add quiz"
      submitLabel="Create quiz"
      busyText="Creating..."
      busy={isLoading}
      onSubmit={submit}
    >
      <TextField label="Quiz title" value={title} onChange={(event) => setTitle(event.target.value)} />
      <div className={styles.twoColumns}>
        <TextField
          label="Passing score (%)"
          inputMode="numeric"
          value={passingScore}
          onChange={(event) => setPassingScore(event.target.value)}
        />
        <TextField
          label="Maximum attempts"
          inputMode="numeric"
          value={maxAttempts}
          onChange={(event) => setMaxAttempts(event.target.value)}
        />
      </div>
      <FormProblem problem={problem} />
    </ContentDialog>
  );
}
