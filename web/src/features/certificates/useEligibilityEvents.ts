import type { EligibilityReply } from '@academy/contracts';
import { useEffect } from 'react';
import { useAppDispatch } from '../../app/store.ts';
import { certificateApi } from './certificateApi.ts';

/**
 * Listens to the BFF's eligibility stream for the course, so the certificate panel unlocks the moment
 * the deciding quiz is passed instead of at the next 30-second poll. The browser reconnects by itself.
 */
export function useEligibilityEvents(userId: string | undefined, courseId: number): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/v1/sefacertificate/events/${courseId}`, { withCredentials: true });
    let last = '';
    source.addEventListener('eligibility', (event) => {
      const text = (event as MessageEvent<string>).data;
      if (text === last) return;
      const changed = last !== '';
      last = text;
      const data = JSON.parse(text) as EligibilityReply['data'];
      dispatch(
        certificateApi.util.upsertQueryData('eligibility', { userId, courseId }, { success: true, data }),
      );
      // Passed quizzes moved the counts: the quiz list and the sidebar ticks follow.
      if (changed) dispatch(certificateApi.util.invalidateTags([{ type: 'CourseProgress', id: courseId }]));
    });
    return () => source.close();
  }, [dispatch, userId, courseId]);
}
