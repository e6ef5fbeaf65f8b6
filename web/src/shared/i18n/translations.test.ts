import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { adminEn } from './en-admin.ts';
import * as screensEn from './en-screens/index.ts';
import { hi } from './hi.ts';
import { hiMessages } from './hi-messages.ts';
import { switchLanguage } from './i18n.ts';
import { say } from './messages.ts';

/**
 * Keys whose Hindi text may equal the English one. Empty today: brand names such as Stripe, Visa or
 * LinkedIn appear inside longer Hindi sentences, never as a whole text. Add a key here only for a word
 * that really is the same in both languages (a brand name standing alone), with the reason.
 */
const SAME_IN_BOTH = new Set<string>([]);

const flatten = (texts: object, prefix = ''): [string, unknown][] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? flatten(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );

const english = flatten({ ...en, ...screensEn, ...adminEn });
const hindi = new Map(flatten(hi));

describe('Hindi texts', () => {
  it('translate every English key with a text of their own', () => {
    const untranslated = english
      .filter(([key, text]) => {
        const translated = hindi.get(key);
        return (
          typeof translated !== 'string' ||
          translated.trim() === '' ||
          (translated === text && !SAME_IN_BOTH.has(key))
        );
      })
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('have no key that English lacks', () => {
    const englishKeys = new Set(english.map(([key]) => key));
    expect([...hindi.keys()].filter((key) => !englishKeys.has(key))).toEqual([]);
  });

  it('keep every placeholder of the English text', () => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/\{\{\w+\}\}/g)
        ?.sort() ?? [];
    const broken = english.filter(
      ([key, text]) => placeholders(text).join() !== placeholders(hindi.get(key)).join(),
    );
    expect(broken.map(([key]) => key)).toEqual([]);
  });

  it('are written in Devanagari', () => {
    const latinOnly = [...hindi].filter(([, text]) => !/[\u0900-\u097F]/.test(String(text)));
    expect(latinOnly.map(([key]) => key)).toEqual([]);
  });
});

describe('Hindi messages (toasts and server replies, keyed by the English sentence)', () => {
  it('are written in Devanagari and differ from the English', () => {
    const untranslated = Object.entries(hiMessages).filter(
      ([english, text]) => text === english || !/[\u0900-\u097F]/.test(text),
    );
    expect(untranslated).toEqual([]);
  });

  it('show in Hindi while Hindi is on screen, and the English sentence otherwise', async () => {
    await switchLanguage('hi');
    expect(say('Login successful!')).toBe('लॉग इन सफल रहा!');
    expect(say('Please log in to add courses to cart.')).toBe('कार्ट में पाठ्यक्रम जोड़ने के लिए कृपया लॉग इन करें।');
    expect(say('A sentence nobody translated')).toBe('A sentence nobody translated');
    await switchLanguage('en');
    expect(say('Login successful!')).toBe('Login successful!');
  });
});
