import { Type } from 'typebox';

/**
 * The schema keyword that marks text people read back: names, titles, descriptions. The kit's
 * validator understands it (every service and the BFF): it refuses the characters below with a 400
 * naming the field, and stores the text in Unicode normal form C, so one name is one sequence of code
 * points wherever it is compared, sorted or printed (PDFs, `filename*`).
 */
export const TEXT_KEYWORD = 'x-text';

/** One line (a name, a title), or several (a description: newlines allowed). */
export type TextKind = 'line' | 'lines';

// Control (Cc) and format (Cf) characters: bidirectional overrides (U+202E turns 'fdp.exe' around),
// invisible marks, NUL. The joiners U+200C/U+200D stay: they spell words in Persian and Indic scripts
// and join emoji.
const REFUSED: Record<TextKind, RegExp> = {
  line: /(?!\u200C|\u200D)[\p{Cc}\p{Cf}]/u,
  lines: /(?!\u200C|\u200D|\n|\r)[\p{Cc}\p{Cf}]/u,
};

/** Why the text cannot be accepted (ajv prefixes the field's name), or null. */
export const textRefusal = (value: string, kind: TextKind): string | null => {
  const found = REFUSED[kind].exec(value)?.[0];
  if (found === undefined) return null;
  const codePoint = found.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0');
  return `must not contain control or invisible formatting characters (U+${codePoint})`;
};

/** A name or title of one line, 1 to `maxLength` characters. */
export const Line = (maxLength: number, options: { minLength?: number } = {}) =>
  Type.String({ minLength: options.minLength ?? 1, maxLength, [TEXT_KEYWORD]: 'line' });

/** Text of several lines (a description), up to `maxLength` characters. */
export const Lines = (maxLength: number, options: { minLength?: number } = {}) =>
  Type.String({ minLength: options.minLength ?? 0, maxLength, [TEXT_KEYWORD]: 'lines' });
