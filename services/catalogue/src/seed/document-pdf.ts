import { spawn } from 'node:child_process';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';

/** A short lesson document: a title, the course it belongs to, and its paragraphs. */
export interface Lesson {
  course: string;
  title: string;
  paragraphs: string[];
}

// Beside this file in the sources, which the bundles and the image keep (deploy/build/servers.ts).
const renderer = fileURLToPath(new URL('./lesson-pdf-process.ts', import.meta.url));

/**
 * The lessons as real PDFs, in order, written by pdfkit in a short-lived process of its own: only a demo
 * seed (a first start) makes them, and pdfkit loaded here would stay in the catalogue's memory for good.
 */
export const renderLessonPdfs = async (lessons: Lesson[]): Promise<Buffer[]> => {
  if (lessons.length === 0) return [];
  const child = spawn(process.execPath, [renderer], { stdio: ['pipe', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  // A renderer that fails before reading its input closes the pipe: its exit code and stderr say why.
  child.stdin.once('error', () => undefined);
  child.stdin.end(JSON.stringify(lessons));
  const [output, errors, code] = await Promise.all([text(child.stdout), text(child.stderr), exited]);
  if (code !== 0) throw new Error(`Rendering the lesson PDFs failed (exit code ${code}): ${errors.trim()}`);
  return (JSON.parse(output) as string[]).map((pdf) => Buffer.from(pdf, 'base64'));
};

/** One lesson as a real PDF (see `renderLessonPdfs`). */
export const renderLessonPdf = async (lesson: Lesson) => (await renderLessonPdfs([lesson]))[0]!;
