import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { type Browser, openBrowser } from '../support/browser.ts';

const storybook = new URL('/storybook/', baseUrl);
const screenshotDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));

/**
 * In the preview page: renders story `id` as the manager asks it to (`setCurrentStory` on Storybook's channel) and
 * answers how it finished: 'success' when its play function ran through and its checks (axe, `a11y.test: 'error'`)
 * passed, otherwise what the preview reported. Storybook's own event names (`storybook/internal/core-events`).
 */
function playStory(id: string): Promise<string> {
  type Channel = {
    on(event: string, listener: (payload: never) => void): void;
    off(event: string, listener: (payload: never) => void): void;
    emit(event: string, payload: object): void;
  };
  const { __STORYBOOK_PREVIEW__: preview, __STORYBOOK_ADDONS_CHANNEL__: channel } = window as unknown as {
    __STORYBOOK_PREVIEW__: { ready(): Promise<void> };
    __STORYBOOK_ADDONS_CHANNEL__: Channel;
  };
  return preview.ready().then(
    () =>
      new Promise<string>((resolve) => {
        const problemEvents = [
          'playFunctionThrewException',
          'storyThrewException',
          'storyErrored',
          'unhandledErrorsWhilePlaying',
        ];
        const problems: string[] = [];
        const onProblem = (error: { message?: string }) =>
          problems.push((error?.message ?? JSON.stringify(error)).slice(0, 500));
        const onFinished = (payload: {
          storyId: string;
          status: string;
          reporters: { type: string; status: string }[];
        }) => {
          if (payload.storyId !== id) return;
          for (const event of problemEvents) channel.off(event, onProblem);
          channel.off('storyFinished', onFinished);
          clearTimeout(timer);
          const failedReports = payload.reporters.filter((report) => report.status === 'failed');
          // A play function's exception is reported on its own: the story still finishes with 'success'.
          const failures = [...problems, ...failedReports.map((report) => `${report.type} failed`)];
          resolve(
            payload.status === 'success' && failures.length === 0
              ? 'success'
              : [payload.status, ...failures].join('; '),
          );
        };
        for (const event of problemEvents) channel.on(event, onProblem);
        channel.on('storyFinished', onFinished);
        const timer = setTimeout(() => resolve(`not finished within 60 s; ${problems.join('; ')}`), 60_000);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
  );
}

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

  it('runs every play function in the browser without a failure', async () => {
    // Storybook tags each story that has a play function; the index lists them all, new ones included.
    const index = (await (await fetch(new URL('index.json', storybook))).json()) as {
      entries: Record<string, { type: string; tags?: string[] }>;
    };
    const played = Object.entries(index.entries)
      .filter(([, entry]) => entry.type === 'story' && entry.tags?.includes('play-fn'))
      .map(([id]) => id);
    expect(played.length).toBeGreaterThanOrEqual(15);
    // One preview page for them all, told which story to render next as the manager tells it: loading the whole
    // Storybook again for each story took about five seconds a story on a busy machine.
    const openPreview = async () => {
      const preview = await openBrowser();
      await preview.page.goto(new URL('iframe.html?id=feedback-alert--info&viewMode=story', storybook).href);
      // Until the story in the address has finished (its render's last phase): asked for another story while one
      // still renders (its checks are slow on a busy machine), Storybook reloads the page, which the next story
      // would not survive.
      await preview.page.waitForFunction(
        () =>
          (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__
            ?.currentRender?.phase === 'finished',
        undefined,
        { timeout: 60_000 },
      );
      return preview;
    };
    let preview = await openPreview();
    const outcomes: Record<string, string> = {};
    try {
      for (const id of played) {
        // A story that leaves the page (a link followed, a form sent) fails by name, and the next ones play in a
        // new profile: where the page went (the web app) may have installed a service worker that would answer.
        outcomes[id] = await preview.page.evaluate(playStory, id).catch(async (error: Error) => {
          await preview.close();
          preview = await openPreview();
          return `the preview page went away: ${error.message.split('\n')[0]}`;
        });
      }
    } finally {
      await preview.close();
    }
    // Only the stories that did not pass, by id with what went wrong: a failure names them.
    const unsuccessful = Object.entries(outcomes)
      .filter(([, outcome]) => outcome !== 'success')
      .map(([id, outcome]) => `${id}: ${outcome}`);
    expect(unsuccessful).toEqual([]);
    expect(Object.keys(outcomes)).toEqual(played);
  });
});
