import { i18n } from './i18n.ts';

/**
 * A message written as an English sentence (a toast, or the server's reply shown in one) in the language
 * on screen. The English sentence is the key of `messages` in the Hindi texts (`hi-messages.ts`): the
 * spec fixes these sentences in English, and the server sends some of them as they are. A sentence not
 * listed there shows in English.
 */
export const say = (english: string): string =>
  i18n.t(english, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: english });
