import { queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, startCatalogue } from '../support/catalogue-app.ts';
import { files, octet } from '../support/files.ts';

const DECOMPOSED = 'Re\u0301seaux'; // "Réseaux" as e + combining acute: looks the same, compares different
const COMPOSED = 'R\u00e9seaux';

describe('titles people read back', () => {
  let c: Catalogue;
  beforeAll(async () => {
    c = await startCatalogue('catalogue_titles');
  });
  afterAll(async () => c?.close());

  const create = (title: string, description = 'Packets') =>
    c.app.inject({
      method: 'POST',
      url: `/courses?${new URLSearchParams({ title, description, category: 'Forensics', createdBy: 'Ann' })}`,
      headers: { ...octet, ...c.auth(c.adminToken) },
      payload: files.png,
    });
  const storedTitle = async (id: number) =>
    (
      await queryDatabase<{ title: string }>(c.databaseUrl, 'SELECT title FROM courses WHERE id = $1', [id])
    )[0]?.title;

  it('stores a course title in normal form C, created or edited', async () => {
    const created = await create(DECOMPOSED);
    expect(created.statusCode).toBe(201);
    const { course } = created.json();
    expect(await storedTitle(course.id)).toBe(COMPOSED);

    const edited = await c.app.inject({
      method: 'PUT',
      url: `/courses/${course.id}`,
      headers: c.auth(c.adminToken),
      payload: {
        title: `${DECOMPOSED} II`,
        description: 'Line one\nLine two',
        category: 'Forensics',
        createdBy: 'Ann',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(await storedTitle(course.id)).toBe(`${COMPOSED} II`);
  });

  it('refuses control and invisible formatting characters in titles, naming the field, but not newlines in descriptions', async () => {
    const refused = await create('Forensics\u202Efdp.exe');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'title must not contain control or invisible formatting characters (U+202E)',
    );
    expect((await create('Two\nlines')).json().message).toMatch(/^title must not contain .*U\+000A/);
    expect((await create('Zero\u200Bwidth')).statusCode).toBe(400);
    expect((await create('Fine', 'First line\r\nSecond line')).statusCode).toBe(201);
    expect((await create('Fine', 'Hidden\u2066mark')).json().message).toMatch(/^description must not/);
  });
});
