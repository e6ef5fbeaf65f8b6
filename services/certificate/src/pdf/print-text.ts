import type { startPdf } from '@academy/kit/pdf';
import { requireFace, type TextStyle } from './script-fonts.ts';
import { type TextRun, visualRuns } from './text-runs.ts';

type PdfDocument = ReturnType<typeof startPdf>['doc'];

// A run goes to the font's layout in one piece (any `features` does that): PDFKit otherwise shapes it
// word by word, which would put the words of a right-to-left run in left-to-right order.
const WHOLE_RUN = { features: [], lineBreak: false };

/** Selects the run's font in `style`; a Noto file is opened the first time this document needs it. */
const useFont = (doc: PdfDocument, style: TextStyle, run: TextRun) => {
  if (!run.fonts) return doc.font(style);
  const face = requireFace(run.fonts.faces(style, run.text));
  return face.postscriptName ? doc.font(face.file, face.postscriptName) : doc.font(face.file);
};

/** A line's runs in display order with their widths at `size`. */
const layOut = (doc: PdfDocument, line: string, style: TextStyle, size: number) =>
  visualRuns(line).map((run) => ({
    run,
    width: useFont(doc, style, run).fontSize(size).widthOfString(run.layoutText, WHOLE_RUN),
  }));

/** How wide `line` prints at `size`. */
export const lineWidth = (doc: PdfDocument, line: string, style: TextStyle, size: number) =>
  layOut(doc, line, style, size).reduce((total, { width }) => total + width, 0);

/** What PDFKit keeps of the current font: which letters each glyph of the embedded subset stands for. */
interface EmbeddedFont {
  layout(text: string, features: string[]): { glyphs: { id: number; codePoints: number[] }[] };
  subset: { includeGlyph(glyphId: number): number };
  unicode: number[][];
}

/**
 * PDF readers (poppler's pdftotext, pdf.js) turn a right-to-left run's glyphs back into text by reading
 * them from right to left, and do the same with the letters of a glyph that stands for several (Arabic's
 * lam-alef, the ligature of "الله"): so those letters are recorded right to left. PDFKit records the
 * letters of a glyph on its first use only, hence before the run is drawn.
 */
const recordLigaturesRightToLeft = (doc: PdfDocument, layoutText: string) => {
  const font = (doc as unknown as { _font: EmbeddedFont })._font;
  for (const glyph of font.layout(layoutText, []).glyphs) {
    if (glyph.codePoints.length < 2) continue;
    font.unicode[font.subset.includeGlyph(glyph.id)] ??= glyph.codePoints.toReversed();
  }
};

/**
 * Prints one line from `x` with its alphabetic baseline at `baseline` (shared by all its fonts, whose
 * ascents differ), in the current fill colour. Where shaping reorders glyphs (Devanagari's vowel sign i
 * stands before its consonant) the run carries its text as written (ActualText), so copying and searching
 * the PDF find the name as it is spelled.
 */
export const printLine = (
  doc: PdfDocument,
  line: string,
  style: TextStyle,
  size: number,
  x: number,
  baseline: number,
) => {
  let left = x;
  for (const { run, width } of layOut(doc, line, style, size)) {
    useFont(doc, style, run).fontSize(size);
    if (run.rightToLeft) recordLigaturesRightToLeft(doc, run.layoutText);
    const spelled = Boolean(run.fonts?.reorders);
    if (spelled) doc.markContent('Span', { actual: run.text });
    doc.text(run.layoutText, left, baseline, { ...WHOLE_RUN, baseline: 'alphabetic' });
    if (spelled) doc.endMarkedContent();
    left += width;
  }
};
