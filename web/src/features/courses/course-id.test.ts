import { describe, expect, it } from 'vitest';
import { parseCourseId } from './course-id.ts';

describe('parseCourseId', () => {
  it('reads positive whole numbers', () => {
    expect(parseCourseId('62')).toBe(62);
    expect(parseCourseId('40')).toBe(40);
  });

  it('gives nothing for other values, so the page shows course not found', () => {
    for (const value of ['0', '-3', '4.5', 'sefa', '', null, undefined, '99999999999999999999']) {
      expect(parseCourseId(value)).toBeUndefined();
    }
  });
});
