import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const screenshotDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

/** The narrowest phone the screens are made for: what fits at 356 px fits on every phone. */
export const NARROW_PHONE = { width: 356, height: 780 };

/**
 * A PNG of what the browser shows now, `screenshots/<name>.png` (not kept in git), to look at: the whole
 * page, or only the viewport (`fullPage: false`) for a dialog over it.
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}) {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage });
}
