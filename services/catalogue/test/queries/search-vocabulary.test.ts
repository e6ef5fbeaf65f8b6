import type { CourseSearchReply } from '@academy/contracts';
import { queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, startCatalogue } from '../support/catalogue-app.ts';
import { insertCourses } from '../support/listed-courses.ts';

/** The vocabulary as the database holds it: word → how many courses use it. */
const vocabulary = async (databaseUrl: string) =>
  new Map(
    (
      await queryDatabase<{ word: string; courses: number }>(
        databaseUrl,
        'SELECT word, courses FROM course_words ORDER BY word',
      )
    ).map((row) => [row.word, row.courses]),
  );

/** What the listing's full-text document alone finds for a tsquery: the search before any correction. */
const plainFullText = async (databaseUrl: string, tsQuery: string) =>
  (
    await queryDatabase<{ course_id: number }>(
      databaseUrl,
      `SELECT l.course_id FROM course_listing l JOIN courses c ON c.id = l.course_id
       WHERE c.published AND c.voucher_course_id IS NULL AND l.document @@ to_tsquery('english', $1)
       ORDER BY ts_rank(l.document, to_tsquery('english', $1)) DESC, l.learners DESC, c.id`,
      [tsQuery],
    )
  ).map((row) => row.course_id);

describe('the search vocabulary', () => {
  let c: Catalogue;
  let memory: number;
  let mobile: number;
  let cloud: number;
  beforeAll(async () => {
    c = await startCatalogue('catalogue_vocabulary');
    [memory, mobile, cloud] = await insertCourses(c.databaseUrl, [
      {
        title: 'Memory Forensics',
        description: 'Volatility plugins against a captured RAM image.',
        lessons: ['Acquiring memory', 'Process listings'],
      },
      {
        title: 'Mobile Forensics',
        description: 'Extraction from Android and iPhone handsets.',
        lessons: ['Logical extraction', 'Keychains'],
        lectures: ['Handset seizure'],
      },
      { title: 'Cloud Incident Response', description: 'Logs from three providers, correlated.' },
    ]);
  });
  afterAll(async () => c?.close());

  const search = async (q: string) => {
    const reply = await c.app.inject({ method: 'GET', url: `/courses?q=${encodeURIComponent(q)}` });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<CourseSearchReply>();
  };
  const ids = (reply: CourseSearchReply) => reply.courses.map((course) => course.id);
  const marked = (parts: { text: string; match: boolean }[]) =>
    parts.filter((part) => part.match).map((part) => part.text);

  it('holds every word of the titles, lesson titles and descriptions, counted per course', async () => {
    const words = await vocabulary(c.databaseUrl);
    expect(words.get('forensics')).toBe(2);
    for (const word of ['volatility', 'keychains', 'seizure', 'correlated', 'iphone', 'ram'])
      expect(words.get(word), word).toBe(1);
    expect(words.has('Forensics')).toBe(false);
  });

  it('finds courses despite typos in title, lesson, lecture and description words, marking the words meant', async () => {
    const forensics = await search('forensiks');
    expect(ids(forensics).sort()).toEqual([memory, mobile].sort());
    expect(marked(forensics.courses[0]!.highlight.title)).toEqual(['Forensics']);
    expect(ids(await search('memry forensics'))).toEqual([memory]);
    expect(ids(await search('incidnet'))).toEqual([cloud]);
    expect(ids(await search('keychans'))).toEqual([mobile]);
    expect(ids(await search('siezure'))).toEqual([mobile]);
    const described = await search('volatilty');
    expect(ids(described)).toEqual([memory]);
    expect(marked(described.courses[0]!.highlight.description)).toEqual(['Volatility']);
  });

  it('answers an exact search as full-text search alone does, the last word as a prefix', async () => {
    for (const [q, tsQuery] of [
      ['forensics', 'forensics:*'],
      ['mobile forensics', 'mobile & forensics:*'],
      ['extraction', 'extraction:*'],
      ['forens', 'forens:*'],
      ['incident resp', 'incident & resp:*'],
    ] as const) {
      const found = await search(q);
      expect(ids(found), q).toEqual(await plainFullText(c.databaseUrl, tsQuery));
      expect(found.total, q).toBeGreaterThan(0);
    }
  });

  it('counts the words of courses written at once, in whatever order their words come', async () => {
    // One transaction each, holding its new words until it commits: the other waits, then counts on.
    const write = (title: string) =>
      queryDatabase(
        c.databaseUrl,
        `BEGIN;
         INSERT INTO courses (title, description, category, created_by, published)
           VALUES ('${title}', 'Star maps.', 'Astronomy', 'Ann', true);
         SELECT pg_sleep(0.05);
         COMMIT;`,
      );
    await Promise.all([write('Quasar Nebula Pulsar'), write('Pulsar Nebula Quasar Atlas')]);
    const words = await vocabulary(c.databaseUrl);
    for (const word of ['quasar', 'nebula', 'pulsar', 'star', 'maps']) expect(words.get(word), word).toBe(2);
    expect(words.get('atlas')).toBe(1);
    await queryDatabase(c.databaseUrl, `DELETE FROM courses WHERE category = 'Astronomy'`);
    expect((await vocabulary(c.databaseUrl)).has('quasar')).toBe(false);
  });

  it('follows a course whose title, description and lessons change, and forgets a removed course', async () => {
    await queryDatabase(
      c.databaseUrl,
      `UPDATE courses SET title = 'Cloud Threat Hunting', description = 'Hunting with Sigma rules.' WHERE id = $1`,
      [cloud],
    );
    await queryDatabase(c.databaseUrl, `UPDATE lectures SET title = 'Handset triage' WHERE course_id = $1`, [
      mobile,
    ]);
    let words = await vocabulary(c.databaseUrl);
    expect(words.get('hunting')).toBe(1);
    expect(words.get('triage')).toBe(1);
    for (const gone of ['incident', 'response', 'correlated', 'providers', 'seizure'])
      expect(words.has(gone), gone).toBe(false);
    expect(ids(await search('huntnig'))).toEqual([cloud]);
    expect(ids(await search('siezure'))).toEqual([]);

    await queryDatabase(c.databaseUrl, 'DELETE FROM courses WHERE id = $1', [mobile]);
    words = await vocabulary(c.databaseUrl);
    expect(words.get('forensics')).toBe(1);
    for (const gone of ['mobile', 'android', 'keychains', 'handset', 'triage'])
      expect(words.has(gone), gone).toBe(false);
    expect(ids(await search('forensiks'))).toEqual([memory]);
  });
});
