import pg from 'pg';

/** How long an accepted request's consequences may take to finish, and how often that is looked at. */
const SETTLE_MS = 5_000;
const SETTLE_STEP_MS = 150;

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
      const tables = rows.map((row) => row.name).filter((name) => !MOVING.has(name.replaceAll('"', '')));
      const sql = tables
        .map(
          (t) =>
            `SELECT '${t}' AS t, md5(coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '')) AS h FROM ${t} x`,
        )
        .join(' UNION ALL ');
      return { client, sql };
    }),
  );
  const take = async () => {
    const parts = await Promise.all(
      clients.map(async ({ client, sql }) =>
        sql ? (await client.query<{ t: string; h: string }>(sql)).rows.map((r) => `${r.t}:${r.h}`) : [],
      ),
    );
    return parts.flat().join('\n');
  };
  return {
    take,
    /**
     * Waits until nothing changes any more (two digests in a row alike, at most `SETTLE_MS`): what an accepted
     * request set off (its events, a mail being sent) finishes before the next refused one is compared.
     */
    settle: async () => {
      const until = Date.now() + SETTLE_MS;
      let last = await take();
      while (Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, SETTLE_STEP_MS));
        const now = await take();
        if (now === last) return;
        last = now;
      }
    },
    close: () => Promise.all(clients.map(({ client }) => client.end())),
  };
};
