import { describe, expect, it } from 'vitest';
import { mustBuyToEnrol } from '../../src/domain/enrolment-access.ts';

describe('mustBuyToEnrol', () => {
  it('lets anyone into a free course and only an admin into a priced one', () => {
    expect(mustBuyToEnrol({ priceMinor: 0 }, 'USER')).toBe(false);
    expect(mustBuyToEnrol({ priceMinor: 1 }, 'USER')).toBe(true);
    expect(mustBuyToEnrol({ priceMinor: 999900 }, 'ADMIN')).toBe(false);
  });
});
