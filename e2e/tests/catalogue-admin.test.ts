import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { ADMIN } from '../support/accounts.ts';
import { browserForEachTest } from '../support/browser.ts';
import { expectToast, logIn, waitForPath } from '../support/journeys.ts';
import { makePng } from '../support/png.ts';

const url = (path: string) => new URL(path, baseUrl).href;
const screenshotDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));
// The demo catalogue's captioned lesson: a real MP4 and WebVTT pair the catalogue accepts.
const seedAssets = new URL('../../services/catalogue/src/seed/assets/', import.meta.url);

/** The smallest well-formed PDF: one empty page, with a correct cross-reference table. */
function makePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

async function addQuestion(page: Page, text: string, options: string[], correct: number) {
  await page.getByLabel('Question', { exact: true }).fill(text);
  for (let index = 2; index < options.length; index++) {
    await page.getByRole('button', { name: 'Add option' }).click();
  }
  for (const [index, option] of options.entries()) {
    await page.getByLabel(`Option ${index + 1}`, { exact: true }).fill(option);
  }
  await page.getByRole('radio', { name: 'Correct' }).nth(correct).check();
  await page.getByRole('button', { name: 'Save question' }).click();
  await expectToast(page, 'Question saved');
  await page.getByRole('list', { name: 'Questions' }).getByText(text).waitFor();
}

