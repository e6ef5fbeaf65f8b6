import type { LearnerQuiz, QuizSubmitReply } from '@academy/contracts';
import { Alert, Button, Group, Spinner, Stack } from '@academy/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message.ts';
import { useAppSelector } from '../../../app/store.ts';
import { LessonPanel } from '../LessonPanel.tsx';
import { useQuizAttemptsQuery, useSubmitQuizMutation } from '../learningApi.ts';
import panel from '../panel.module.css';
import { AfterAttemptActions } from './AfterAttemptActions.tsx';
import { AttemptHistory } from './AttemptHistory.tsx';
import { ExamVoucherOffer } from './ExamVoucherOffer.tsx';
import { QuestionCard } from './QuestionCard.tsx';
import { QuizMeta } from './QuizMeta.tsx';
import { attemptsLabel, canSubmit, choose, emptyDraft, remainingAttempts, submission } from './quiz-rules.ts';
import { useServerDraft } from './useServerDraft.ts';
import '../../../shared/i18n/en-screens/learning.ts';

type Result = QuizSubmitReply['data'];

/** A quiz: earlier attempts, the questions, and the verdict of the server on each submission. */
export function QuizPanel({ quiz }: { quiz: LearnerQuiz }) {
  const { t } = useTranslation();
  const user = useAppSelector(({ auth }) => auth.user);
  const attempts = useQuizAttemptsQuery(
    user ? { userId: user.id, quizId: quiz.id, courseId: quiz.courseId } : skipToken,
  );
  const [submit, { isLoading: submitting }] = useSubmitQuizMutation();
  const [draft, setDraft] = useState(emptyDraft);
  const serverDraft = useServerDraft(quiz.id, user !== null);
  // Answers kept from an earlier visit come back once, before the learner has chosen anything here.
  useEffect(() => {
    const saved = serverDraft.saved;
    if (saved && Object.keys(saved).length > 0) {
      setDraft((current) =>
        Object.keys(current.answers).length > 0 ? current : { ...current, answers: saved },
      );
    }
  }, [serverDraft.saved]);
  const [result, setResult] = useState<Result | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const maxAttempts = attempts.data?.maxAttempts ?? quiz.maxAttempts;
  const remaining = remainingAttempts(attempts.data, result) ?? maxAttempts;
  const outOfAttempts = attempts.data !== undefined && remaining === 0;

  const onSubmit = async () => {
    if (!user) return setSubmitError('User not logged in or content not selected');
    if (remaining === 0) return setSubmitError('Maximum attempts reached');
    setSubmitError(null);
    try {
      const reply = await submit(submission(quiz, user.id, draft)).unwrap();
      serverDraft.submitted();
      setResult(reply.data);
    } catch (error) {
      setSubmitError(errorMessage(error, 'Failed to submit quiz'));
    }
  };
  const onTryAgain = () => {
    if (remaining === 0) return setSubmitError('Maximum attempts reached');
    setDraft(emptyDraft());
    setResult(null);
    setSubmitError(null);
  };

  const fetchError = attempts.error ? 'Failed to fetch previous attempts' : null;
  const error = submitError ?? fetchError;
  return (
    <LessonPanel
      headingId="quiz-title"
      title={quiz.title}
      status={
        <QuizMeta
          attemptsLeft={attempts.data ? attemptsLabel(remaining, maxAttempts) : undefined}
          passingScore={attempts.data?.passingScore ?? quiz.passingScore}
        />
      }
      error={error}
    >
      {attempts.isLoading ? (
        <Stack gap="3" align="center" className={panel.center}>
          <Spinner label={t('learning.loadingPreviousAttempts')} />
        </Stack>
      ) : (
        <>
          <AttemptHistory attempts={attempts.data?.data ?? []} />
          {result ? <ResultAlert result={result} /> : null}
          {outOfAttempts ? (
            <Alert tone="warning" title={t('learning.maximumAttemptsReached')}>
              {t('learning.youHaveUsedAll')} {maxAttempts} {t('learning.attemptsForThisQuiz')}{' '}
              {attempts.data?.vouchersApply
                ? t('learning.anExamVoucherAddsAnother')
                : t('learning.pleaseContactAnInstructorIf')}
              {attempts.data?.vouchersApply ? <ExamVoucherOffer courseId={quiz.courseId} /> : null}
            </Alert>
          ) : (
            <Stack
              gap="4"
              as="form"
              onSubmit={(event) => {
                event.preventDefault();
                void onSubmit();
              }}
            >
              {quiz.questions.map((question, index) => (
                <QuestionCard
                  key={question.id}
                  question={question}
                  number={index + 1}
                  selected={draft.answers[question.id]}
                  locked={result !== null || submitting}
                  onSelect={(optionId) => {
                    setDraft((current) => choose(current, question.id, optionId));
                    serverDraft.choose(question.id, optionId);
                  }}
                />
              ))}
              <Group gap="3" align="stretch" wrap={false}>
                {result ? (
                  <AfterAttemptActions remaining={remaining} onAgain={onTryAgain} />
                ) : (
                  <Button
                    type="submit"
                    busy={submitting}
                    busyText={t('learning.submitting')}
                    disabled={!canSubmit(quiz, draft.answers, submitting)}
                  >
                    {t('learning.submitQuiz')}
                  </Button>
                )}
              </Group>
            </Stack>
          )}
        </>
      )}
    </LessonPanel>
  );
}

/** The verdict is the server's `passed`; the screen never applies a threshold of its own. */
function ResultAlert({ result }: { result: Result }) {
  const { t } = useTranslation();
  return result.passed ? (
    <Alert tone="success" title={t('learning.quizPassed')}>
      {t('learning.congratulationsYouScored')} {result.score}% ({result.correctAnswers} {t('learning.of')}{' '}
      {result.totalQuestions} {t('learning.correct2')}
    </Alert>
  ) : (
    <Alert tone="destructive" title={t('learning.quizFailed')}>
      {t('learning.keepPracticingYouScored')} {result.score}% ({result.correctAnswers} {t('learning.of')}{' '}
      {result.totalQuestions} {t('learning.correctYouNeed')} {result.passingScore}
      {t('learning.toPass')}
    </Alert>
  );
}
