import { randomUUID } from 'node:crypto';

/**
 * Object keys say what a file is and whose it is: thumbnails and course previews (`previews/<id>/`)
 * are public; everything under `courses/<id>/` is course content, readable only by those who may
 * open that course.
 */
const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export const isValidKey = (key: string) => KEY_PATTERN.test(key) && !key.includes('..');

export const isPublicKey = (key: string) => key.startsWith('thumbnails/') || key.startsWith('previews/');

export const courseIdOfKey = (key: string) => {
  const match = /^courses\/(\d+)\//.exec(key);
  return match ? Number(match[1]) : undefined;
};

export const coursePrefix = (courseId: number) => `courses/${courseId}/`;

export type ContentFolder = 'documents' | 'videos' | 'captions' | 'lectures';

export const thumbnailKey = (ext: string) => `thumbnails/${randomUUID()}.${ext}`;
export const contentKey = (courseId: number, folder: ContentFolder) => (ext: string) =>
  `${coursePrefix(courseId)}${folder}/${randomUUID()}.${ext}`;

export const previewKey = (courseId: number, file: 'video.mp4' | 'captions.vtt') =>
  `previews/${courseId}/${file}`;

/**
 * Where a video's HLS renditions live: beside the original, in a folder named after it
 * (`courses/<id>/videos/<uuid>/hls/`), so they fall under the same course's access rule and go with it.
 */
export const streamFolder = (videoKey: string) => `${videoKey.replace(/\.[a-z0-9]+$/i, '')}/hls/`;
