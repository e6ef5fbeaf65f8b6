import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findUntranslated, moduleFiles, screenFiles } from './find-untranslated.ts';

const repository = resolve(import.meta.dirname, '../../../..');
const screens = [
  ...screenFiles(join(repository, 'web/src')),
  ...moduleFiles(join(repository, 'web/src/features')),
  ...moduleFiles(join(repository, 'web/src/shared')),
  ...screenFiles(join(repository, 'ui-kit/src')),
];

/** Storybook's foundation pages are documentation for engineers, not part of the app. */
const DOCUMENTATION = ['ui-kit/src/foundations/'];
/** The texts themselves: English and Hindi by key, which `t` shows. */
const TEXTS = /^web\/src\/shared\/i18n\/(en|hi)[\w-]*(\.ts$|\/)/;
const skipped = (file: string) => TEXTS.test(file) || DOCUMENTATION.some((folder) => file.startsWith(folder));

/** What the finder reports in a file `name` made of `lines`, in a folder of its own. */
const findingsIn = (name: string, lines: string[]) =>
  inTemporaryFolder((folder) => {
    writeFileSync(join(folder, name), lines.join('\n'));
    return findUntranslated(join(folder, name), folder);
  });

/** What `use` makes of a fresh folder, which is removed afterwards. */
function inTemporaryFolder<T>(use: (folder: string) => T): T {
  const folder = mkdtempSync(join(tmpdir(), 'untranslated-'));
  try {
    return use(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('visible strings', () => {
  it('all go through the translation function', () => {
    const findings = screens
      .flatMap((file) => findUntranslated(file, repository))
      .filter((finding) => !skipped(finding.file))
      .map((finding) => `${finding.file}:${finding.line} ${finding.text}`);
    expect(findings).toEqual([]);
  });

  it('are found as JSX text, in visible attributes and in shown expressions, by file and line', () => {
    expect(
      findingsIn('Screen.tsx', [
        'export const Screen = ({ done }: { done: boolean }) => (',
        '  <section aria-label="Orders" className="wide" data-testid="orders">',
        "    <input placeholder={t('search.placeholder')} />",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is a screen's source, with a template literal in it
        '    <p>{done ? `Done at ${done}` : t("open")}</p>',
        '    Nothing here yet — ·',
        '  </section>',
        ');',
      ]),
    ).toEqual([
      { file: 'Screen.tsx', line: 2, text: 'Orders' },
      { file: 'Screen.tsx', line: 4, text: 'Done at …' },
      { file: 'Screen.tsx', line: 5, text: 'Nothing here yet — ·' },
    ]);
  });

  it('are found in properties that reach the screen, in .ts modules too, and keys, routes, values and brands pass', () => {
    expect(
      findingsIn('columns.ts', [
        'export const columns = <Row,>(rows: Row[]) => [',
        "  { key: 'status', header: 'Status', className: 'wide' },",
        "  { key: 'total', header: 'orders.total', path: '/orders' },",
        '];',
        'export const levels = [',
        "  { value: 'beginner', label: rows ? 'Beginner' : 'courseSearch.beginner' },",
        "  { value: 'linkedin', label: 'LinkedIn' as const },",
        '];',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is a module's source, with a template literal in it
        'export const rule = { required: true, message: `Enter at least ${10} characters` };',
        "export const sent = { status: 'Completed', name: 'Jane', emptyText: '—' };",
        "export const Skip = ({ label = 'Skip to content', targetId = 'main' }) => label + targetId;",
      ]),
    ).toEqual([
      { file: 'columns.ts', line: 2, text: 'Status' },
      { file: 'columns.ts', line: 6, text: 'Beginner' },
      { file: 'columns.ts', line: 9, text: 'Enter at least … characters' },
      { file: 'columns.ts', line: 11, text: 'Skip to content' },
    ]);
  });

  it('are found in sentences a function giving a string returns, and returned names and values pass', () => {
    expect(
      findingsIn('format.ts', [
        'export function refundText(amount: string): string {',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is a module's source, with a template literal in it
        '  return amount ? `This refunds ${amount} to your card` : "Nothing to refund";',
        '}',
        'export const notice = (late: boolean): string | null => (late ? null : "Time is up");',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is a module's source, with a template literal in it
        'export const fileName = (id: string): string => { return `invoice-${id}.pdf`; };',
        "export const standing = (done: boolean): 'Completed' | 'In progress' => { return done ? 'Completed' : 'In progress'; };",
        "export const said = (ok: boolean): string => { const key = ok ? 'yes' : 'no'; return 'Saved'; };",
      ]),
    ).toEqual([
      { file: 'format.ts', line: 2, text: 'This refunds … to your card' },
      { file: 'format.ts', line: 2, text: 'Nothing to refund' },
      { file: 'format.ts', line: 4, text: 'Time is up' },
    ]);
  });

  it('leave out tests, stories and test data when listing modules', () => {
    inTemporaryFolder((folder) => {
      for (const name of [
        'columns.ts',
        'columns.test.ts',
        'order-test-data.ts',
        'Screen.tsx',
        'Screen.stories.tsx',
      ])
        writeFileSync(join(folder, name), '');
      expect(moduleFiles(folder)).toEqual([join(folder, 'columns.ts')]);
      expect(screenFiles(folder)).toEqual([join(folder, 'Screen.tsx')]);
    });
  });
});
