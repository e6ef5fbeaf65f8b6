import pg from 'pg';

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
  return {
    take: async () => {
      const parts = await Promise.all(
        clients.map(async ({ client, sql }) =>
          sql ? (await client.query<{ t: string; h: string }>(sql)).rows.map((r) => `${r.t}:${r.h}`) : [],
        ),
      );
      return parts.flat().join('\n');
    },
    close: () => Promise.all(clients.map(({ client }) => client.end())),
  };
};
