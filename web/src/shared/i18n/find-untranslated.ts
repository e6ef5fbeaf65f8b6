import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Finds words a reader would see that were written into a screen instead of going through the
 * translation function: JSX text, string literals given to visible attributes (aria-label, placeholder,
 * title, alt, label and the like), string literals a JSX expression shows directly
 * (`{done ? 'Done' : 'Open'}`), and string literals held in object properties that reach the screen
 * (`{ key: 'status', header: 'Status' }`, `{ value: 'student', label: 'Student' }`, `{ message: … }`),
 * and sentences a function declared to give a `string` returns (`return \`This refunds ${amount}\``).
 * Only text with a letter counts: '—', '·' or '/' are the same in every language.
 */

/** Attributes whose value is read or heard by the user. */
const VISIBLE_ATTRIBUTE =
  /^(aria-label|aria-description|aria-valuetext|placeholder|title|alt|label|hint|term|busyText|subtitle|heading|description|eyebrow|crumb|badge|[a-z]+Label|[a-z]+Text)$/;
/**
 * Object properties whose value is shown: a table column's `header`, a select option's `label`, a
 * validation rule's `message` or a field's `problem`, a toast's `title` and `description`, an empty
 * table's `emptyText`. Other properties (`value`, `key`, `path`, `className`, `status`) hold what
 * programs read: enum values sent to the API, routes, class names.
 */
const VISIBLE_PROPERTY =
  /^(aria-label|label|lead|tab|badge|header|heading|eyebrow|title|subtitle|message|problem|description|placeholder|text|hint|caption|tooltip|busyText|[a-z]+Label|[a-z]+Text|[a-z]+Message)$/;
/**
 * A translation key in a visible property: the text is looked up with `t` where it is shown
 * (`{ label: 'account.profile' }` → `t(item.label)`). Sentences never look like this: they have spaces.
 */
const TRANSLATION_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;
/**
 * Words in a visible property that are the same in every language: the footer's social links are
 * named by the brand (the icon is the brand's logo, and Hindi writes these names in Latin letters too).
 */
const SAME_IN_EVERY_LANGUAGE = new Set<string>(['LinkedIn', 'YouTube', 'X']);
const HAS_LETTER = /\p{L}/u;

export interface Finding {
  file: string;
  line: number;
  text: string;
}

/**
 * A returned literal counts when it reads as words, with a space: a function that returns a single word or a
 * name ('invoice-….pdf', a route) returns what programs read as often as what people do.
 */
const SENTENCE = /\p{L}.*\s|\s.*\p{L}/u;

/** Whether a function's declared return type names `string` (`: string`, `: string | null`). */
const returnsString = (node: ts.Node) => {
  const type = (ts.isFunctionLike(node) && node.type) || undefined;
  if (!type) return false;
  const named = ts.isUnionTypeNode(type) ? type.types : [type];
  return named.some((member) => member.kind === ts.SyntaxKind.StringKeyword);
};

/** The function a return statement returns from. */
const enclosingFunction = (node: ts.Node): ts.Node | undefined => {
  let parent = node.parent;
  while (parent && !ts.isFunctionLike(parent)) parent = parent.parent;
  return parent;
};

/** Stories, tests and the data tests share: never on a screen. */
const NOT_SHOWN = /(\.(stories|test)\.tsx?|[/-]test-data\.ts)$/;

/** The .tsx screens under `root`, without stories and tests. */
export function screenFiles(root: string): string[] {
  return sourceFiles(root, '.tsx');
}

/** The .ts modules under `root` (column definitions, options and messages that screens show), without tests. */
export function moduleFiles(root: string): string[] {
  return sourceFiles(root, '.ts');
}

const sourceFiles = (root: string, extension: string) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith(extension) && !NOT_SHOWN.test(`/${path}`))
    .map((path) => join(root, path));

const literalText = (node: ts.Node): string | undefined => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
  return undefined;
};

/** The literals an expression shows as it is: itself, the branches of `a ? b : c`, the sides of `a ?? b`, `a || b`, `a && b`. */
function shownLiterals(node: ts.Expression): ts.Expression[] {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return shownLiterals(node.expression);
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

/**
 * The name of a property (`label: …`), of a destructured one (`{ label = … }`, `{ label: name = … }`) or of a
 * variable (`const label = refund ? 'Refund order' : 'Cancel order'`).
 */
function propertyName(
  node: ts.PropertyAssignment | ts.BindingElement | ts.VariableDeclaration,
): string | undefined {
  const name = ts.isBindingElement(node) ? (node.propertyName ?? node.name) : node.name;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

export function findUntranslated(file: string, baseDir: string): Finding[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    // A .ts module parsed as TSX would read `<T,>(…)` and `<T>value` as elements.
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
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
  const reportSentences = (returned: ts.Expression) => {
    for (const literal of shownLiterals(returned)) {
      const text = literalText(literal) ?? '';
      if (SENTENCE.test(text)) report(literal, text);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      reportShown(node.expression);
    else if (
      (ts.isPropertyAssignment(node) || ts.isBindingElement(node) || ts.isVariableDeclaration(node)) &&
      node.initializer &&
      VISIBLE_PROPERTY.test(propertyName(node) ?? '')
    ) {
      // `{ header: 'Status' }`, a component's default `({ label = 'Skip to content' })`, `const label = 'Refund'`.
      for (const literal of shownLiterals(node.initializer)) {
        const text = literalText(literal) ?? '';
        if (!TRANSLATION_KEY.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text)) report(literal, text);
      }
    } else if (ts.isReturnStatement(node) && node.expression) {
      const from = enclosingFunction(node);
      if (from && returnsString(from)) reportSentences(node.expression);
    } else if (ts.isArrowFunction(node) && !ts.isBlock(node.body) && returnsString(node)) {
      reportSentences(node.body);
    } else if (
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
