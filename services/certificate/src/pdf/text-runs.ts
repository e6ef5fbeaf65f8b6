import { createRequire } from 'node:module';
import { type ScriptFonts, scriptFontsOf } from './script-fonts.ts';

// A CommonJS module that exports its factory itself, though its types describe an ES default export.
const bidiFactory: typeof import('bidi-js').default = createRequire(import.meta.url)('bidi-js');
const bidi = bidiFactory();

/** A stretch of one line drawn in one font and one direction. */
export interface TextRun {
  /** The run as written (logical order). */
  text: string;
  /** What to hand to the font's layout: fontkit reverses runs of right-to-left scripts itself. */
  layoutText: string;
  /** null: DejaVu. */
  fonts: ScriptFonts | null;
  /** Displayed right to left (an odd bidi level). */
  rightToLeft: boolean;
}

// Spaces, joiners and combining marks take the font of the letters they stand between or belong to;
// other shared characters (brackets, digits) stay with DejaVu, which has them (a script's Noto font may not).
const FOLLOWS_NEIGHBOURS = /^[\s\p{Script=Inherited}]$/u;
const HAS_SCRIPT = /[^\p{Script=Common}\p{Script=Inherited}]/u;

interface Piece {
  index: number;
  character: string;
  level: number;
  fonts: ScriptFonts | null | undefined;
}

/** Each character's font; spaces and marks take the preceding character's, or else the following's. */
const assignFonts = (pieces: Piece[]) => {
  let previous: ScriptFonts | null | undefined;
  for (const piece of pieces) {
    if (piece.fonts === undefined) piece.fonts = previous;
    else previous = piece.fonts;
  }
  let following: ScriptFonts | null = null;
  for (const piece of pieces.toReversed()) {
    if (piece.fonts === undefined) piece.fonts = following;
    else following = piece.fonts;
  }
};

/** Unicode's rule L2: from the highest level down to the lowest odd one, reverse every sequence at or above it. */
const toVisualOrder = <T extends { level: number }>(runs: T[]) => {
  const levels = runs.map((run) => run.level);
  const lowestOdd = Math.min(...levels) | 1;
  let ordered = runs;
  for (let level = Math.max(...levels); level >= lowestOdd; level--) {
    const next: T[] = [];
    let sequence: T[] = [];
    for (const run of ordered) {
      if (run.level >= level) {
        sequence.push(run);
        continue;
      }
      next.push(...sequence.reverse(), run);
      sequence = [];
    }
    ordered = [...next, ...sequence.reverse()];
  }
  return ordered;
};

/**
 * One line of text as runs in display order (left to right), each in the font of its script, with the
 * Unicode bidirectional algorithm deciding which runs read right to left and where they stand. Mixed
 * names ("Zoë Ångström 山田", "ليلى Smith") get a run per script.
 */
export const visualRuns = (line: string): TextRun[] => {
  if (line === '') return [];
  const embedding = bidi.getEmbeddingLevels(line);
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const pieces: Piece[] = [];
  let index = 0;
  for (const character of line) {
    const fonts = scriptFontsOf(character) ?? (FOLLOWS_NEIGHBOURS.test(character) ? undefined : null);
    pieces.push({ index, character, level: embedding.levels[index] ?? 0, fonts });
    index += character.length;
  }
  assignFonts(pieces);

  const runs: { level: number; fonts: ScriptFonts | null; pieces: Piece[] }[] = [];
  for (const piece of pieces) {
    const last = runs.at(-1);
    if (last && last.level === piece.level && last.fonts === piece.fonts) last.pieces.push(piece);
    else runs.push({ level: piece.level, fonts: piece.fonts ?? null, pieces: [piece] });
  }

  return toVisualOrder(runs).map(({ level, fonts, pieces: runPieces }) => {
    const text = runPieces.map((piece) => piece.character).join('');
    const rightToLeft = level % 2 === 1;
    // Brackets and the like turn to face the text they enclose when it reads right to left.
    const shown = runPieces.map((piece) => mirrored.get(piece.index) ?? piece.character);
    // fontkit reverses a run whose first letter is of a right-to-left script; any other
    // difference from the bidi level (a run of only punctuation, Arabic-Indic digits) is ours to make.
    const fontkitReverses = Boolean(fonts?.rtl) && HAS_SCRIPT.test(text);
    const layoutText = (rightToLeft === fontkitReverses ? shown : shown.toReversed()).join('');
    return { text, layoutText, fonts, rightToLeft };
  });
};
