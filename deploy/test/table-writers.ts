import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { repoRoot } from '../local/settings.ts';

/**
 * Who writes which table, read from the source. What "the same table" means here: every service has a
 * database of its own (`<instance>_<service>`, `databaseUrl` in deploy/local/settings.ts), made by the
 * migrations of its own schema, and connects to no other. Two services' tables of one name (the cart's
 * and orders' `owned_courses`) are two tables, each its service's own copy. One table is one
 * declaration: the Drizzle table object a module declares with `pgTable`. A table written by two
 * services is a declaration written from a service that does not declare it (another service's table,
 * or one the kit declares), or one declaration that two services' schemas both export.
 */

/** The kit's own machinery, in every service's database and written by the kit alone. */
export const KIT_MECHANISM_TABLES = ['outbox', 'processed_events'];

/** The processes whose code may write tables: each service, and the BFF (which has no database). */
export const writerRoots = () => [
  ...readdirSync(join(repoRoot, 'services'))
    .filter((name) => name !== 'kit' && existsSync(join(repoRoot, 'services', name, 'src')))
    .map((name) => ({ service: name, src: join(repoRoot, 'services', name, 'src') })),
  { service: 'bff', src: join(repoRoot, 'bff', 'src') },
];

const KIT_INDEX = join(repoRoot, 'services', 'kit', 'src', 'index.ts');

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

type Exports = Map<string, PgTable>;

const tablesOf = (module: Record<string, unknown>): Exports =>
  new Map(Object.entries(module).filter((entry): entry is [string, PgTable] => is(entry[1], PgTable)));

/** Every table declared in the house: by the module exporting it, and who declares each. */
export interface Declarations {
  /** Module path (or `@academy/kit`) → its exported tables by export name. */
  modules: Map<string, Exports>;
  /** Table → the service whose schema declares it, or `kit`. */
  owner: Map<PgTable, string>;
  /** Table → every service whose schema modules export it (a re-export counts). */
  exportedBy: Map<PgTable, Set<string>>;
}

/** Imports the kit and every module of a service that declares tables (`pgTable(`), and reads their tables. */
export const readDeclarations = async (): Promise<Declarations> => {
  const modules = new Map<string, Exports>();
  const owner = new Map<PgTable, string>();
  const exportedBy = new Map<PgTable, Set<string>>();
  const kit = tablesOf(await import(KIT_INDEX));
  modules.set('@academy/kit', kit);
  for (const table of kit.values()) owner.set(table, 'kit');
  for (const { service, src } of writerRoots()) {
    for (const file of sourceFiles(src).filter((path) => readFileSync(path, 'utf8').includes('pgTable('))) {
      const tables = tablesOf(await import(file));
      modules.set(file, tables);
      for (const table of tables.values()) {
        if (!owner.has(table)) owner.set(table, service);
        exportedBy.set(table, new Set([...(exportedBy.get(table) ?? []), service]));
      }
    }
  }
  return { modules, owner, exportedBy };
};

/** One write found in the source. */
export interface Write {
  table: PgTable;
  service: string;
  /** `path:line` of the write, from the repository root. */
  at: string;
}

