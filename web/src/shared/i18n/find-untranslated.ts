import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Finds words a reader would see that were written into a screen instead of going through the
 * translation function: JSX text, string literals given to visible attributes (aria-label, placeholder,
 * title, alt, label and the like), and string literals a JSX expression shows directly
 * (`{done ? 'Done' : 'Open'}`). Only text with a letter counts: '—', '·' or '/' are the same in every language.
 */

/** Attributes whose value is read or heard by the user. */
const VISIBLE_ATTRIBUTE =
  /^(aria-label|aria-description|aria-valuetext|placeholder|title|alt|label|hint|term|busyText|subtitle|heading|description|[a-z]+Label|[a-z]+Text)$/;
const HAS_LETTER = /\p{L}/u;

export interface Finding {
  file: string;
  line: number;
  text: string;
}

/** The .tsx screens under `root`, without stories and tests. */
export function screenFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.tsx') && !/\.(stories|test)\.tsx$/.test(path))
    .map((path) => join(root, path));
}

const literalText = (node: ts.Node): string | undefined => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
  return undefined;
};

/** The literals an expression shows as it is: itself, the branches of `a ? b : c`, the sides of `a ?? b`, `a || b`, `a && b`. */
function shownLiterals(node: ts.Expression): ts.Expression[] {
  if (ts.isParenthesizedExpression(node)) return shownLiterals(node.expression);
  if (ts.isConditionalExpression(node))
    return [...shownLiterals(node.whenTrue), ...shownLiterals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const kind = node.operatorToken.kind;
    if (kind === ts.SyntaxKind.QuestionQuestionToken || kind === ts.SyntaxKind.BarBarToken)
      return [...shownLiterals(node.left), ...shownLiterals(node.right)];
    if (kind === ts.SyntaxKind.AmpersandAmpersandToken) return shownLiterals(node.right);
    return [];
  }
  return literalText(node) === undefined ? [] : [node];
}

export function findUntranslated(file: string, baseDir: string): Finding[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!HAS_LETTER.test(text)) return;
    // JSX text starts with the line break after the tag before it: count from its first letter.
    const leading = ts.isJsxText(node) ? (node.text.match(/^\s*/)?.[0].length ?? 0) : 0;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source) + leading);
    findings.push({ file: relative(baseDir, file), line: line + 1, text: text.trim() });
  };
  const reportShown = (expression: ts.Expression | undefined) => {
    if (!expression) return;
    for (const literal of shownLiterals(expression)) report(literal, literalText(literal) ?? '');
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      reportShown(node.expression);
    else if (
      ts.isJsxAttribute(node) &&
      VISIBLE_ATTRIBUTE.test(node.name.getText(source)) &&
      node.initializer
    ) {
      if (ts.isStringLiteral(node.initializer)) report(node.initializer, node.initializer.text);
      else if (ts.isJsxExpression(node.initializer)) reportShown(node.initializer.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}
