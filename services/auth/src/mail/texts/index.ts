import { english } from './english.ts';
import { hindi } from './hindi.ts';
import type { MailTexts } from './mail-texts.ts';

export type { MailTexts } from './mail-texts.ts';

/** The texts of a profile's language ('English', 'Hindi'); anything else reads English. */
export const mailTextsFor = (language: string | null | undefined): MailTexts =>
  language === 'Hindi' ? hindi : english;
