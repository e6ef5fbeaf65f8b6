import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useAppSelector } from '../../app/store.ts';
import { useCourseProgressQuery } from '../progress/progressApi.ts';
import { completedContentIds } from './course-outline.ts';

/** Ids of everything done in the course: completed documents and videos and passed quizzes. */
export function useCourseCompletions(courseId: number, enabled: boolean): ReadonlySet<number> {
  const userId = useAppSelector(({ auth }) => auth.user?.id);
  // One read: the course's progress carries the completed documents and videos beside the quizzes.
  const progress = useCourseProgressQuery(enabled && userId ? { userId, courseId } : skipToken);
  const completedIds = progress.data?.data.completedContentIds;
  const quizzes = progress.data?.data.quizzes;
  return useMemo(
    () =>
      completedContentIds(
        completedIds,
        quizzes?.filter((quiz) => quiz.status === 'PASSED').map((quiz) => quiz.quizId),
      ),
    [completedIds, quizzes],
  );
}
