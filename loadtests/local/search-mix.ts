import type { Step } from './journeys.ts';

/** Connections each kind of search is driven over: a busy catalogue's visitors, not a flood. */
export const SEARCH_CONNECTIONS = 10;

const search = (query: string): Step => ({ name: query, path: `/api/v1/course?${query}` });
const text = (words: string) => `q=${encodeURIComponent(words)}`;

/**
 * The searches `npm run bench -- search` sends, by kind, each kind a scenario of its own (its requests
 * cycle through the kind's searches). The words are those of the generated catalogue
 * (`search-catalogue.ts`): common ones (found in hundreds of courses) and rare ones.
 */
export const SEARCH_KINDS: { name: string; steps: Step[] }[] = [
  {
    name: 'exact words',
    steps: ['forensics', 'wireshark', 'chain of custody', 'balance sheets', 'machine learning', 'python'].map(
      (words) => search(text(words)),
    ),
  },
  {
    name: 'prefixes (the last word being typed)',
    steps: ['foren', 'wiresh', 'incident resp', 'mach', 'py', 'network sec'].map((words) =>
      search(text(words)),
    ),
  },
  {
    name: 'one-letter typos',
    steps: ['volatilty', 'ransomwre', 'phishng', 'clustring', 'regresion', 'stakeholdr'].map((words) =>
      search(text(words)),
    ),
  },
  {
    name: 'broad typos (words common to many courses)',
    steps: ['forensiks', 'securty', 'analysys', 'digtal forensiks', 'machne lerning', 'progamming'].map(
      (words) => search(text(words)),
    ),
  },
  {
    name: 'filters',
    steps: [
      'category=Security&level=advanced',
      'price=free&length=short',
      'level=intermediate&length=long',
      'category=Data&price=paid',
      `${text('forensics')}&level=beginner&price=paid`,
      `${text('python')}&length=medium`,
    ].map(search),
  },
  {
    name: 'each sort',
    steps: [
      'sort=popular',
      'sort=newest',
      'sort=price-asc',
      'sort=price-desc',
      'sort=rating',
      `${text('security')}&sort=relevance`,
      `${text('forensics')}&sort=rating`,
    ].map(search),
  },
  {
    name: 'page 2',
    steps: [
      `${text('forensics')}&page=2`,
      'sort=newest&page=2',
      `${text('securty')}&page=2`,
      'category=Forensics&sort=price-asc&page=2',
    ].map(search),
  },
];
