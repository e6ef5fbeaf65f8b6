import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database, openDatabasePool } from '../src/db/database.ts';
import { GENERIC_PLANS, preparedPer, preparedPerKey } from '../src/db/prepared.ts';
import type { Executor } from '../src/outbox.ts';
import { createTestDatabase } from '../src/testing/index.ts';
import { migrationsFolder } from './fixtures/platform.ts';
import * as schema from './fixtures/schema.ts';
import { notes } from './fixtures/schema.ts';

type Db = Database<typeof schema>;

describe('prepared statements', () => {
  const database = createTestDatabase('kit_prepared');
  const handles: Db[] = [];
  const connect = async () => {
    const db = await connectDatabase({ url: (await database).url, schema, migrationsFolder });
    handles.push(db);
    return db;
  };
  afterAll(async () => {
    for (const db of handles) await db.$client.end();
    await (await database).drop();
  });

  it('builds a read once per database handle', async () => {
    const built: Db[] = [];
    const noteById = preparedPer((db: Db) => {
      built.push(db);
      return db
        .select({ body: notes.body })
        .from(notes)
        .where(eq(notes.id, sql.placeholder('id')))
        .prepare('kit_test_note_by_id');
    });
    const [first, second] = [await connect(), await connect()];
    const [note] = await first.insert(notes).values({ body: 'one' }).returning();

    expect(await noteById(first).execute({ id: note?.id })).toEqual([{ body: 'one' }]);
    expect(await noteById(first).execute({ id: note?.id })).toEqual([{ body: 'one' }]);
    expect(await noteById(second).execute({ id: note?.id })).toEqual([{ body: 'one' }]);
    expect(noteById(first)).toBe(noteById(first));
    expect(built).toEqual([first, second]);
  });

  it('builds a read once per connection for the transactions on it, each reading its own rows', async () => {
    const built: unknown[] = [];
    const countNotes = preparedPer((db: Executor) => {
      built.push(db);
      return db.select({ count: sql<number>`count(*)::int` }).from(notes).prepare('kit_test_count_notes');
    });
    // One connection: every transaction is a new drizzle handle on the same connection.
    const db = openDatabasePool({ url: (await database).url, schema, poolSize: 1 });
    handles.push(db);
    const before = (await db.select({ count: sql<number>`count(*)::int` }).from(notes))[0]?.count ?? 0;
    const seen: number[] = [];
    for (const body of ['first', 'second']) {
      await db
        .transaction(async (tx) => {
          await tx.insert(notes).values({ body });
          seen.push((await countNotes(tx).execute())[0]?.count ?? -1);
          tx.rollback();
        })
        .catch((error: Error) => {
          if (error.message !== 'Rollback') throw error;
        });
    }
    // Each transaction saw its own insert, which then rolled back.
    expect(seen).toEqual([before + 1, before + 1]);
    expect(built).toHaveLength(1);
  });

  it('builds a keyed read once per key name and database handle, each under its own name', async () => {
    const built: string[] = [];
    type Filter = { applied: boolean };
    const nameOf = (filter: Filter) => (filter.applied ? 'applied' : 'pending');
    const notesWhere = preparedPerKey((db: Db, filter: Filter) => {
      built.push(nameOf(filter));
      return db
        .select({ body: notes.body })
        .from(notes)
        .where(filter.applied ? sql`${notes.applied} > 0` : eq(notes.applied, 0))
        .orderBy(notes.id)
        .prepare(`kit_test_notes_${nameOf(filter)}`);
    }, nameOf);
    const [first, second] = [await connect(), await connect()];
    await first.delete(notes);
    await first.insert(notes).values([
      { body: 'done', applied: 1 },
      { body: 'waiting', applied: 0 },
    ]);

    expect(await notesWhere(first, { applied: true }).execute()).toEqual([{ body: 'done' }]);
    expect(await notesWhere(first, { applied: false }).execute()).toEqual([{ body: 'waiting' }]);
    // Another key object with the same name is the statement already built.
    expect(notesWhere(first, { applied: true })).toBe(notesWhere(first, { applied: true }));
    expect(await notesWhere(second, { applied: true }).execute()).toEqual([{ body: 'done' }]);
    expect(built).toEqual(['applied', 'pending', 'applied']);
  });

  /** One connection, set up as the learning and certificate services set theirs up. */
  const genericPlansConnection = async () => {
    const db = openDatabasePool({ url: (await database).url, schema, poolSize: 1, settings: GENERIC_PLANS });
    handles.push(db);
    return db.$client;
  };

  it('keeps reaching rows by key through an index when a plan made over a near-empty table is reused', async () => {
    const client = await genericPlansConnection();
    // A table of this connection's own, which no other test and no autovacuum analyse meanwhile.
    await client.query('CREATE TEMP TABLE growing (id int PRIMARY KEY, body text NOT NULL)');
    await client.query("INSERT INTO growing VALUES (1, 'first')");
    // Keys joined as rows, as the statements that read or save for many learners at once take them.
    await client.query(
      'PREPARE growing_by_ids AS SELECT body FROM unnest($1::int[]) AS asked(id) JOIN growing USING (id) ORDER BY id',
    );
    // The plan is made at the first execution, over one row, and kept for the connection's life.
    expect((await client.query("EXECUTE growing_by_ids('{1}')")).rows).toEqual([{ body: 'first' }]);
    await client.query("INSERT INTO growing SELECT n, 'row ' || n FROM generate_series(2, 20000) AS n");

    const plan = await client.query("EXPLAIN (COSTS OFF) EXECUTE growing_by_ids('{5,7}')");
    const text = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
    expect(text).not.toMatch(/Seq Scan/);
    expect((await client.query("EXECUTE growing_by_ids('{5,7}')")).rows).toEqual([
      { body: 'row 5' },
      { body: 'row 7' },
    ]);
  });

  it('runs a statement no index serves as it is, without compiling its plan to machine code', async () => {
    const client = await genericPlansConnection();
    await client.query('CREATE TEMP TABLE titled (id int PRIMARY KEY, title text NOT NULL)');
    await client.query("INSERT INTO titled VALUES (1, 'Digital Forensics'), (2, 'Incident Response')");
    // A course found by its title, as an enrolment finds one: a scan priced as disabled.
    const plan = await client.query(
      "EXPLAIN ANALYZE SELECT id FROM titled WHERE lower(title) = 'incident response'",
    );
    const text = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Seq Scan on titled/);
    expect(text).not.toMatch(/JIT:/);
  });
});
