import type { VideoItem } from '@academy/contracts';
import { isHLSProvider, type MediaProviderAdapter } from '@vidstack/react';

type Playable = Pick<VideoItem, 'filePath' | 'streamPath'>;

/** The HLS master playlist once the video is converted for streaming, the uploaded file until then. */
export const playbackSource = (video: Playable) =>
  video.streamPath
    ? { src: video.streamPath, type: 'application/x-mpegurl' as const }
    : { src: video.filePath, type: 'video/mp4' as const };

/**
 * Where the browser plays HLS itself (Safari) the player uses it; elsewhere hls.js, from this app's own
 * bundle (a chunk loaded only with a stream, never the player library's CDN default). It starts at the
 * lowest rendition, so a slow connection starts after one small segment, then adapts to the bandwidth
 * it measures (and to the player's size).
 */
export const setUpOwnHls = (provider: MediaProviderAdapter | null) => {
  if (!isHLSProvider(provider)) return;
  provider.library = () => import('hls.js');
  provider.config = { startLevel: 0, capLevelToPlayerSize: true };
};
