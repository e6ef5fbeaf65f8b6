import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findUntranslated, screenFiles } from './find-untranslated.ts';

const repository = resolve(import.meta.dirname, '../../../..');
const screens = [...screenFiles(join(repository, 'web/src')), ...screenFiles(join(repository, 'ui-kit/src'))];

/**
 * Screens still in English only, each until its strings go through `t` (or the kit's texts). The
 * second test fails once a folder here is done, so the list only shrinks. Storybook's foundation
 * pages are documentation for engineers, not part of the app.
 */
const NOT_YET_TRANSLATED: string[] = [];
const DOCUMENTATION = ['ui-kit/src/foundations/'];
const skipped = (file: string) =>
  [...NOT_YET_TRANSLATED, ...DOCUMENTATION].some((folder) => file.startsWith(folder));

describe('visible strings', () => {
  it('all go through the translation function', () => {
    const findings = screens
      .flatMap((file) => findUntranslated(file, repository))
      .filter((finding) => !skipped(finding.file))
      .map((finding) => `${finding.file}:${finding.line} ${finding.text}`);
    expect(findings).toEqual([]);
  });

  it('are listed as not yet translated only where some are', () => {
    const findings = screens.flatMap((file) => findUntranslated(file, repository));
    const done = NOT_YET_TRANSLATED.filter(
      (folder) => !findings.some((finding) => finding.file.startsWith(folder)),
    );
    expect(done).toEqual([]);
  });

  it('are found as JSX text, in visible attributes and in shown expressions, by file and line', () => {
    const folder = mkdtempSync(join(tmpdir(), 'untranslated-'));
    const file = join(folder, 'Screen.tsx');
    writeFileSync(
      file,
      [
        'export const Screen = ({ done }: { done: boolean }) => (',
        '  <section aria-label="Orders" className="wide" data-testid="orders">',
        "    <input placeholder={t('search.placeholder')} />",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is a screen's source, with a template literal in it
        '    <p>{done ? `Done at ${done}` : t("open")}</p>',
        '    Nothing here yet — ·',
        '  </section>',
        ');',
      ].join('\n'),
    );
    expect(findUntranslated(file, folder)).toEqual([
      { file: 'Screen.tsx', line: 2, text: 'Orders' },
      { file: 'Screen.tsx', line: 4, text: 'Done at …' },
      { file: 'Screen.tsx', line: 5, text: 'Nothing here yet — ·' },
    ]);
  });
});
