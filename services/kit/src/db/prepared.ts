/** A WeakMap of database handles or a Map of names. */
interface Memory<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/** What `memory` holds under `key`, made and kept on first use. */
const remembered = <K, V>(memory: Memory<K, V>, key: K, make: () => V): V => {
  const existing = memory.get(key);
  if (existing !== undefined) return existing;
  const value = make();
  memory.set(key, value);
  return value;
};

/**
 * What a handle sends its statements through: the pool for a database, the pooled connection for a
 * transaction. Every transaction is a new drizzle handle, while its connection serves transaction after
 * transaction; a statement built in one is bound to the connection only, so the next can use it too.
 */
const channelOf = (db: object): object => (db as { session?: { client?: object } }).session?.client ?? db;

/**
 * A hot read built once per database handle (per connection, for a transaction's) and prepared on the
 * server under its name: drizzle's query building (the largest cost of a one-row read) and PostgreSQL's
 * parsing and planning happen once per connection instead of on every request. Build it with
 * `sql.placeholder(...)` for the values and call `.execute({ ... })`.
 */
export const preparedPer = <Db extends object, Query>(build: (db: Db) => Query) => {
  const built = new WeakMap<object, Query>();
  return (db: Db): Query => remembered(built, channelOf(db), () => build(db));
};

/**
 * The same for a read whose statement depends on more than its values (which filters a search sets, say):
 * one statement per key and database handle, each prepared under a name of its own, which `nameOf` gives.
 * Keys with one name share one statement, so the name must tell apart every key that builds another one.
 */
export const preparedPerKey = <Db extends object, Key, Query>(
  build: (db: Db, key: Key) => Query,
  nameOf: (key: Key) => string,
) => {
  const byName = preparedPer((_db: Db) => new Map<string, Query>());
  return (db: Db, key: Key): Query => remembered(byName(db), nameOf(key), () => build(db, key));
};

/** A statement written by hand: its name (prepared once per connection), its text and its values. */
export interface NamedStatement {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * Runs a hand-written statement through the handle's channel (inside a transaction, its connection),
 * prepared under its name, and resolves to its rows: for the hot paths whose several writes go as one
 * statement of data-modifying CTEs, which drizzle's builders cannot compose.
 */
export const runNamed = async <Row>(db: object, statement: NamedStatement): Promise<Row[]> => {
  const channel = channelOf(db) as { query: (s: NamedStatement) => Promise<{ rows: Row[] }> };
  return (await channel.query(statement)).rows;
};

/**
 * For a service whose prepared statements find their rows by key (a learner, a quiz, a course): one plan
 * fits every value, so each statement is planned once per connection. Left to choose, PostgreSQL planned
 * them anew on each execution whenever its estimate for the generic plan came out higher than for the
 * values given (tables without statistics yet, as in a new academy; a read of many learners, whose array
 * it cannot size), and planning a statement of several subqueries costs more than running it.
 *
 * A plan made once is made for the tables as they are then, often nearly empty (a new academy, the first
 * exam), and kept while they grow: a sequential scan, cheapest over a page or two, then reads every row
 * for every key (an exam rush's autosaves scanned all running attempts, each batch). So these plans reach
 * rows through the keys' indexes whatever the size: sequential scans only where no index serves.
 *
 * Without an index to serve it (a course found by its title), the scan is still made, but priced as
 * disabled, far above the cost at which PostgreSQL compiles a plan to machine code (`jit_above_cost`):
 * that compiling cost far more of the database's CPU, on every execution, than running a statement that
 * reads a few rows (each enrolment; `EXPLAIN ANALYZE` shows it as the plan's JIT section). These
 * services' statements are all small, so no plan of theirs is compiled.
 */
export const GENERIC_PLANS = { plan_cache_mode: 'force_generic_plan', enable_seqscan: 'off', jit: 'off' };
