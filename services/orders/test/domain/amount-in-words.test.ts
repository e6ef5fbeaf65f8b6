import { describe, expect, it } from 'vitest';
import { indianNumberInWords, rupeesInWords } from '../../src/domain/amount-in-words.ts';

describe('amounts in words', () => {
  it('spells whole numbers in crore, lakh, thousand and hundred', () => {
    expect(indianNumberInWords(0)).toBe('Zero');
    expect(indianNumberInWords(15)).toBe('Fifteen');
    expect(indianNumberInWords(101)).toBe('One Hundred One');
    expect(indianNumberInWords(9999)).toBe('Nine Thousand Nine Hundred Ninety-Nine');
    expect(indianNumberInWords(1_250_000)).toBe('Twelve Lakh Fifty Thousand');
    expect(indianNumberInWords(123_456_789)).toBe(
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine',
    );
  });

  it('spells rupees and paise as invoices do', () => {
    expect(rupeesInWords(999900)).toBe('Rupees Nine Thousand Nine Hundred Ninety-Nine only');
    expect(rupeesInWords(449910)).toBe('Rupees Four Thousand Four Hundred Ninety-Nine and Ten Paise only');
    expect(rupeesInWords(76256)).toBe('Rupees Seven Hundred Sixty-Two and Fifty-Six Paise only');
  });
});
