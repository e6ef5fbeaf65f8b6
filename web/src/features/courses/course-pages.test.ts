import { describe, expect, it } from 'vitest';
import { hashPath } from '../../app/paths/app-paths.ts';
import { courseDetailPath, coursePagePath } from './course-pages.ts';

describe('course page paths', () => {
  it('sends the featured course to its purchase page and the rest to their description', () => {
    expect(coursePagePath(40)).toBe('/productpage');
    expect(coursePagePath(1001)).toBe(`${hashPath('/course/description')}?courseId=1001`);
  });

  it('knows the three courses with a details page', () => {
    expect(courseDetailPath(61)).toBe('/course-sefa');
    expect(courseDetailPath(62)).toBe('/course-siri');
    expect(courseDetailPath(69)).toBe('/course-sdfe');
    expect(courseDetailPath(40)).toBeUndefined();
  });
});
