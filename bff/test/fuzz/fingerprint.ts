import pg from 'pg';

/** How long an accepted request's consequences may take to finish, and how often that is looked at. */
const SETTLE_MS = 10_000;
const SETTLE_STEP_MS = 150;
/**
 * Looks in a row that must find nothing changed: longer than the outbox relay's 250 ms poll, so an event
 * between its outbox row and its consumer is not taken for quiet.
 */
const QUIET_LOOKS = 5;

/** Tables that change on their own after a request (event delivery bookkeeping), not by it. */
const MOVING = new Set(['outbox', 'processed_events', '__drizzle_migrations']);

/**
 * A digest of every row of every table in the given databases, to prove a refused request changed
 * nothing. Small test databases make hashing them whole cheap.
 */
export const openFingerprint = async (urls: string[]) => {
  const clients = await Promise.all(
    urls.map(async (url) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ name: string }>(
        "SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
      );
      const digestOf = (tables: string[]) =>
        tables
          .map(
            (t) =>
              `SELECT '${t}' AS t, md5(coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '')) AS h FROM ${t} x`,
          )
          .join(' UNION ALL ');
      const all = rows.map((row) => row.name);
      return {
        client,
        sql: digestOf(all.filter((name) => !MOVING.has(name.replaceAll('"', '')))),
        // Settling watches the delivery bookkeeping too: an event still in an outbox is work to come.
        everything: digestOf(all),
      };
    }),
  );
  const digest = async (which: 'sql' | 'everything') => {
    const parts = await Promise.all(
      clients.map(async (c) =>
        c[which]
          ? (await c.client.query<{ t: string; h: string }>(c[which])).rows.map((r) => `${r.t}:${r.h}`)
          : [],
      ),
    );
    return parts.flat().join('\n');
  };
  const take = () => digest('sql');
  return {
    take,
    /**
     * Waits until nothing changes any more (`QUIET_LOOKS` digests in a row alike, at most `SETTLE_MS`): what an
     * accepted request set off (its events, a mail being sent) finishes before the next refused one is compared.
     */
    settle: async () => {
      const until = Date.now() + SETTLE_MS;
      let last = await digest('everything');
      let quiet = 0;
      while (quiet < QUIET_LOOKS && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, SETTLE_STEP_MS));
        const now = await digest('everything');
        quiet = now === last ? quiet + 1 : 0;
        last = now;
      }
    },
    close: () => Promise.all(clients.map(({ client }) => client.end())),
  };
};
