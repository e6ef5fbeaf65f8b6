import { describe, expect, it } from 'vitest';
import { categoryBody, categoryLabel, optionOf } from './category-choice.ts';

describe('categoryBody', () => {
  it('sends a category, or the learner’s own trimmed words for something else', () => {
    expect(categoryBody('student', 'ignored')).toEqual({ body: { category: 'student' } });
    expect(categoryBody('other', '  Researcher ')).toEqual({ body: { customCategory: 'Researcher' } });
  });

  it('names what is missing or too long', () => {
    expect(categoryBody(undefined, '')).toEqual({ problem: 'Choose one' });
    expect(categoryBody('other', '   ')).toEqual({ problem: 'Tell us what describes you' });
    expect(categoryBody('other', 'x'.repeat(61))).toEqual({ problem: 'At most 60 characters' });
  });
});

describe('stored answers', () => {
  it('show as their option and label', () => {
    expect(optionOf('professional', null)).toBe('professional');
    expect(optionOf(null, 'Researcher')).toBe('other');
    expect(optionOf(null, null)).toBeUndefined();
    expect(categoryLabel('student', null)).toBe('Student');
    expect(categoryLabel(null, 'Researcher')).toBe('Researcher');
    expect(categoryLabel(null, null)).toBeNull();
  });
});
