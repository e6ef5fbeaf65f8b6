import { describe, expect, it } from 'vitest';
import { categoryChoice, shouldAskCategory } from '../../src/domain/category.ts';

const none = { category: null, customCategory: null, categoryPromptDismissedAt: null };

describe('shouldAskCategory', () => {
  it('asks a learner with no category who never closed the question', () => {
    expect(shouldAskCategory('USER', none)).toBe(true);
  });

  it('stops asking once answered, answered in their own words, or closed; never asks administrators', () => {
    expect(shouldAskCategory('USER', { ...none, category: 'student' })).toBe(false);
    expect(shouldAskCategory('USER', { ...none, customCategory: 'Researcher' })).toBe(false);
    expect(shouldAskCategory('USER', { ...none, categoryPromptDismissedAt: new Date() })).toBe(false);
    expect(shouldAskCategory('ADMIN', none)).toBe(false);
  });
});

describe('categoryChoice', () => {
  it('takes a category or trimmed words of their own, clearing the other', () => {
    expect(categoryChoice({ category: 'professional' })).toEqual({
      category: 'professional',
      customCategory: null,
    });
    expect(categoryChoice({ customCategory: '  Researcher ' })).toEqual({
      category: null,
      customCategory: 'Researcher',
    });
  });

  it('refuses nothing, blank words, or both at once', () => {
    expect(() => categoryChoice({})).toThrow('category or customCategory is required');
    expect(() => categoryChoice({ customCategory: '   ' })).toThrow('category or customCategory is required');
    expect(() => categoryChoice({ category: 'student', customCategory: 'x' })).toThrow(/not both/);
  });
});
