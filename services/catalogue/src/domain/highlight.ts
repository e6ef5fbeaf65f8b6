import type { HighlightPart } from '@academy/contracts';

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a search text as the search compares them: lower case, letters and digits only. */
export const searchWords = (text: string) => text.normalize('NFKC').toLowerCase().match(WORD) ?? [];

/** pg_trgm's trigrams of one word: padded with two spaces before and one after. */
const trigrams = (word: string) => {
  const padded = `  ${word} `;
  const found = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) found.add(padded.slice(i, i + 3));
  return found;
};

/** pg_trgm's `similarity` of two words, from their trigrams: shared trigrams over all trigrams. */
const similarity = (left: Set<string>, right: Set<string>) => {
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared += 1;
  return shared / (left.size + right.size - shared);
};

/** Short words only match exactly or as a prefix: a typo in three letters is another word. */
const TYPO_MIN_LENGTH = 4;
const TYPO_SIMILARITY = 0.45;

/** One search's wanted words with their trigrams, and its answers so far by word. */
interface Wanted {
  words: readonly string[];
  grams: Set<string>[];
  answers: Map<string, boolean>;
}

/**
 * Whether a word of the text is one the search asked for: the same word, one it begins (the last word
 * is typed as a prefix), the same stem (`forensic` finds `forensics`), or close enough to be a typo.
 */
const isWanted = (word: string, wanted: Wanted) => {
  let grams: Set<string> | undefined;
  return wanted.words.some((query, i) => {
    if (word.startsWith(query)) return true;
    if (query.length < TYPO_MIN_LENGTH || word.length < TYPO_MIN_LENGTH) return false;
    if (query.startsWith(word.slice(0, Math.max(TYPO_MIN_LENGTH, word.length - 2)))) return true;
    grams ??= trigrams(word);
    return similarity(grams, wanted.grams[i]!) >= TYPO_SIMILARITY;
  });
};

/** How many searches' answers are kept, and how many words' answers each keeps at most. */
const KEPT_SEARCHES = 256;
const KEPT_ANSWERS = 20_000;

/**
 * Each list of wanted words as compared, with its answers by word as written: a search highlights a page of
 * courses whose texts share most of their words, and the same searches come again (a popular word, the next
 * page), each word otherwise normalised and compared by trigrams anew. Kept by the list itself while a page
 * is highlighted, and by its words for the most recent searches.
 */
const byList = new WeakMap<readonly string[], Wanted>();
const bySearch = new Map<string, Wanted>();

const wantedOf = (words: readonly string[]) => {
  const listed = byList.get(words);
  if (listed) return listed;
  const key = words.join(' ');
  const wanted = bySearch.get(key) ?? { words, grams: words.map(trigrams), answers: new Map() };
  // Most recent last: the first entry is the one to forget.
  bySearch.delete(key);
  bySearch.set(key, wanted);
  if (bySearch.size > KEPT_SEARCHES) bySearch.delete(bySearch.keys().next().value!);
  if (wanted.answers.size > KEPT_ANSWERS) wanted.answers.clear();
  byList.set(words, wanted);
  return wanted;
};

const matches = (written: string, words: readonly string[]) => {
  if (words.length === 0) return false;
  const wanted = wantedOf(words);
  let answer = wanted.answers.get(written);
  if (answer === undefined) {
    answer = isWanted(written.normalize('NFKC').toLowerCase(), wanted);
    wanted.answers.set(written, answer);
  }
  return answer;
};

/** Where the first wanted word of a text starts, or -1. */
const firstMatch = (text: string, wanted: readonly string[]) => {
  for (const found of text.matchAll(WORD)) if (matches(found[0], wanted)) return found.index;
  return -1;
};

/** The text cut into parts, the words the search found marked; neighbouring parts of one kind joined. */
export const highlight = (text: string, wanted: readonly string[]): HighlightPart[] => {
  const parts: HighlightPart[] = [];
  const push = (piece: string, match: boolean) => {
    if (!piece) return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  };
  let at = 0;
  for (const found of text.matchAll(WORD)) {
    push(text.slice(at, found.index), false);
    push(found[0], matches(found[0], wanted));
    at = found.index + found[0].length;
  }
  push(text.slice(at), false);
  return parts;
};

/** The first `most` of the texts holding a wanted word, highlighted (the others are not cut into parts). */
export const highlightMatching = (texts: readonly string[], wanted: readonly string[], most: number) => {
  const found: HighlightPart[][] = [];
  for (const text of texts) {
    if (found.length === most) break;
    if (firstMatch(text, wanted) !== -1) found.push(highlight(text, wanted));
  }
  return found;
};

/**
 * A passage of a long text around its first match (the whole text when short), cut at word
 * boundaries and marked with an ellipsis where cut, then highlighted.
 */
export const excerpt = (text: string, wanted: readonly string[], length = 220): HighlightPart[] => {
  if (text.length <= length) return highlight(text, wanted);
  const first = firstMatch(text, wanted);
  const start = first < length / 3 ? 0 : text.lastIndexOf(' ', first - Math.floor(length / 3)) + 1;
  const endAt = text.indexOf(' ', start + length);
  const end = endAt === -1 ? text.length : endAt;
  const passage = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return highlight(passage, wanted);
};
