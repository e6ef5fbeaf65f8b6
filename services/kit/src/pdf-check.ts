import { readFile } from 'node:fs/promises';
import { HttpError } from './errors.ts';
import type { FileCheck } from './upload.ts';

/**
 * Opens a PDF with a real parser (Mozilla's pdf.js) before it is accepted: a file that merely starts
 * with `%PDF-` (a script or page behind a PDF header, a broken or truncated file) is a 400. Strict:
 * errors are not repaired, no script runs, and its first page must load.
 */
export const checkPdf: FileCheck = async (file, type, kind) => {
  if (type.mime !== 'application/pdf') return file;
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(await readFile(file)),
    stopAtErrors: true,
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    if (document.numPages < 1) throw new Error('no pages');
    await document.getPage(1);
    return file;
  } catch {
    throw new HttpError(400, `The ${kind} is not a readable PDF`, 'INVALID_PDF');
  } finally {
    await task.destroy();
  }
};
