import type { VideoItem } from '@academy/contracts';
import { Spinner, Stack } from '@academy/ui-kit';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { lazyComponent } from '../../app/lazy-component.ts';
import { CompletedNote, LessonPanel } from './LessonPanel.tsx';
import { useCompleteContentMutation } from './learningApi.ts';
import styles from './panel.module.css';
import '../../shared/i18n/en-screens/learning.ts';

// The player library is large: it loads with the first video, never with the rest of the app.
const VideoPlayer = lazyComponent(() => import('./VideoPlayer.tsx'), 'VideoPlayer');

interface Props {
  video: VideoItem;
  completed: boolean;
  onPlayingChange: (playing: boolean) => void;
}

/** A lecture video with captions; watching it to the end marks it complete. */
export function VideoPanel({ video, completed, onPlayingChange }: Props) {
  const { t } = useTranslation();
  const [complete, { error }] = useCompleteContentMutation();
  const onEnded = () => {
    onPlayingChange(false);
    if (!completed)
      void complete({ contentId: video.id, courseId: video.courseId, kind: 'video', title: video.title });
  };
  return (
    <LessonPanel
      headingId="video-title"
      title={video.title}
      status={completed ? <CompletedNote /> : null}
      error={error ? errorMessage(error, 'Failed to mark the video as complete') : null}
    >
      <Suspense
        fallback={
          <Stack gap="3" align="center" className={styles.center}>
            <Spinner size="lg" label={t('learning.loadingTheVideoPlayer')} />
          </Stack>
        }
      >
        <VideoPlayer video={video} onPlayingChange={onPlayingChange} onEnded={onEnded} />
      </Suspense>
    </LessonPanel>
  );
}
