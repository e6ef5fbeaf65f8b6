import type { Course } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import {
  courseFormOf,
  EMPTY_COURSE_FORM,
  parseRupees,
  updateBodyOf,
  validateCourseForm,
} from './course-form.ts';

const filled = {
  title: ' Mobile Forensics ',
  description: 'Phones as evidence.',
  category: 'Forensics',
  createdBy: 'Faculty',
  price: '4,999',
  originalPrice: '7999.50',
  level: 'advanced' as const,
};

describe('parseRupees', () => {
  it('reads rupees with separators and up to two decimals as paise', () => {
    expect(parseRupees('9999')).toBe(999900);
    expect(parseRupees(' 9,999.5 ')).toBe(999950);
    expect(parseRupees('0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '1.234', '1e3', '2000000']) expect(parseRupees(text)).toBeNull();
  });
});

describe('validateCourseForm', () => {
  it('gives the trimmed fields with prices in paise', () => {
    expect(validateCourseForm(filled).fields).toEqual({
      title: 'Mobile Forensics',
      description: 'Phones as evidence.',
      category: 'Forensics',
      createdBy: 'Faculty',
      priceMinor: 499900,
      originalPriceMinor: 799950,
      level: 'advanced',
    });
  });

  it('leaves the original price out when it is empty', () => {
    expect(validateCourseForm({ ...filled, originalPrice: ' ' }).fields).not.toHaveProperty(
      'originalPriceMinor',
    );
  });

  it('names every missing field', () => {
    expect(validateCourseForm(EMPTY_COURSE_FORM).errors).toEqual({
      title: 'Enter a title',
      description: 'Enter a description',
      category: 'Enter a category',
      createdBy: 'Enter an instructor',
      price: 'Enter a price in rupees, e.g. 9999',
    });
  });

  it('wants the original price above the price', () => {
    expect(validateCourseForm({ ...filled, originalPrice: '4999' }).errors).toEqual({
      originalPrice: 'The original price must be higher than the price',
    });
  });

  it('refuses a title that is too long', () => {
    expect(validateCourseForm({ ...filled, title: 'x'.repeat(201) }).errors?.title).toMatch(/under 200/);
  });
});

describe('updateBodyOf', () => {
  it('clears the original price when the form has none', () => {
    const { fields } = validateCourseForm({ ...filled, originalPrice: '' });
    expect(fields && updateBodyOf(fields).originalPriceMinor).toBeNull();
  });

  it('sends the level the form holds', () => {
    const { fields } = validateCourseForm({ ...filled, level: 'intermediate' });
    expect(fields && updateBodyOf(fields).level).toBe('intermediate');
  });
});

describe('courseFormOf', () => {
  const course = { title: 't', description: 'd', category: 'c', createdBy: 'b', priceMinor: 0 };
  it("fills the form with the course's level, beginner when a reply has none", () => {
    const of = (fields: object) => courseFormOf({ ...course, originalPriceMinor: null, ...fields } as Course);
    expect(of({ level: 'advanced' }).level).toBe('advanced');
    expect(of({}).level).toBe('beginner');
  });
});
