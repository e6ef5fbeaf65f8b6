import { describe, expect, it } from 'vitest';
import { previewCoursePath, previewPath } from './preview-paths.ts';

describe('preview paths', () => {
  it('keeps the featured course on /video and its purchase page', () => {
    expect(previewPath(40)).toBe('/video');
    expect(previewCoursePath(40)).toBe('/productpage');
  });

  it('names any other course by id', () => {
    expect(previewPath(62)).toBe('/video?courseId=62');
    expect(previewCoursePath(62)).toBe('/courses/62');
  });
});
