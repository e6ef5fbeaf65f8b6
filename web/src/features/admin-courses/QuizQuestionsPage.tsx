import type { AdminQuestion } from '@academy/contracts';
import {
  Alert,
  Badge,
  BookIcon,
  Button,
  Card,
  ChevronDownIcon,
  EmptyState,
  Group,
  IconButton,
  Spinner,
  Split,
  Stack,
} from '@academy/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { withProgressToast } from '../../shared/progress-toast.ts';
import textStyles from '../../shared/text.module.css';
import common from './admin-courses.module.css';
import { useDeleteQuestionMutation, useOrderQuestionsMutation, useQuizQuery } from './adminCoursesApi.ts';
import { ConfirmDeleteButton } from './ConfirmDeleteButton.tsx';
import { QuestionForm } from './QuestionForm.tsx';
import styles from './QuizQuestionsPage.module.css';
import { QuizSettingsForm } from './QuizSettingsForm.tsx';
import { movedIds } from './question-form.ts';
import { RunningAttemptsPanel } from './RunningAttemptsPanel.tsx';

function QuestionList({
  quizId,
  courseId,
  questions,
}: {
  quizId: number;
  courseId: number;
  questions: AdminQuestion[];
}) {
  const { t } = useTranslation();
  const [deleteQuestion] = useDeleteQuestionMutation();
  const [orderQuestions, { isLoading: moving }] = useOrderQuestionsMutation();
  const [editing, setEditing] = useState<number | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; direction: -1 | 1 } | null>(null);
  const list = useRef<HTMLOListElement>(null);

  // A moved question's buttons stay under the keyboard: focus follows the question to its new place.
  useEffect(() => {
    if (!focusAfterMove) return;
    const buttons = [-1, 1].map((direction) =>
      list.current?.querySelector<HTMLButtonElement>(
        `[data-move="${focusAfterMove.id}:${direction}"]:not(:disabled)`,
      ),
    );
    const [up, down] = buttons;
    const target = focusAfterMove.direction === -1 ? (up ?? down) : (down ?? up);
    if (target) {
      target.focus();
      setFocusAfterMove(null);
    }
  });

  const move = async (index: number, direction: -1 | 1) => {
    const id = questions[index]?.id;
    if (id === undefined || moving) return;
    const questionIds = movedIds(
      questions.map((question) => question.id),
      index,
      direction,
    );
    const reply = await withProgressToast(orderQuestions({ quizId, courseId, questionIds }).unwrap(), {
      loading: t('adminCourses.movingQuestion'),
      success: t('adminCourses.questionOrderSaved'),
      error: t('adminCourses.failedToReorderQuestions'),
    });
    if (reply) setFocusAfterMove({ id, direction });
  };

  if (questions.length === 0) return <p className={textStyles.muted}>{t('adminCourses.noQuestionsYet')}</p>;
  return (
    <Stack as="ol" gap="3" aria-label={t('adminCourses.questions')} ref={list}>
      {questions.map((question, index) => (
        <li key={question.id} className={common.framedItem}>
          {editing === question.id ? (
            <>
              <h3 className={styles.editTitle}>{t('adminCourses.editQuestion', { number: index + 1 })}</h3>
              <QuestionForm
                quizId={quizId}
                courseId={courseId}
                question={question}
                onClose={() => setEditing(null)}
              />
            </>
          ) : (
            <>
              <Group align="start" justify="between">
                <p className={`${textStyles.strongLine} ${styles.questionText}`}>{question.text}</p>
                <Group gap="1">
                  <IconButton
                    label={t('adminCourses.moveQuestionUp', { number: index + 1 })}
                    icon={<ChevronDownIcon className={common.flipped} />}
                    data-move={`${question.id}:-1`}
                    disabled={index === 0}
                    onClick={() => void move(index, -1)}
                  />
                  <IconButton
                    label={t('adminCourses.moveQuestionDown', { number: index + 1 })}
                    icon={<ChevronDownIcon />}
                    data-move={`${question.id}:1`}
                    disabled={index === questions.length - 1}
                    onClick={() => void move(index, 1)}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('adminCourses.editQuestion', { number: index + 1 })}
                    onClick={() => setEditing(question.id)}
                  >
                    {t('adminCourses.edit')}
                  </Button>
                  <ConfirmDeleteButton
                    what="question"
                    name={question.text}
                    description={t('adminCourses.questionRemoved', { text: question.text })}
                    remove={() => deleteQuestion({ quizId, courseId, questionId: question.id }).unwrap()}
                  />
                </Group>
              </Group>
              <ul className={`${textStyles.mutedSmall} ${styles.options}`}>
                {question.options.map((option) => (
                  <li key={option.id} className={option.isCorrect ? styles.correctOption : undefined}>
                    {option.text}
                    {option.isCorrect ? t('adminCourses.correctMark') : null}
                  </li>
                ))}
              </ul>
              {question.explanation ? (
                <p className={textStyles.muted}>
                  {t('adminCourses.explanationOf', { text: question.explanation })}
                </p>
              ) : null}
            </>
          )}
        </li>
      ))}
    </Stack>
  );
}