describe('an administrator builds, edits and deletes a course in the browser', () => {
  const browser = browserForEachTest();

  it('creates a course with a thumbnail and a module with a PDF, a captioned video and a quiz, manages modules and lectures, then edits and deletes it', async () => {
    const { page } = browser;
    const suffix = randomUUID().slice(0, 6);
    const title = `Network Forensics ${suffix}`;
    const renamed = `Network Forensics in Depth ${suffix}`;

    await logIn(page, baseUrl, ADMIN);
    await waitForPath(page, /^\/app\/dashboard$/);
    await page.getByRole('heading', { name: 'Courses' }).waitFor();
    await page.getByRole('cell', { name: 'Digital Forensics Essentials', exact: true }).waitFor();
    await page.screenshot({ path: `${screenshotDir}desktop-admin-dashboard-light.png`, fullPage: true });

    // Create: the fields and a real PNG thumbnail with its preview.
    await page.getByRole('link', { name: 'New course' }).first().click();
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/create$/);
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Category', { exact: true }).fill('Forensics');
    await page
      .getByLabel('Description', { exact: true })
      .fill('Capture and read network traffic as evidence.');
    await page.getByLabel('Instructor (created by)').fill('Academy Forensics Faculty');
    await page.getByLabel('Price (₹)', { exact: true }).fill('4999');
    await page.getByLabel('Original price (₹)').fill('7999');
    await page
      .getByLabel('Thumbnail')
      .setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: makePng(96) });
    await page.getByRole('img', { name: 'Preview of thumb.png' }).waitFor();
    await page.getByRole('combobox', { name: /^Level/ }).click();
    await page.getByRole('option', { name: 'Advanced' }).click();
    await page.screenshot({ path: `${screenshotDir}desktop-admin-create-course-light.png`, fullPage: true });
    await page.getByRole('button', { name: 'Create course' }).click();
    await expectToast(page, 'Course created');
    await page.waitForURL((address) => /^\/app\/[0-9a-f]{8}\/edit$/.test(address.pathname));
    const courseId = Number(new URL(page.url()).searchParams.get('courseId'));
    expect(courseId).toBeGreaterThan(0);
    await page.getByRole('heading', { name: title }).waitFor();
    // The level chosen was kept: the editor's form shows it.
    expect(await page.getByRole('combobox', { name: /^Level/ }).textContent()).toBe('Advanced');

    // A module with a PDF, a video with captions and a quiz.
    await page.getByRole('tab', { name: 'Modules & content' }).click();
    await page.getByLabel('New module title').fill('Packet capture basics');
    await page.getByRole('button', { name: 'Add module' }).click();
    await page.getByRole('heading', { name: 'Packet capture basics' }).waitFor();

    await page.getByRole('button', { name: 'Add PDF' }).click();
    await page.getByLabel('Document title').fill('Capture checklist');
    await page
      .getByLabel('PDF file')
      .setInputFiles({ name: 'checklist.pdf', mimeType: 'application/pdf', buffer: makePdf() });
    await page.getByRole('button', { name: 'Upload document' }).click();
    await expectToast(page, 'Document added');
    await page.getByText('Capture checklist').waitFor();

    await page.getByRole('button', { name: 'Add video' }).click();
    await page.getByLabel('Video title').fill('Reading a capture');
    await page.getByLabel('Video file').setInputFiles({
      name: 'lesson.mp4',
      mimeType: 'video/mp4',
      buffer: await readFile(new URL('lesson.mp4', seedAssets)),
    });
    await page.getByLabel('Captions (optional)').setInputFiles({
      name: 'lesson.vtt',
      mimeType: 'text/vtt',
      buffer: await readFile(new URL('lesson.vtt', seedAssets)),
    });
    await page.getByRole('button', { name: 'Upload video' }).click();
    await expectToast(page, 'Video added');
    await page.getByText('Reading a capture').waitFor();
    await page.getByText('Captions', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Add quiz' }).click();
    await page.getByLabel('Quiz title').fill('Capture quiz');
    await page.getByRole('button', { name: 'Create quiz' }).click();
    await page.waitForURL((address) => address.pathname === '/app/quiz');
    await page.getByRole('heading', { name: 'Capture quiz' }).waitFor();
    await addQuestion(page, 'Which tool records packets?', ['A packet sniffer', 'A word processor'], 0);
    await addQuestion(page, 'Which layer carries IP?', ['Transport', 'Network', 'Session'], 1);
    await page.getByText('Pass with 80% · 3 attempts · 2 questions').waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-live="polite"][role="status"]').length === 0,
    );
    await page.screenshot({ path: `${screenshotDir}desktop-admin-quiz-light.png`, fullPage: true });

    await page.getByRole('link', { name: 'Back to the course' }).click();
    await page.getByRole('tab', { name: 'Modules & content' }).click();
    await page.getByRole('link', { name: '2 questions' }).waitFor();
    // Let the toasts of the uploads go, so they do not cover the editor in the screenshot.
    await page.waitForFunction(
      () => document.querySelectorAll('[aria-live="polite"][role="status"]').length === 0,
    );
    await page.screenshot({ path: `${screenshotDir}desktop-admin-course-editor-light.png`, fullPage: true });

    // The server holds exactly what was built, answer key included for the administrator.
    const details = await (await page.request.get(url(`../api/v1/courses/${courseId}/details`))).json();
    expect(details.modules).toHaveLength(1);
    const [module] = details.modules;
    expect(module.documents.map((item: { title: string }) => item.title)).toEqual(['Capture checklist']);
    expect(module.videos[0].captionsPath).toMatch(/^\/api\/v1\/media\//);
    expect(module.quizzes[0].questions).toHaveLength(2);
    const pdfPath: string = module.documents[0].filePath;
    const pdf = await page.request.get(url(`..${pdfPath}`));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    // A second module moved above the first and renamed; a lecture added and deleted.
    await page.getByLabel('New module title').fill('Evidence handling');
    await page.getByRole('button', { name: 'Add module' }).click();
    await page.getByRole('heading', { name: 'Evidence handling' }).waitFor();
    await page.getByRole('button', { name: 'Move Evidence handling up' }).click();
    await expectToast(page, 'Module order saved');
    await page
      .getByRole('list', { name: 'Modules' })
      .getByRole('heading')
      .first()
      .filter({ hasText: 'Evidence handling' })
      .waitFor();
    await page.getByRole('list', { name: 'Modules' }).getByRole('button', { name: 'Rename' }).first().click();
    await page.getByLabel('Module title', { exact: true }).fill('Handling evidence');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('heading', { name: 'Handling evidence' }).waitFor();
    const reordered = await (await page.request.get(url(`../api/v1/courses/${courseId}/details`))).json();
    expect(reordered.modules.map((item: { title: string }) => item.title)).toEqual([
      'Handling evidence',
      'Packet capture basics',
    ]);

    await page.getByRole('tab', { name: 'Lectures' }).click();
    // The table's empty row (a phone would get the same sentence in place of the cards, hidden here).
    const noLectures = page.getByRole('cell', { name: 'No lectures yet. Add the first one below.' });
    await noLectures.waitFor();
    await page.getByLabel('Lecture title').fill('Welcome lecture');
    await page.getByLabel('Lecture description').fill('What the course covers.');
    await page
      .getByLabel('Lecture file')
      .setInputFiles({ name: 'welcome.pdf', mimeType: 'application/pdf', buffer: makePdf() });
    await page.getByRole('button', { name: 'Add lecture' }).click();
    await expectToast(page, 'Lecture added');
    await page.getByRole('cell', { name: 'Welcome lecture', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Delete lecture Welcome lecture' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete lecture' }).click();
    await expectToast(page, 'Lecture deleted');
    await noLectures.waitFor();

    // A new course is a draft: listed once it is published.
    await page.getByRole('button', { name: `Publish ${title}` }).click();
    await expectToast(page, `${title} is published`);

    // The course is listed with its thumbnail.
    await page.goto(url('courses'));
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await card.waitFor();
    const thumbnailSrc = await card.locator('img').getAttribute('src');
    expect(thumbnailSrc).toMatch(/^\/api\/v1\/media\//);
    const thumbnail = await page.request.get(url(`..${thumbnailSrc}`));
    expect(thumbnail.status()).toBe(200);
    expect(thumbnail.headers()['content-type']).toBe('image/png');

    // Edit the title.
    await page.goto(url(`course/edit?courseId=${courseId}`));
    await page.getByLabel('Title', { exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Course saved');
    await page.getByRole('heading', { name: renamed }).waitFor();
    await page.goto(url('courses'));
    await page.getByRole('heading', { name: renamed }).waitFor();
    expect(await page.getByRole('heading', { name: title, exact: true }).count()).toBe(0);

    // Delete it: gone from the list, its page says not found, its files are gone.
    await page.goto(url(`course/edit?courseId=${courseId}`));
    await page.getByRole('button', { name: 'Delete course' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete course' }).click();
    await expectToast(page, 'Course deleted');
    await waitForPath(page, /^\/app\/dashboard$/);
    await page.goto(url('courses'));
    await page.getByRole('heading', { name: 'All courses' }).waitFor();
    expect(await page.getByRole('heading', { name: renamed }).count()).toBe(0);
    await page.goto(url(`course/description?courseId=${courseId}`));
    await page.getByRole('heading', { name: 'Course not found' }).waitFor();
    expect((await page.request.get(url(`..${thumbnailSrc}`))).status()).toBe(404);
    expect((await page.request.get(url(`..${pdfPath}`))).status()).toBe(404);
  });
});
