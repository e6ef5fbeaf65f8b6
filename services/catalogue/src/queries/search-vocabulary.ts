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

/** The vocabulary's words, for telling known words from unknown ones without asking the database. */
export interface KnownWords {
  has: (word: string) => boolean;
  /** Whether some word begins with this (the last word may still be being typed). */
  begun: (prefix: string) => boolean;
}

/** Every word of the vocabulary, read once per change of the catalogue (`createSearchLists`). */
export const readKnownWords = async (db: CatalogueDb): Promise<KnownWords> => {
  const { rows } = await db.execute<{ word: string }>(sql`SELECT word FROM course_words`);
  // Sorted here, as JavaScript compares strings, for the prefix search below.
  const sorted = rows.map((row) => row.word).sort();
  const words = new Set(sorted);
  return {
    has: (word) => words.has(word),
    begun: (prefix) => {
      // The first word not sorting before the prefix begins with it if any word does.
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (sorted[middle]! < prefix) low = middle + 1;
        else high = middle;
      }
      return sorted[low]?.startsWith(prefix) ?? false;
    },
  };
};

/**
 * The search text's words, each unknown one (used by no listed course: not a vocabulary word, and for the
 * last one not the beginning of one either) with its nearest vocabulary words. Known words are told from
 * the vocabulary kept in memory; only unknown ones are looked up, by the vocabulary's trigram index: `%`,
 * words sharing at least 0.3 of their trigrams (pg_trgm's default threshold: one wrong, missing or extra
 * letter in a word of six letters or more, or two letters swapped, stays above it).
 */
export const searchTerms = async (
  db: CatalogueDb,
  words: readonly string[],
  known: KnownWords,
): Promise<SearchTerm[]> => {
  const terms = words.map(
    (word, i): SearchTerm => ({ word, corrections: [], prefix: i === words.length - 1 }),
  );
  const unknown = terms
    .filter((term) => term.word.length >= MIN_CORRECTED_LENGTH)
    .filter((term) => !known.has(term.word) && !(term.prefix && known.begun(term.word)))
    .map((term) => term.word);
  if (unknown.length === 0) return terms;
  const { rows } = await db.execute<{ word: string; corrections: string[] }>(sql`
    SELECT q.word, array(
      SELECT v.word FROM course_words v
      WHERE v.word % q.word
      ORDER BY similarity(v.word, q.word) DESC, v.word
      LIMIT ${MAX_CORRECTIONS}) AS corrections
    FROM unnest(${sql.param(unknown)}::text[]) AS q(word)`);
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
