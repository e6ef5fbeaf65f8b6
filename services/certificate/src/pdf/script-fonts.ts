import { existsSync } from 'node:fs';

/**
 * The fonts a certificate prints each writing system in. DejaVu (registered by the kit as `text`, `bold`
 * and `name`) covers Latin, Greek and Cyrillic and every script without an entry here; the others come
 * from Debian's Noto packages (`fonts-noto-core`, `fonts-noto-cjk`, SIL Open Font License), installed on
 * every machine and in the image. A file is read only while a certificate that needs it is drawn, so the
 * 20 MB CJK collection never sits in an idle service's memory.
 */
export type TextStyle = 'text' | 'bold' | 'name';

const NOTO_TTF = '/usr/share/fonts/truetype/noto';
const NOTO_CJK = '/usr/share/fonts/opentype/noto';

export interface FontFace {
  file: string;
  /** The face's PostScript name inside a collection (`.ttc`). */
  postscriptName?: string;
}

export interface ScriptFonts {
  /** Its characters: those of its scripts, and punctuation and digits only its scripts use (Script_Extensions). */
  letters: RegExp;
  /** Written right to left: fontkit lays its runs out reversed. */
  rtl?: true;
  /** Shaping moves glyphs away from the order of the letters (a vowel sign drawn before its consonant). */
  reorders?: true;
  faces: (style: TextStyle, text: string) => FontFace;
}

const ttf = (stem: string): FontFace => ({ file: `${NOTO_TTF}/${stem}.ttf` });
/** Sans for running text and titles, its serif sibling (if Noto has one) for the learner's name. */
const noto = (script: string, serif: string | null = `NotoSerif${script}`, bold = true) => {
  const sans = `NotoSans${script}`;
  return (style: TextStyle) => {
    if (style === 'text') return ttf(`${sans}-Regular`);
    if (style === 'name' && serif) return ttf(`${serif}-Bold`);
    return ttf(bold ? `${sans}-Bold` : `${sans}-Regular`);
  };
};

/**
 * Han characters look different in Chinese, Japanese and Korean: kana mark Japanese, Hangul Korean, and
 * Han alone is taken for Chinese. Every face of the collection has every CJK character.
 */
const cjk = (style: TextStyle, text: string): FontFace => {
  const language = /\p{Script=Hangul}/u.test(text)
    ? 'kr'
    : /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)
      ? 'jp'
      : 'sc';
  const [family, weight] =
    style === 'text' ? ['Sans', 'Regular'] : [style === 'name' ? 'Serif' : 'Sans', 'Bold'];
  return {
    file: `${NOTO_CJK}/Noto${family}CJK-${weight}.ttc`,
    postscriptName: `Noto${family}CJK${language}-${weight}`,
  };
};

const script = (name: string) => new RegExp(`\\p{Script_Extensions=${name}}`, 'u');

export const SCRIPT_FONTS: ScriptFonts[] = [
  { letters: script('Arabic'), rtl: true, faces: noto('Arabic', 'NotoNaskhArabic') },
  { letters: script('Hebrew'), rtl: true, faces: noto('Hebrew') },
  { letters: script('Syriac'), rtl: true, faces: noto('Syriac', null, false) },
  { letters: script('Thaana'), rtl: true, faces: noto('Thaana', null) },
  { letters: script('Nko'), rtl: true, faces: noto('NKo', null, false) },
  { letters: script('Devanagari'), reorders: true, faces: noto('Devanagari') },
  { letters: script('Bengali'), reorders: true, faces: noto('Bengali') },
  { letters: script('Gurmukhi'), reorders: true, faces: noto('Gurmukhi') },
  { letters: script('Gujarati'), reorders: true, faces: noto('Gujarati') },
  { letters: script('Oriya'), reorders: true, faces: noto('Oriya', null) },
  { letters: script('Tamil'), reorders: true, faces: noto('Tamil') },
  { letters: script('Telugu'), reorders: true, faces: noto('Telugu') },
  { letters: script('Kannada'), reorders: true, faces: noto('Kannada') },
  { letters: script('Malayalam'), reorders: true, faces: noto('Malayalam') },
  { letters: script('Sinhala'), reorders: true, faces: noto('Sinhala') },
  { letters: script('Khmer'), reorders: true, faces: noto('Khmer') },
  { letters: script('Myanmar'), reorders: true, faces: noto('Myanmar') },
  { letters: script('Thai'), faces: noto('Thai') },
  { letters: script('Lao'), faces: noto('Lao') },
  {
    letters: script('Tibetan'),
    reorders: true,
    faces: (style) => ttf(style === 'text' ? 'NotoSerifTibetan-Regular' : 'NotoSerifTibetan-Bold'),
  },
  { letters: script('Georgian'), faces: noto('Georgian') },
  { letters: script('Armenian'), faces: noto('Armenian') },
  { letters: script('Ethiopic'), faces: noto('Ethiopic') },
  { letters: script('Cherokee'), faces: noto('Cherokee', null) },
  { letters: script('Canadian_Aboriginal'), faces: noto('CanadianAboriginal', null) },
  { letters: script('Ol_Chiki'), faces: noto('OlChiki', null) },
  {
    letters: /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Bopomofo}\p{scx=Hangul}]/u,
    faces: cjk,
  },
];

/** The fonts for a character's script; null for DejaVu's scripts and for shared punctuation and digits. */
export const scriptFontsOf = (character: string) =>
  SCRIPT_FONTS.find(({ letters }) => letters.test(character)) ?? null;

/** The font files of the table this machine lacks (names in their scripts cannot be printed). */
export const missingFontFiles = () => {
  const files = SCRIPT_FONTS.flatMap((entry) =>
    (['text', 'bold', 'name'] as const).flatMap((style) =>
      ['漢', 'かな', '한'].map((sample) => entry.faces(style, sample).file),
    ),
  );
  return [...new Set(files)].filter((file) => !existsSync(file));
};

/** A face's file, or an error that names the package to install. */
export const requireFace = (face: FontFace) => {
  if (!existsSync(face.file)) {
    throw new Error(
      `Font ${face.file} is missing: install Debian's fonts-noto-core and fonts-noto-cjk (see the certificate README)`,
    );
  }
  return face;
};
