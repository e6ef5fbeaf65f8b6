import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';

const baselineDir = fileURLToPath(new URL('../visual-baselines/', import.meta.url));
const reportDir = fileURLToPath(new URL('../../screenshots/visual/', import.meta.url));

/** `UPDATE_VISUAL_BASELINES=1` records the screens as the new baselines instead of comparing with them. */
const recording = process.env.UPDATE_VISUAL_BASELINES === '1';

/** pixelmatch's per-pixel colour distance (0–1) below which two pixels count as the same (anti-aliasing). */
const COLOUR_THRESHOLD = 0.1;
/** The share of a screen's pixels that may differ before it counts as changed: text rendering, not layout. */
const TOLERANCE = 0.0001;

/**
 * Transitions, animations and the caret stopped, so a screen is photographed in its final state. Adopted as a
 * constructed sheet: the app's Content Security Policy refuses a `<style>` element added to the page.
 */
const STILL_CSS = `*, *::before, *::after {
  transition: none !important;
  animation: none !important;
  caret-color: transparent !important;
}`;

/** The moment every screen is photographed at, and every date the academy answers with. */
const FROZEN_AT = '2026-01-15T09:30:00.000Z';
const TIMESTAMP = /(?<!"deadline":)"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})"/g;
const DEADLINE = /"deadline":"([^"]+)"/g;
const REVENUE_MONTHS = /"finalMonths":\[[^\]]*\]/;
const MINUTE = 60_000;

/**
 * A deadline (a running exam's) is as many whole minutes after FROZEN_AT as it is after now: a clock counting
 * down to it reads the same every run, and the exam does not end at once.
 */
function frozenDeadline(at: string) {
  const minutesAhead = Math.round((Date.parse(at) - Date.now()) / MINUTE);
  return `"deadline":"${new Date(Date.parse(FROZEN_AT) + minutesAhead * MINUTE).toISOString()}"`;
}

/**
 * A revenue chart's months, the twelve up to now as the academy labels them ('Nov 2026'), as the twelve up to
 * FROZEN_AT's month: the chart's labels would otherwise change every month, its bars (now's month last) stay.
 */
function frozenMonths(months: string) {
  const count = (JSON.parse(`{${months}}`) as { finalMonths: string[] }).finalMonths.length;
  const frozen = new Date(FROZEN_AT);
  const labels = Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(frozen.getUTCFullYear(), frozen.getUTCMonth() - (count - 1 - i), 1)).toLocaleString(
      'en-US',
      {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      },
    ),
  );
  return `"finalMonths":${JSON.stringify(labels)}`;
}

/**
 * Stops the clock for the browser's pages at FROZEN_AT and gives every timestamp in the academy's answers that
 * value (a deadline its distance from it, `frozenDeadline`; a revenue chart's months, `frozenMonths`), so that a date on screen (an order's, a sign-up's, "as of") and what the app counts from now read the
 * same every run. The live-update streams pass untouched: they never end, and carry no dates to show.
 */
export async function freezeTime(context: BrowserContext) {
  await context.clock.setFixedTime(FROZEN_AT);
  await context.route(
    (url) => url.pathname.startsWith('/api/') && !url.pathname.includes('/events'),
    async (route) => {
      const response = await route.fetch();
      if (!response.headers()['content-type']?.includes('application/json')) {
        await route.fulfill({ response });
        return;
      }
      const body = (await response.text())
        .replaceAll(TIMESTAMP, `"${FROZEN_AT}"`)
        .replaceAll(DEADLINE, (_, at: string) => frozenDeadline(at))
        .replace(REVENUE_MONTHS, frozenMonths);
      await route.fulfill({ response, body });
    },
  );
}

/** Waits until the screen `page` shows can be compared: still, its fonts and images loaded, the network idle. */
async function settle(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, STILL_CSS);
  await page.waitForLoadState('networkidle');
  // The site's frame (the header with the Main navigation) loads its footer after the page, and on a busy
  // machine the footer can be drawn after the network has gone quiet: such a screen is whole only with it.
  await page.waitForFunction(
    () => !document.querySelector('header nav[aria-label="Main"]') || document.querySelector('footer'),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A lazy image below the fold would load only when scrolled to; the whole page is photographed.
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  // A video's box takes its size from the video's metadata.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('video')].every((video) => video.readyState > 0),
  );
}

/**
 * The whole page, settled, photographed. A full-page photograph is as tall as the page when it starts: when a
 * part was drawn meanwhile (a reply that came after the network went quiet, on a busy machine), the page's
 * height moved and the photograph is cut off, so it is taken again once the page has settled.
 */
async function photograph(page: Page, mask: Locator[]) {
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  for (let attempt = 1; ; attempt += 1) {
    await settle(page);
    const before = await height();
    const shot = await page.screenshot({ fullPage: true, mask, maskColor: '#ff00ff', caret: 'hide' });
    if (attempt === 3 || (await height()) === before) return shot;
  }
}

/**
 * Photographs the whole page as `<name>.png` and compares it with its baseline in `e2e/visual-baselines/`
 * (or records it there when recording). Answers what changed, or nothing when it matches: a different size,
 * or the number of differing pixels, with the screenshot and a diff image (differing pixels in red) in
 * `screenshots/visual/`. `mask` covers what differs from run to run with a solid box.
 */
export async function compareWithBaseline(
  page: Page,
  name: string,
  mask: Locator[] = [],
): Promise<string | undefined> {
  const shot = await photograph(page, mask);
  const baselineFile = `${baselineDir}${name}.png`;
  if (recording) {
    await mkdir(baselineDir, { recursive: true });
    await writeFile(baselineFile, shot);
    return undefined;
  }
  const baseline = await readFile(baselineFile).catch(() => undefined);
  if (!baseline) return `${name}: no baseline (record one with UPDATE_VISUAL_BASELINES=1)`;
  // Chromium encodes the same pixels into the same bytes: most screens match without decoding either image.
  if (shot.equals(baseline)) return undefined;
  const expected = PNG.sync.read(baseline);
  const actual = PNG.sync.read(shot);
  await mkdir(reportDir, { recursive: true });
  if (expected.width !== actual.width || expected.height !== actual.height) {
    await writeFile(`${reportDir}${name}-actual.png`, shot);
    return `${name}: ${actual.width}×${actual.height} instead of ${expected.width}×${expected.height} (screenshots/visual/${name}-actual.png)`;
  }
  const { width, height } = actual;
  const diff = new PNG({ width, height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, width, height, {
    threshold: COLOUR_THRESHOLD,
  });
  if (differing <= width * height * TOLERANCE) return undefined;
  await writeFile(`${reportDir}${name}-actual.png`, shot);
  await writeFile(`${reportDir}${name}-diff.png`, PNG.sync.write(diff));
  return `${name}: ${differing} pixels differ (screenshots/visual/${name}-diff.png)`;
}
