import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { newLearner } from '../support/accounts.ts';
import { browserForEachTest } from '../support/browser.ts';
import { logIn, signUp, waitForPath } from '../support/journeys.ts';
import { expectRealScreen, visitorPaths } from '../support/routes.ts';

/**
 * What a browser set to keep no site data does (or a page in a sandboxed frame): the mere reading of
 * `localStorage` or `sessionStorage` throws. Cookies are a separate setting, allowed here as most such visitors
 * allow the site's own.
 */
function refuseStorage() {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      get() {
        throw new DOMException(
          `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
          'SecurityError',
        );
      },
    });
  }
}

describe('a browser that refuses the site storage', () => {
  const browser = browserForEachTest();

  it('opens every visitor screen, and signs a learner in who stays signed in across a reload', async () => {
    const { context, page } = browser;
    await context.addInitScript(refuseStorage);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(baseUrl);
    const storage = () =>
      page.evaluate(() => {
        try {
          void localStorage;
          return 'kept';
        } catch {
          return 'refused';
        }
      });
    expect(await storage()).toBe('refused');
    for (const path of visitorPaths) await expectRealScreen(page, baseUrl, path);

    const learner = newLearner();
    await signUp(page, baseUrl, learner);
    await logIn(page, baseUrl, learner);
    const dashboard = await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
    // Nothing of the session was kept in the browser but the server's cookies: the reload asks the server.
    await page.reload();
    await page.getByRole('region', { name: 'Your learning at a glance' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(dashboard);
    expect(errors).toEqual([]);
  });
});

describe('a browser with JavaScript turned off', () => {
  const browser = browserForEachTest({ javaScriptEnabled: false });

  it('is told at the top of the page, in English and Hindi, that the academy needs it', async () => {
    const { page } = browser;
    await page.goto(new URL('courses', baseUrl).href);
    // Playwright's text search skips <noscript>, whose text a browser without JavaScript shows all the same.
    const said = page.locator('noscript p');
    expect(await said.allInnerTexts()).toEqual([
      "Academy needs JavaScript. Turn it on in your browser's settings, then reload the page.",
      'Academy को JavaScript चाहिए। अपने ब्राउज़र की सेटिंग में इसे चालू करें, फिर पेज दोबारा लोड करें।',
    ]);
    const box = await said.last().boundingBox();
    expect(box?.height).toBeGreaterThan(0);
    expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThan(
      page.viewportSize()?.height ?? 0,
    );
  });
});

describe('a browser in forced colours (a Windows contrast theme)', () => {
  const browser = browserForEachTest({ forcedColors: 'active' });

  it('shows where the keyboard focus is: an outline, since forced colours draw no focus ring of shadows', async () => {
    const { page } = browser;
    await page.goto(new URL('login', baseUrl).href);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return { name: element.textContent?.trim(), outline: `${style.outlineStyle} ${style.outlineWidth}` };
      });
    // The links of the header and the login form's button, reached by the keyboard, are each outlined.
    await page.getByLabel('Password', { exact: true }).focus();
    const seen: { name?: string; outline: string }[] = [];
    for (let stop = 0; stop < 4; stop += 1) {
      await page.keyboard.press('Tab');
      seen.push(await focused());
    }
    expect(seen.map((stop) => stop.outline)).toEqual(Array(4).fill('solid 2px'));
    expect(seen.map((stop) => stop.name)).toContain('Log in');
  });
});
