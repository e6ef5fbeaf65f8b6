import type { TranscodeStatus } from '@academy/contracts';
import { useEffect, useState } from 'react';
import { useVideoTranscodesQuery } from './adminCoursesApi.ts';

/** How often a conversion in progress is asked about: its bar moves every couple of seconds. */
const POLL_MS = 2000;

const inProgress = (job: TranscodeStatus) => job.state === 'queued' || job.state === 'running';

/**
 * Each video's conversion for streaming in a course, by content id; asked again every two seconds while
 * one is waiting or running, and no more once all are ready or failed.
 */
export function useVideoTranscodes(courseId: number) {
  const [polling, setPolling] = useState(true);
  const { data } = useVideoTranscodesQuery(courseId, {
    pollingInterval: polling ? POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const active = data?.some(inProgress) ?? true;
  useEffect(() => setPolling(active), [active]);
  return new Map((data ?? []).map((job) => [job.contentId, job]));
}
