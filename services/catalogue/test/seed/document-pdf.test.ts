import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('./render-in-process.ts', import.meta.url));

describe("the demo seed's lesson PDFs", () => {
  it('are written by a process of their own: the catalogue never loads pdfkit', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [fixture]);
    const { pdfs, loaded } = JSON.parse(stdout) as { pdfs: string[]; loaded: string[] };
    expect(pdfs.map((pdf) => Buffer.from(pdf, 'base64').subarray(0, 5).toString())).toEqual([
      '%PDF-',
      '%PDF-',
    ]);
    // Each its own lesson, in order: its title is in the document's information.
    expect(Buffer.from(pdfs[0]!, 'base64').toString('latin1')).toContain('(Reading)');
    expect(Buffer.from(pdfs[1]!, 'base64').toString('latin1')).toContain('(Writing)');
    expect(loaded).not.toContain('pdfkit');
  }, 60_000);
});
