/**
 * A hot read built once per database handle and prepared on the server under its name: drizzle's
 * query building (the largest cost of a one-row read) and PostgreSQL's parsing and planning happen
 * once per connection instead of on every request. Build it with `sql.placeholder(...)` for the
 * values and call `.execute({ ... })`.
 */
export const preparedPer = <Db extends object, Query>(build: (db: Db) => Query) => {
  const built = new WeakMap<Db, Query>();
  return (db: Db): Query => {
    const existing = built.get(db);
    if (existing) return existing;
    const query = build(db);
    built.set(db, query);
    return query;
  };
};