const IDENTIFIER = String.raw`[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?`;
/** Drizzle's writes and the kit's helpers that write the table they are given. */
const TABLE_ARGUMENT_WRITES = [
  new RegExp(String.raw`\.(?:insert|update|delete)\(\s*(${IDENTIFIER})\s*[,)]`, 'g'),
  new RegExp(String.raw`\b(?:upsert|keepUserCopy)\(\s*${IDENTIFIER}\s*,\s*(${IDENTIFIER})\s*,`, 'g'),
  new RegExp(String.raw`\b(?:enrolmentCopy|keepAuthUsers)\(\s*(${IDENTIFIER})\s*[,)]`, 'g'),
  // SQL with the table interpolated: sql`UPDATE ${subscriptions} SET …`.
  new RegExp(String.raw`\b(?:insert\s+into|update|delete\s+from)\s+\$\{\s*(${IDENTIFIER})\s*\}`, 'gi'),
];
/** SQL naming the table itself: INSERT INTO saved_answers, UPDATE started_attempts SET, DELETE FROM …. */
const RAW_SQL_WRITES = [
  /\b(?:insert\s+into|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi,
  /\bupdate\s+"?([a-z_][a-z0-9_]*)"?\s+set\b/gi,
];

const lineAt = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** The names a file binds to tables through its imports (and the tables it declares itself). */
const importedTables = (file: string, source: string, declarations: Declarations) => {
  const bound = new Map<string, PgTable>();
  const moduleOf = (specifier: string) =>
    specifier === '@academy/kit'
      ? declarations.modules.get('@academy/kit')
      : specifier.startsWith('.')
        ? declarations.modules.get(resolve(dirname(file), specifier))
        : undefined;
  for (const [name, table] of declarations.modules.get(file) ?? []) bound.set(name, table);
  for (const [, names, specifier] of source.matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g,
  )) {
    const tables = moduleOf(specifier!);
    if (!tables) continue;
    for (const part of names!.split(',')) {
      const [imported, local = imported] = part
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      const table = imported ? tables.get(imported) : undefined;
      if (table && local) bound.set(local, table);
    }
  }
  for (const [, namespace, specifier] of source.matchAll(/import\s+\*\s+as\s+(\w+)\s+from\s+'([^']+)'/g)) {
    for (const [name, table] of moduleOf(specifier!) ?? []) bound.set(`${namespace}.${name}`, table);
  }
  return bound;
};

/** The tables one file of `service` writes; what does not resolve to a declared table is not one. */
export const writesIn = (file: string, source: string, service: string, declarations: Declarations) => {
  const bound = importedTables(file, source, declarations);
  const writes: Write[] = [];
  const at = (index: number) => `${relative(repoRoot, file)}:${lineAt(source, index)}`;
  for (const pattern of TABLE_ARGUMENT_WRITES) {
    for (const match of source.matchAll(pattern)) {
      const table = bound.get(match[1]!);
      if (table) writes.push({ table, service, at: at(match.index) });
    }
  }
  // A raw name is the service's own table of that name, else whichever declaration has it.
  const named = (name: string) => {
    const all = [...declarations.owner.keys()].filter((table) => getTableName(table) === name);
    return all.find((table) => declarations.owner.get(table) === service) ?? all[0];
  };
  for (const pattern of RAW_SQL_WRITES) {
    for (const match of source.matchAll(pattern)) {
      const table = named(match[1]!.toLowerCase());
      if (table) writes.push({ table, service, at: at(match.index) });
    }
  }
  return writes;
};

/** Every write in every service's and the BFF's source. */
export const readWrites = (declarations: Declarations) =>
  writerRoots().flatMap(({ service, src }) =>
    sourceFiles(src).flatMap((file) => writesIn(file, readFileSync(file, 'utf8'), service, declarations)),
  );

/**
 * Each table written by a service that does not own it, or owned by two services, as one sentence
 * naming the table and the services; empty when every table has one writer.
 */
export const tablesWithTwoWriters = (declarations: Declarations, writes: Write[]) => {
  const problems: string[] = [];
  for (const [table, services] of declarations.exportedBy) {
    if (services.size > 1)
      problems.push(
        `table ${getTableName(table)} is one declaration in the schemas of ${[...services].join(' and ')}`,
      );
  }
  const foreign = writes.filter(({ table, service }) => {
    const owner = declarations.owner.get(table);
    return owner !== service && !(owner === 'kit' && KIT_MECHANISM_TABLES.includes(getTableName(table)));
  });
  for (const { table, service, at } of foreign) {
    const owner = declarations.owner.get(table);
    problems.push(`table ${getTableName(table)} belongs to ${owner}, and ${service} writes it too (${at})`);
  }
  return problems;
};
