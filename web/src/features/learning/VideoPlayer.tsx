import type { VideoItem } from '@academy/contracts';
import { MediaPlayer, MediaProvider, Track } from '@vidstack/react';
import { DefaultVideoLayout, defaultLayoutIcons } from '@vidstack/react/player/layouts/default';
import '@vidstack/react/player/styles/default/theme.css';
import '@vidstack/react/player/styles/default/layouts/video.css';
import styles from './video-player.module.css';

/** The spec's lecture panel: ±10 s seeking and rates from half to double speed. */
const SEEK_STEP_SECONDS = 10;
const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];

interface Props {
  /** A lecture video, or any video with a title and captions (a course's public preview). */
  video: Pick<VideoItem, 'title' | 'filePath' | 'captionsPath'>;
  onPlayingChange?: (playing: boolean) => void;
  onEnded?: () => void;
}

export function VideoPlayer({ video, onPlayingChange, onEnded }: Props) {
  return (
    <MediaPlayer
      className={styles.player}
      title={video.title}
      src={{ src: video.filePath, type: 'video/mp4' }}
      playsInline
      onPlay={() => onPlayingChange?.(true)}
      onPause={() => onPlayingChange?.(false)}
      onEnded={onEnded}
    >
      <MediaProvider>
        {video.captionsPath ? (
          <Track src={video.captionsPath} kind="captions" label="English" lang="en" type="vtt" default />
        ) : null}
      </MediaProvider>
      <DefaultVideoLayout
        icons={defaultLayoutIcons}
        seekStep={SEEK_STEP_SECONDS}
        playbackRates={PLAYBACK_RATES}
      />
    </MediaPlayer>
  );
}
