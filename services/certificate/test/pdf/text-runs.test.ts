import { describe, expect, it } from 'vitest';
import { scriptFontsOf } from '../../src/pdf/script-fonts.ts';
import { visualRuns } from '../../src/pdf/text-runs.ts';

const ARABIC = scriptFontsOf('ل');
const CJK = scriptFontsOf('山');
const shown = (line: string) =>
  visualRuns(line).map(({ text, fonts, rightToLeft }) => ({ text, fonts, rightToLeft }));

describe('a line as runs in display order', () => {
  it('gives each script of a mixed name its own run, spaces staying with the letters before them', () => {
    expect(shown('Zoë Ångström 山田')).toEqual([
      { text: 'Zoë Ångström ', fonts: null, rightToLeft: false },
      { text: '山田', fonts: CJK, rightToLeft: false },
    ]);
  });

  it('keeps a right-to-left name in one run for the font to shape and reverse', () => {
    const [run, ...rest] = visualRuns('ليلى عبد الله');
    expect(rest).toEqual([]);
    expect(run).toMatchObject({
      text: 'ليلى عبد الله',
      layoutText: 'ليلى عبد الله',
      fonts: ARABIC,
      rightToLeft: true,
    });
  });

  it('orders runs by the bidirectional algorithm: an Arabic name with a Latin one reads from the right', () => {
    expect(shown('ليلى (Layla)').map(({ text }) => text)).toEqual([')', 'Layla', '(', 'ليلى ']);
    expect(shown('Layla ليلى').map(({ text }) => text)).toEqual(['Layla ', 'ليلى']);
  });

  it('mirrors brackets in right-to-left runs and keeps digits left to right', () => {
    const runs = visualRuns('ليلى (Layla)');
    expect(runs[0]).toMatchObject({ text: ')', layoutText: '(', rightToLeft: true, fonts: null });
    // Arabic-Indic digits read left to right: fontkit reverses Arabic runs, so they are handed over reversed.
    expect(visualRuns('ليلى ١٢٣').at(0)).toMatchObject({
      text: '١٢٣',
      layoutText: '٣٢١',
      rightToLeft: false,
    });
  });

  it('prints nothing for an empty line', () => {
    expect(visualRuns('')).toEqual([]);
  });
});
