import type { VideoItem } from '@academy/contracts';
import { MediaPlayer, MediaProvider, Track } from '@vidstack/react';
import { DefaultVideoLayout, defaultLayoutIcons } from '@vidstack/react/player/layouts/default';
import '@vidstack/react/player/styles/default/theme.css';
import '@vidstack/react/player/styles/default/layouts/video.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { playbackSource, setUpOwnHls } from './adaptive-stream.ts';
import { VideoMemory } from './video-memory.ts';
import styles from './video-player.module.css';
import '../../shared/i18n/en-screens/learning.ts';

/**
 * The spec's two players: the lecture panel seeks ±10 s with rates from a quarter to double speed; the
 * main player (a course's preview) seeks ±30 s with rates from half to four times.
 */
const PLAYERS = {
  lecture: { seekStep: 10, playbackRates: { min: 0.25, max: 2, step: 0.25 } },
  main: { seekStep: 30, playbackRates: { min: 0.5, max: 4, step: 0.25 } },
};

interface Props {
  /** A lecture video, or any video with a title and captions (a course's public preview). */
  video: Pick<VideoItem, 'title' | 'filePath' | 'captionsPath' | 'streamPath'>;
  /** @default 'lecture' */
  kind?: keyof typeof PLAYERS;
  onPlayingChange?: (playing: boolean) => void;
  onEnded?: () => void;
}

export function VideoPlayer({ video, kind = 'lecture', onPlayingChange, onEnded }: Props) {
  const { t } = useTranslation();
  const { seekStep, playbackRates } = PLAYERS[kind];
  // Each video resumes at its own position and speed.
  const memory = useMemo(() => new VideoMemory(video.filePath), [video.filePath]);
  return (
    <MediaPlayer
      className={styles.player}
      title={video.title}
      src={playbackSource(video)}
      preferNativeHLS
      onProviderChange={setUpOwnHls}
      storage={memory}
      playsInline
      onPlay={() => onPlayingChange?.(true)}
      onPause={() => onPlayingChange?.(false)}
      onEnded={onEnded}
    >
      <MediaProvider>
        {video.captionsPath ? (
          <Track
            src={video.captionsPath}
            kind="captions"
            label={t('learning.english')}
            lang="en"
            type="vtt"
            default
          />
        ) : null}
      </MediaProvider>
      <DefaultVideoLayout icons={defaultLayoutIcons} seekStep={seekStep} playbackRates={playbackRates} />
    </MediaPlayer>
  );
}