/** `/quiz?quizId=N`: the add-question screen of one quiz, beside the questions it already has. */
export function QuizQuestionsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const quizId = Number(params.get('quizId'));
  const valid = Number.isInteger(quizId) && quizId > 0;
  const { data, isLoading, error } = useQuizQuery(quizId, { skip: !valid });
  const quiz = data?.quiz;

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('adminCourses.quizEyebrow')}
        title={quiz ? quiz.title : t('adminCourses.addAQuestion')}
        subtitle={
          quiz
            ? t(quiz.timeLimitMinutes ? 'adminCourses.quizSummaryTimed' : 'adminCourses.quizSummary', {
                score: quiz.passingScore,
                attempts: quiz.maxAttempts,
                questions: quiz.questions.length,
                minutes: quiz.timeLimitMinutes,
              })
            : t('adminCourses.quizIntro')
        }
        actions={
          quiz ? (
            <ButtonLink to={paths.editCourseOf(quiz.courseId)} variant="secondary">
              {t('adminCourses.backToCourse')}
            </ButtonLink>
          ) : null
        }
      />
      {!valid ? (
        <EmptyState
          icon={<BookIcon />}
          title={t('adminCourses.chooseQuizFirst')}
          description={t('adminCourses.chooseQuizDescription')}
          action={<ButtonLink to={paths.adminDashboard}>{t('adminCourses.goToAdminDashboard')}</ButtonLink>}
        />
      ) : isLoading ? (
        <Spinner size="lg" label={t('adminCourses.loadingQuiz')} />
      ) : error || !quiz ? (
        <Alert tone="destructive" title={t('adminCourses.failedToLoadQuiz')} />
      ) : (
        <Split columns="minmax(0, 3fr) minmax(0, 2fr)">
          <Card padding="lg">
            <h2 className={textStyles.titleLg}>{t('adminCourses.howAttemptsRun')}</h2>
            <QuizSettingsForm quiz={quiz} />
          </Card>
          <Card padding="lg">
            <RunningAttemptsPanel quizId={quiz.id} />
          </Card>
          <Card padding="lg">
            <h2 className={textStyles.titleLg}>{t('adminCourses.addAQuestion')}</h2>
            <p className={`${textStyles.mutedSmall} ${styles.formIntro}`}>{t('adminCourses.optionsRule')}</p>
            <QuestionForm quizId={quiz.id} courseId={quiz.courseId} />
          </Card>
          <Card padding="lg">
            <Group gap="3" justify="between" className={common.sectionHead}>
              <h2 className={textStyles.titleLg}>{t('adminCourses.questions')}</h2>
              <Badge tone="brand">{quiz.questions.length}</Badge>
            </Group>
            <QuestionList quizId={quiz.id} courseId={quiz.courseId} questions={quiz.questions} />
          </Card>
        </Split>
      )}
    </PageContainer>
  );
}
