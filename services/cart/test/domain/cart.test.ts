import { describe, expect, it } from 'vitest';
import { refusalReplies, refusalToAdd } from '../../src/domain/cart.ts';

describe('refusalToAdd', () => {
  it('allows a published course the learner does not own', () => {
    expect(refusalToAdd({ published: true, deleted: false }, false)).toBeNull();
  });

  it('refuses an unknown or deleted course, then an unpublished one, then one already owned', () => {
    expect(refusalToAdd(undefined, true)).toBe('unknown');
    expect(refusalToAdd({ published: true, deleted: true }, true)).toBe('unknown');
    expect(refusalToAdd({ published: false, deleted: false }, true)).toBe('unpublished');
    expect(refusalToAdd({ published: true, deleted: false }, true)).toBe('owned');
  });

  it('tells the learner why', () => {
    expect(refusalReplies.unknown).toMatchObject({ status: 404, message: 'Course not found' });
    expect(refusalReplies.owned).toMatchObject({
      status: 409,
      message: 'You are already enrolled in this course',
    });
  });
});
