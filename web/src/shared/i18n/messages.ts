import { activeLocale, i18n } from './i18n.ts';

const AS_KEY = { ns: 'messages', keySeparator: false, nsSeparator: false } as const;

/**
 * A refusal that says when to try again, its wait written in by the server's `waitInWords` (the kit's) ("Too many
 * sign-ups. Please try again in 15 minutes.", "Many people are signing in right now; please try again in 5
 * seconds."): the reason and the wait are translated apart.
 */
const TRY_AGAIN = /^(.+?)[.;] [Pp]lease try again in (\d+) (second|minute)s?\.$/;

/** `english` as the messages of the language on screen list it, if they do. */
const listed = (english: string): string | undefined =>
  i18n.exists(english, AS_KEY) ? i18n.t(english, AS_KEY) : undefined;

/** "15 minutes" in the language on screen. */
const waitInWords = (count: number, unit: string) =>
  new Intl.NumberFormat(activeLocale(), { style: 'unit', unit, unitDisplay: 'long' }).format(count);

/**
 * A message written as an English sentence (a toast, or the server's reply shown in one) in the language
 * on screen. The English sentence is the key of `messages` in the Hindi texts (`hi-messages.ts`): the
 * spec fixes these sentences in English, and the server sends some of them as they are. A sentence not
 * listed there shows in English.
 */
export const say = (english: string): string => {
  const whole = listed(english);
  if (whole !== undefined) return whole;
  const [, reason, count, unit] = TRY_AGAIN.exec(english) ?? [];
  const translatedReason = reason === undefined ? undefined : listed(reason);
  if (translatedReason === undefined || count === undefined || unit === undefined) return english;
  const wait = waitInWords(Number(count), unit);
  return `${translatedReason} ${i18n.t('Please try again in {{wait}}.', { ...AS_KEY, wait })}`;
};
