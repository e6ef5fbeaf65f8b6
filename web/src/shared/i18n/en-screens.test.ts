import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const web = resolve(import.meta.dirname, '../../..');
const textsFolder = join(import.meta.dirname, 'en-screens');
/** Each section's module: en-screens/course-search.ts holds `courseSearch`. */
const moduleOf = new Map(
  readdirSync(textsFolder)
    .filter((name) => !['add-english.ts', 'index.ts'].includes(name))
    .map((name) => [
      name.replace(/\.ts$/, '').replace(/-([a-z])/g, (_, letter) => letter.toUpperCase()),
      join(textsFolder, name),
    ]),
);

/** The lazily loaded sections a file names keys of ('orders.total', `orders.status.${status}`). */
function sectionsNamed(source: ts.SourceFile): Set<string> {
  const named = new Set<string>();
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? node.head.text
          : undefined;
    const section = text === undefined ? undefined : /^([a-z][A-Za-z]*)\.[A-Za-z_]/.exec(text)?.[1];
    if (section && moduleOf.has(section)) named.add(section);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return named;
}

const importedFiles = (source: ts.SourceFile, file: string) =>
  source.statements
    .filter(ts.isImportDeclaration)
    .map((declaration) => resolve(dirname(file), (declaration.moduleSpecifier as ts.StringLiteral).text));

describe('the texts of lazily loaded screens', () => {
  it('are imported by every file that shows one of them, so they load with its chunk', () => {
    const files = readdirSync(join(web, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path))
      .filter((path) => !path.startsWith('shared/i18n/'))
      .map((path) => join(web, 'src', path));
    const missing = files.flatMap((file) => {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const imported = new Set(importedFiles(source, file));
      return [...sectionsNamed(source)]
        .filter((section) => !imported.has(moduleOf.get(section) ?? ''))
        .map((section) => `${relative(web, file)}: ${section}`);
    });
    expect(missing).toEqual([]);
  });
});
