import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const run = promisify(execFile);

/** Runs a poppler tool; its absence fails the test with the fix rather than skipping it. */
const poppler = async (tool: 'pdftotext' | 'pdftoppm' | 'pdffonts', args: string[]) => {
  try {
    return await run(tool, args);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is missing: install poppler-utils (apt-get install -y poppler-utils)`);
    }
    throw error;
  }
};

const withPdfFile = async <T>(pdf: Buffer, use: (dir: string, file: string) => Promise<T>) => {
  const dir = await mkdtemp(join(tmpdir(), 'certificate-'));
  const file = join(dir, 'certificate.pdf');
  await writeFile(file, pdf);
  try {
    return await use(dir, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** The PDF's text in reading order, whitespace collapsed. */
export const pdfText = (pdf: Buffer) =>
  withPdfFile(pdf, async (_dir, file) => {
    const { stdout } = await poppler('pdftotext', ['-layout', file, '-']);
    return stdout.replace(/\s+/g, ' ');
  });

/** The names of the fonts embedded in the PDF (subset prefixes dropped): `NotoNaskhArabic-Bold`. */
export const pdfFonts = (pdf: Buffer) =>
  withPdfFile(pdf, async (_dir, file) => {
    const { stdout } = await poppler('pdffonts', [file]);
    return stdout
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, ''));
  });

/** The page's size in points and the payload of the QR code printed on page 1. */
export const pdfPageAndQr = (pdf: Buffer) =>
  withPdfFile(pdf, async (dir, file) => {
    await poppler('pdftoppm', [
      '-png',
      '-r',
      '110',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      join(dir, 'page'),
    ]);
    const png = PNG.sync.read(await readFile(join(dir, 'page.png')));
    // A CommonJS package whose types describe an ES default export.
    const code = jsQR.default(new Uint8ClampedArray(png.data), png.width, png.height);
    return { widthPx: png.width, heightPx: png.height, qr: code?.data ?? null };
  });
