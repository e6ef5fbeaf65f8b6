import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { routes } from './paths.ts';

const SRC = join(import.meta.dirname, '../..');
/** The paths module itself (with the spec's list of rewritten paths), and tests, which may spell URLs out. */
const EXEMPT = /^app\/paths\/|\.test\.tsx?$/;

/** Where a string is a link target or a navigation: `to=`, `href=`, `{ to: … }`, `navigate(…)`. */
const LINK_NAME = /^(to|href)$/;
const NAVIGATE = /^(navigate|redirect)$/;

/** First segments of the declared routes (`orders`, `verify`, the hash of `/student` …), the home page's aside. */
const routeSegments = new Set(
  Object.values(routes)
    .map((path) => path.split('/')[1])
    .filter((segment) => segment !== ''),
);

interface Finding {
  where: string;
  text: string;
}

const literalText = (node: ts.Node): string | undefined => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  return undefined;
};

function inLinkPosition(node: ts.Node): boolean {
  let parent = node.parent;
  if (ts.isJsxExpression(parent)) parent = parent.parent;
  if (ts.isJsxAttribute(parent)) return LINK_NAME.test(parent.name.getText());
  if (ts.isPropertyAssignment(parent) && parent.initializer === node)
    return LINK_NAME.test(parent.name.getText());
  if (ts.isCallExpression(parent) && parent.arguments[0] === node) {
    const callee = parent.expression;
    const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : callee.getText();
    return NAVIGATE.test(name);
  }
  return false;
}

/** A path written by hand: any "/…" given as a link or navigation, and any string naming a declared route. */
function isHandWrittenPath(text: string, node: ts.Node): boolean {
  if (!text.startsWith('/')) return false;
  return inLinkPosition(node) || routeSegments.has(text.slice(1).split(/[/?#]/)[0]);
}

function findPathLiterals(fileName: string, source: string): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const findings: Finding[] = [];
  const visit = (node: ts.Node) => {
    const text = literalText(node);
    if (text !== undefined && isHandWrittenPath(text, node)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart());
      findings.push({ where: `${fileName}:${line + 1}`, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

describe('paths written by hand', () => {
  it('finds link targets and navigations, in every form, and leaves API URLs and comments alone', () => {
    const source = `
      // <Link to="/orders"> in a comment is fine
      const a = <Link to="/orders">x</Link>;
      const b = <Link to={\`/courses/\${id}\`}>x</Link>;
      const c = <a href="/elsewhere">x</a>;
      const d = [{ href: '/', label: 'nav.home' }];
      navigate('/login');
      router.navigate('/login', { replace: true });
      const e = id === 40 ? '/productpage' : paths.course(id);
      fetch('/api/v1/cart/events');
      const f = path.split('/');
    `;
    expect(findPathLiterals('sample.tsx', source).map((finding) => finding.text)).toEqual([
      '/orders',
      '/courses/',
      '/elsewhere',
      '/',
      '/login',
      '/login',
      '/productpage',
    ]);
  });

  it('appear nowhere in web/src outside src/app/paths/ and the tests', () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.tsx?$/.test(path) && !EXEMPT.test(path.replaceAll('\\', '/')))
      .map((path) => join(SRC, path));
    expect(files.length).toBeGreaterThan(100);
    const findings = files.flatMap((path) =>
      findPathLiterals(relative(SRC, path), readFileSync(path, 'utf8')),
    );
    expect(findings.map(({ where, text }) => `${where}: '${text}'`)).toEqual([]);
  });
});
