import { randomUUID } from 'node:crypto';
import type { CourseSearchReply } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, startCatalogue } from '../support/catalogue-app.ts';
import { enrol, insertCourses } from '../support/listed-courses.ts';

describe('finding a course', () => {
  let c: Catalogue;
  let essentials: number;
  let email: number;
  let network: number;
  let malware: number;
  beforeAll(async () => {
    c = await startCatalogue('catalogue_search');
    [essentials, email, network, malware] = await insertCourses(c.databaseUrl, [
      {
        title: 'Digital Forensics Essentials',
        description: 'Collect and preserve evidence from disks and phones.',
        lessons: ['Disk imaging basics', 'Chain of custody'],
        createdAt: '2026-01-01T00:00:00Z',
      },
      {
        title: 'Email Forensic Analyst',
        description: 'Trace the headers of phishing mail back to their sender.',
        level: 'intermediate',
        priceMinor: 999_900,
        lessons: Array.from({ length: 25 }, (_, i) => `Header field ${i + 1}`),
        createdAt: '2026-02-01T00:00:00Z',
      },
      {
        title: 'Network Security Monitoring',
        description: 'Packets, flows and intrusion detection, with a closing note on forensics.',
        category: 'Security',
        level: 'advanced',
        priceMinor: 50_000,
        lessons: ['Wireshark capture filters'],
        lectures: ['Zeek logs explained'],
        createdAt: '2026-03-01T00:00:00Z',
      },
      { title: 'Malware Forensics Lab', category: 'Security', published: false },
    ]);
    await insertCourses(c.databaseUrl, [{ title: 'Forensics exam voucher', voucherFor: email }]);
  });
  afterAll(async () => c?.close());

  const search = async (query: string) => {
    const reply = await c.app.inject({ method: 'GET', url: `/courses?${query}` });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<CourseSearchReply>();
  };
  const ids = (reply: CourseSearchReply) => reply.courses.map((course) => course.id);
  const marked = (parts: { text: string; match: boolean }[]) =>
    parts.filter((part) => part.match).map((part) => part.text);

  it('ranks title matches above a description match, never finds drafts or vouchers, and marks the words', async () => {
    const found = await search('q=forensics');
    expect(ids(found)).toEqual([essentials, email, network]);
    expect(found.total).toBe(3);
    expect(ids(found)).not.toContain(malware);
    expect(marked(found.courses[0]!.highlight.title)).toEqual(['Forensics']);
    expect(found.courses[0]!.highlight.title.map((part) => part.text).join('')).toBe(
      'Digital Forensics Essentials',
    );
    expect(marked(found.courses[2]!.highlight.description)).toEqual(['forensics']);
  });

  it('finds a course despite a typo, and marks the word it meant', async () => {
    const found = await search('q=forensiks');
    expect(ids(found)).toEqual(expect.arrayContaining([essentials, email]));
    expect(marked(found.courses.find((x) => x.id === essentials)!.highlight.title)).toEqual(['Forensics']);
    const twoWords = await search(`q=${encodeURIComponent('digtal forensics')}`);
    expect(ids(twoWords)[0]).toBe(essentials);
  });

  it('searches lesson and lecture titles, and the last word as a prefix', async () => {
    const lesson = await search('q=wireshark');
    expect(ids(lesson)).toEqual([network]);
    expect(lesson.courses[0]!.highlight.lessons.map(marked)).toEqual([['Wireshark']]);
    expect(ids(await search('q=zeek'))).toEqual([network]);
    expect(ids(await search('q=netw'))).toEqual([network]);
  });

  it('filters by category, level, price and length', async () => {
    expect(ids(await search('category=security'))).toEqual([network]);
    expect(ids(await search('level=intermediate'))).toEqual([email]);
    expect(ids(await search('price=free'))).toEqual([essentials]);
    expect(ids(await search('price=paid&sort=price-asc'))).toEqual([network, email]);
    expect(ids(await search('length=long'))).toEqual([email]);
    expect(ids(await search('length=short&sort=newest'))).toEqual([network, essentials]);
    expect(ids(await search('q=forensics&category=Forensics&price=paid'))).toEqual([email]);
    expect((await search('sort=newest')).categories).toEqual(['Forensics', 'Security']);
  });

  it('sorts by popularity, newest, price and rating', async () => {
    await enrol(c.databaseUrl, network, [randomUUID(), randomUUID()]);
    await enrol(c.databaseUrl, email, [randomUUID()]);
    const popular = await search('sort=popular');
    expect(ids(popular)).toEqual([network, email, essentials]);
    expect(popular.courses.map((course) => course.learners)).toEqual([2, 1, 0]);
    expect(ids(await search('sort=newest'))).toEqual([network, email, essentials]);
    expect(ids(await search('sort=price-desc'))).toEqual([email, network, essentials]);
    expect(ids(await search('sort=price-asc'))).toEqual([essentials, network, email]);
    expect((await search('sort=rating')).courses.every((course) => course.rating.count === 0)).toBe(true);
  });

  it('pages through the results', async () => {
    const first = await search('sort=newest&pageSize=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(ids(first)).toEqual([network, email]);
    const second = await search('sort=newest&pageSize=2&page=2');
    expect(ids(second)).toEqual([essentials]);
    const past = await search('sort=newest&pageSize=2&page=3');
    expect(past).toMatchObject({ courses: [], total: 3, page: 3 });
  });

  it('pages through a text search in order of relevance, counting every match on each page', async () => {
    const whole = ids(await search('q=forensics'));
    expect(whole).toHaveLength(3);
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => search(`q=forensics&pageSize=1&page=${page}`)),
    );
    expect(pages.map(ids)).toEqual([...whole.map((id) => [id]), []]);
    expect(pages.map((page) => page.total)).toEqual([3, 3, 3, 3]);
    const filtered = await search('q=forensics&level=intermediate&pageSize=1&page=2');
    expect(filtered).toMatchObject({ courses: [], total: 1 });
  });

  it('suggests the closest title when nothing matched', async () => {
    const nothing = await search('q=xylophone');
    expect(nothing).toMatchObject({ courses: [], total: 0, suggestion: null });
    const near = await search(`q=${encodeURIComponent('essentials of cooking')}`);
    expect(near.total).toBe(0);
    expect(near.suggestion).toBe('Digital Forensics Essentials');
  });

  it('answers the plain list as before when asked without parameters', async () => {
    const reply = await c.app.inject({ method: 'GET', url: '/courses' });
    const body = reply.json();
    expect(Object.keys(body)).toEqual(['courses']);
    expect(body.courses.map((course: { id: number }) => course.id)).toEqual(
      expect.arrayContaining([essentials, email, network]),
    );
  });

  it('refuses bad parameters with a 400 naming them', async () => {
    for (const [query, field] of [
      ['sort=cheapest', 'sort'],
      ['pageSize=1000', 'pageSize'],
      ['page=0', 'page'],
      ['level=expert', 'level'],
      ['price=cheap', 'price'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const reply = await c.app.inject({ method: 'GET', url: `/courses?${query}` });
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().message, query).toContain(field);
    }
  });

  it('offers the categories findable now: a course taken back to draft takes its only category with it', async () => {
    const publish = (published: boolean) =>
      c.app.inject({
        method: 'PUT',
        url: `/courses/${network}/published`,
        headers: c.auth(c.adminToken),
        payload: { published },
      });
    expect((await search('sort=newest')).categories).toEqual(['Forensics', 'Security']);
    expect((await publish(false)).statusCode).toBe(200);
    expect((await search('sort=newest')).categories).toEqual(['Forensics']);
    expect((await search('q=packets')).total).toBe(0);
    expect((await publish(true)).statusCode).toBe(200);
    const again = await search('q=packets');
    expect(ids(again)).toEqual([network]);
    expect(again.categories).toEqual(['Forensics', 'Security']);
  });

  it('finds a course by what an administrator has just changed: its category, level and price', async () => {
    const edited = await c.app.inject({
      method: 'PUT',
      url: `/courses/${essentials}`,
      headers: c.auth(c.adminToken),
      payload: {
        title: 'Digital Forensics Essentials',
        description: 'Collect and preserve evidence from disks and phones.',
        category: 'Incident Response',
        createdBy: 'Academy',
        level: 'advanced',
        priceMinor: 1_000_000,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(ids(await search('category=incident%20response'))).toEqual([essentials]);
    expect(ids(await search('level=advanced&sort=price-desc'))).toEqual([essentials, network]);
    expect(ids(await search('price=free'))).toEqual([]);
    expect((await search('q=evidence')).categories).toEqual(['Forensics', 'Incident Response', 'Security']);
  });

  it('searches a word an administrator has just written as it is, no longer as a typo of an older word', async () => {
    // Nobody uses "custodian" yet: it is searched as itself or its nearest word, "custody".
    expect(ids(await search('q=custodian'))).toEqual([essentials]);
    const edited = await c.app.inject({
      method: 'PUT',
      url: `/courses/${email}`,
      headers: c.auth(c.adminToken),
      payload: {
        title: 'Email Forensic Analyst',
        description:
          'Trace the headers of phishing mail back to their sender, then hand them to a custodian.',
        category: 'Forensics',
        createdBy: 'Academy',
        level: 'intermediate',
        priceMinor: 999_900,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const found = await search('q=custodian');
    expect(ids(found)).toEqual([email]);
    expect(marked(found.courses[0]!.highlight.description)).toEqual(['custodian']);
  });
});
