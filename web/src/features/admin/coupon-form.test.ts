import { describe, expect, it } from 'vitest';
import { couponBodyOf, coursesMatching, EMPTY_COUPON_FORM } from './coupon-form.ts';

const now = new Date('2026-11-23T12:00:00Z');

describe('the coupon form', () => {
  it('makes a percentage coupon for some courses, valid to the end of a day', () => {
    expect(
      couponBodyOf(
        {
          ...EMPTY_COUPON_FORM,
          prefix: 'SPRING',
          value: '10',
          maxRedemptions: '5',
          expiresOn: '2026-12-31',
          courseIds: [40, 69, 40],
        },
        now,
      ),
    ).toEqual({
      body: {
        prefix: 'SPRING',
        percentOff: 10,
        maxRedemptions: 5,
        expiresAt: '2026-12-31T23:59:59.999Z',
        courseIds: [40, 69],
      },
    });
  });

  it('makes an amount in rupees into minor units', () => {
    expect(
      couponBodyOf({ ...EMPTY_COUPON_FORM, kind: 'amount', value: '499.50', maxRedemptions: '1' }, now),
    ).toEqual({
      body: { amountOffMinor: 49950, currency: 'INR', maxRedemptions: 1 },
    });
  });

  it('says what to fix', () => {
    const result = couponBodyOf(
      {
        ...EMPTY_COUPON_FORM,
        prefix: 'no spaces',
        value: '100',
        maxRedemptions: '0',
        expiresOn: '2026-11-22',
      },
      now,
    );
    expect(result).toEqual({
      errors: {
        prefix: 'Use up to 16 letters and digits',
        value: 'Enter a percentage from 1 to 99',
        maxRedemptions: 'Enter how many times it can be used',
        expiresOn: 'Choose a future date',
      },
    });
  });
});

describe('the course picker', () => {
  const courses = [
    { id: 40, title: 'Certified Security Analyst', courseCode: 'CSA' },
    { id: 61, title: 'Security Essentials for All', courseCode: 'SEFA' },
    { id: 69, title: 'Digital Forensics Essentials', courseCode: 'SDFE' },
  ];

  it('offers the courses whose title contains the search, titles starting with it first', () => {
    expect(coursesMatching(courses, 'secur', []).map((c) => c.id)).toEqual([61, 40]);
    expect(coursesMatching(courses, '  ESSENTIALS ', []).map((c) => c.id)).toEqual([69, 61]);
  });

  it('finds a course by code or id, leaves out those picked, and offers nothing for no search', () => {
    expect(coursesMatching(courses, 'sdfe', []).map((c) => c.id)).toEqual([69]);
    expect(coursesMatching(courses, '40', []).map((c) => c.id)).toEqual([40]);
    expect(coursesMatching(courses, 'essentials', [61]).map((c) => c.id)).toEqual([69]);
    expect(coursesMatching(courses, '   ', [])).toEqual([]);
    expect(coursesMatching(courses, 'e', [], 2)).toHaveLength(2);
  });

  it('sends no course list when none is picked: every course', () => {
    expect(couponBodyOf({ ...EMPTY_COUPON_FORM, value: '5', maxRedemptions: '1' }, now)).toEqual({
      body: { percentOff: 5, maxRedemptions: 1 },
    });
  });
});
