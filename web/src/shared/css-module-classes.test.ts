import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const IMPORT = /^import (\w+) from '([^']+\.module\.css)';$/gm;

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Every `styles.name` a component uses of a CSS module it imports, where the module has no such class. */
const missingClasses = () =>
  sourceFiles(SRC).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const code = text.replace(/^import .*$/gm, '');
    return [...text.matchAll(IMPORT)].flatMap(([, name, module]) => {
      const css = readFileSync(resolve(dirname(file), module!), 'utf8');
      const used = new Set([...code.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))].map((m) => m[1]!));
      return [...used]
        .filter((cls) => !new RegExp(`\\.${cls}(?![\\w-])`).test(css))
        .map((cls) => `${relative(SRC, file)}: ${name}.${cls}`);
    });
  });

describe("the web app's CSS modules", () => {
  // A class that does not exist is `undefined` at run time: the element silently loses its style.
  it('define every class a component takes from them', () => {
    expect(missingClasses()).toEqual([]);
  });
});
