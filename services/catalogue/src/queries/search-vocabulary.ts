import { sql } from 'drizzle-orm';
import type { CatalogueDb } from '../db/database.ts';

/** A word shorter than this is searched as typed: a typo in three letters is another word. */
const MIN_CORRECTED_LENGTH = 4;
/** An unknown word is searched as at most this many of its nearest vocabulary words. */
const MAX_CORRECTIONS = 3;

/** A searched word and what it is searched as: itself and, when no course uses it, its nearest words. */
export interface SearchTerm {
  word: string;
  /** Vocabulary words close to an unknown word, closest first; empty for a known word. */
  corrections: string[];
  /** The last word is also searched as a prefix: it may still be being typed. */
  prefix: boolean;
}

/**
 * The search text's words, each unknown one (used by no listed course: not a vocabulary word, and for the
 * last one not the beginning of one either) with its nearest vocabulary words. One query: the exact and
 * prefix look-ups use the vocabulary's btree indexes, the nearest words its trigram index: `%`, words
 * sharing at least 0.3 of their trigrams (pg_trgm's default threshold: one wrong, missing or extra letter
 * in a word of six letters or more, or two letters swapped, stays above it).
 */
export const searchTerms = async (db: CatalogueDb, words: readonly string[]): Promise<SearchTerm[]> => {
  const terms = words.map(
    (word, i): SearchTerm => ({ word, corrections: [], prefix: i === words.length - 1 }),
  );
  const unsure = words.filter((word) => word.length >= MIN_CORRECTED_LENGTH);
  if (unsure.length === 0) return terms;
  const last = words.at(-1)!;
  // Words are letters and digits only, so the pattern holds no LIKE wildcards but its own.
  const { rows } = await db.execute<{ word: string; corrections: string[] }>(sql`
    SELECT q.word, array(
      SELECT v.word FROM course_words v
      WHERE v.word % q.word
      ORDER BY similarity(v.word, q.word) DESC, v.word
      LIMIT ${MAX_CORRECTIONS}) AS corrections
    FROM unnest(${sql.param(unsure)}::text[]) AS q(word)
    WHERE NOT EXISTS (SELECT 1 FROM course_words k WHERE k.word = q.word)
      AND NOT (q.word = ${last} AND EXISTS (SELECT 1 FROM course_words k WHERE k.word LIKE ${`${last}%`}))`);
  const corrections = new Map(rows.map((row) => [row.word, row.corrections]));
  return terms.map((term) => ({ ...term, corrections: corrections.get(term.word) ?? [] }));
};

/**
 * The full-text query of the terms: every term (`&`), a term being its word or any of its corrections
 * (`|`), the last word also as a prefix. Words are letters and digits only: nothing in them is tsquery
 * syntax.
 */
export const toTsQuery = (terms: readonly SearchTerm[]) =>
  terms
    .map(({ word, corrections, prefix }) => {
      const alternatives = [prefix ? `${word}:*` : word, ...corrections];
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
