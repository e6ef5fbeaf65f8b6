import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { type Browser, openBrowser } from '../support/browser.ts';

const storybook = new URL('/storybook/', baseUrl);
const screenshotDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

describe('Storybook', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders a story under its strict Content Security Policy, which blocks nothing it needs', async () => {
    const { page } = browser;
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    // In the manager and in the preview frame alike.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation(text: string): void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
        ),
      ),
    );
    const response = await page.goto(`${storybook.href}?path=/story/feedback-alert--info`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);

    const preview = page.frameLocator('#storybook-preview-iframe');
    await preview.getByText('Auto-refreshes every 30 seconds').waitFor({ timeout: 60_000 });
    await page.screenshot({ path: `${screenshotDir}desktop-storybook-light.png` });
    expect(violations).toEqual([]);
  });

  it('shows a story at phone width and in the dark theme when the link asks for them', async () => {
    const { page } = browser;
    for (const [viewport, width] of [
      ['phone', 390],
      ['narrowPhone', 356],
    ] as const) {
      await page.goto(
        `${storybook.href}?path=/story/navigation-header--logged-in-with-cart&globals=viewport.value:${viewport};theme:dark`,
      );
      const preview = page.frameLocator('#storybook-preview-iframe');
      // Only a phone gets the menu button; above it CSS hides it.
      await preview.getByRole('button', { name: 'Menu' }).waitFor({ timeout: 60_000 });
      const html = preview.locator('html');
      expect(await html.evaluate(() => window.innerWidth)).toBe(width);
      expect(await html.getAttribute('data-theme')).toBe('dark');
      // The toolbar names the viewport chosen, so a designer sees which width the story is shown at.
      await page.getByRole('button', { name: new RegExp(`${width}`) }).waitFor();
    }
    await page.screenshot({ path: `${screenshotDir}phone-storybook-dark.png` });
  });

  // A longer time limit: each story loads the whole Storybook again (about five seconds on a busy machine).
  it('runs every play function in the browser without a failure', async () => {
    const { page } = browser;
    // Storybook tags each story that has a play function; the index lists them all, new ones included.
    const index = (await (await fetch(new URL('index.json', storybook))).json()) as {
      entries: Record<string, { type: string; tags?: string[] }>;
    };
    const played = Object.entries(index.entries)
      .filter(([, entry]) => entry.type === 'story' && entry.tags?.includes('play-fn'))
      .map(([id]) => id);
    expect(played.length).toBeGreaterThanOrEqual(15);
    const outcomes: Record<string, string> = {};
    for (const id of played) {
      // The Interactions panel chosen by the address, not by a click: a click on the manager takes the keyboard's
      // focus from the story while its play function may still be typing into it.
      await page.goto(`${storybook.href}?path=/story/${id}&addonPanel=storybook/interactions/panel`);
      // The Interactions panel announces the outcome of the story's play function to assistive technology.
      const outcome = page.getByText(/^Component test (completed successfully|failed|was aborted)\.$/);
      await outcome.waitFor({ state: 'attached', timeout: 60_000 });
      outcomes[id] = (await outcome.textContent()) ?? '';
      if (!outcomes[id].includes('successfully')) {
        // What the Interactions panel says went wrong, so a failure says why.
        const panel = await page
          .locator('#storybook-panel-root')
          .innerText()
          .catch(() => '');
        outcomes[id] += ` ${panel.replaceAll(/\s+/g, ' ').slice(0, 1200)}`;
      }
    }
    // Only the stories that did not pass, by id with their outcome: a failure names them.
    const unsuccessful = Object.entries(outcomes)
      .filter(([, outcome]) => !outcome.startsWith('Component test completed successfully.'))
      .map(([id, outcome]) => `${id}: ${outcome}`);
    expect(unsuccessful).toEqual([]);
    expect(Object.keys(outcomes)).toEqual(played);
  }, 300_000);
});
