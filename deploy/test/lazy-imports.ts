import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a server bundle loads on demand, and whether what it loads offers the names it takes. Bundles are
 * minified in whitespace only, so the code that takes names from an `import("…")` reads as the source
 * wrote it: `import("./x.js").then(({a})=>…)`, `const{a}=await import("./x.js")`,
 * `const[{a},{b}]=await Promise.all([import("./x.js"),import("y")])` or `m=await import("./x.js")`
 * and then `m.a`. An `import("…")` written any other way is reported with no names (`names: null`), so
 * nothing loaded on demand goes unchecked unnoticed.
 */
export interface LazyImport {
  /** The bundle file that imports, relative to the bundle's folder. */
  importer: string;
  /** `./chunk-X.js` (a chunk of the bundle) or a package left to Node (`sharp`). */
  specifier: string;
  /** The names the importer takes from it; null where this reader does not know how it takes them. */
  names: string[] | null;
}

const IMPORT = /import\("([^"]+)"\)/g;
const specifiersIn = (text: string) => [...text.matchAll(IMPORT)].map((match) => match[1]!);

/** `{a,b:c,default:d}`'s body → the names taken (a, b, default); null with a rest element. */
const destructured = (body: string) =>
  body.includes('...') ? null : body.split(',').map((part) => part.split(':')[0]!.trim());

/** Each way of taking names, and what it takes from which specifiers. */
const READERS: [RegExp, (match: RegExpMatchArray, code: string) => [string, string[] | null][]][] = [
  [/import\("([^"]+)"\)\.then\(\(\{([^}]*)\}\)=>/g, (m) => [[m[1]!, destructured(m[2]!)]]],
  [/\{([^{}]*)\}=await import\("([^"]+)"\)/g, (m) => [[m[2]!, destructured(m[1]!)]]],
  [
    /\[((?:\{[^{}]*\},?)+)\]=await Promise\.all\(\[((?:import\("[^"]+"\),?)+)\]\)/g,
    (m) => {
      const patterns = [...m[1]!.matchAll(/\{([^{}]*)\}/g)].map((part) => destructured(part[1]!));
      return specifiersIn(m[2]!).map((specifier, index) => [specifier, patterns[index] ?? null]);
    },
  ],
  [
    /(?<![\w$.}])([\w$]+)=await import\("([^"]+)"\)(?![.\w])/g,
    (m, code) => {
      const uses = code.matchAll(new RegExp(`(?<![\\w$./"])${m[1]!.replace('$', '\\$')}\\.([\\w$]+)`, 'g'));
      return [[m[2]!, [...new Set([...uses].map((use) => use[1]!))]]];
    },
  ],
];

/** Every `import("…")` with a literal specifier in one bundle file, and the names taken from each. */
export const lazyImportsOf = (importer: string, code: string): LazyImport[] => {
  const read = READERS.flatMap(([pattern, take]) =>
    [...code.matchAll(pattern)].flatMap((match) => take(match, code)),
  );
  const found: LazyImport[] = read.map(([specifier, names]) => ({ importer, specifier, names }));
  // An import no reader understood: as many of a specifier as the code holds, less those read.
  const unread = specifiersIn(code);
  for (const { specifier } of found) unread.splice(unread.indexOf(specifier), 1);
  return [...found, ...unread.map((specifier) => ({ importer, specifier, names: null }))];
};

/** The files a bundle's entry reaches through static and dynamic imports of its own chunks. */
export const reachableFiles = (dir: string, entry: string) => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dir, file), 'utf8');
    for (const match of code.matchAll(/(?:from|import\(?)"\.\/([^"]+\.js)"/g)) visit(match[1]!);
  };
  visit(entry);
  return [...seen];
};

/** Where a lazy import of a bundle in `dir` leads, as a key of `exportsOf`'s answer. */
const target = (dir: string, specifier: string) => `${dir}/\0${specifier}`;

/**
 * Imports each `[bundle folder, specifier]` in one fresh Node process, resolved from that folder as the
 * server resolves it, and answers the names each offers, or why it could not be imported: a chunk
 * whose own static imports name something its neighbour lacks fails here as it would in the server.
 * One process for every bundle: the packages they share load once.
 */
export const exportsOf = (targets: [dir: string, specifier: string][]) => {
  const script = `
    import { writeSync } from 'node:fs';
    import { pathToFileURL } from 'node:url';
    const found = {};
    for (const [dir, specifier] of ${JSON.stringify(targets)}) {
      const resolved = import.meta.resolve(specifier, pathToFileURL(dir + '/').href);
      found[dir + '/\\0' + specifier] = await import(resolved).then(
        (module) => ({ names: Object.keys(module) }),
        (error) => ({ error: String(error) }),
      );
    }
    writeSync(1, JSON.stringify(found));
    process.exit(0);`;
  const run = spawnSync(
    process.execPath,
    ['--experimental-import-meta-resolve', '--input-type=module', '--eval', script],
    { encoding: 'utf8', timeout: 120_000 },
  );
  if (run.status !== 0) throw new Error(`importing the lazy modules failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, { names?: string[]; error?: string }>;
};

/**
 * For the bundles in `dirs` (each entered at `server.js`), each lazy import that takes a name its module
 * does not offer, or whose module did not load.
 */
export const missingLazyExports = (dirs: string[], entry = 'server.js') => {
  const lazy = dirs.flatMap((dir) =>
    reachableFiles(dir, entry).flatMap((file) =>
      lazyImportsOf(file, readFileSync(join(dir, file), 'utf8')).map((found) => ({ dir, ...found })),
    ),
  );
  const unique = new Map(
    lazy.map(({ dir, specifier }) => [target(dir, specifier), [dir, specifier]] as const),
  );
  const offered = exportsOf([...unique.values()].map(([dir, specifier]) => [dir, specifier]));
  return lazy.flatMap(({ dir, importer, specifier, names }) => {
    const module = offered[target(dir, specifier)]!;
    const where = `${join(dir, importer)} → ${specifier}`;
    if (module.error) return [`${where}: ${module.error}`];
    if (!names) return [`${where}: taken in a way this check cannot read`];
    const missing = names.filter((name) => !module.names!.includes(name));
    return missing.length > 0 ? [`${where} lacks ${missing.join(', ')}`] : [];
  });
};
