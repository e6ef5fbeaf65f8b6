import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { browserForEachTest } from '../support/browser.ts';

describe("the app's service worker", () => {
  const browser = browserForEachTest();

  it('lets API calls go straight to the network, and opens a screen offline once the connection is back', async () => {
    const { context, page } = browser;
    await page.goto(new URL('courses', baseUrl).href);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The worker installs after the page's load and takes the open page over (`clients.claim`).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    const matched = await page.evaluate(async () => {
      const url = new URL('/api/v1/courses', location.origin).href;
      await (await fetch(url)).text();
      // The source of the worker's static route that matched the request; nothing when none did.
      const [entry] = performance.getEntriesByName(url) as (PerformanceResourceTiming & {
        workerMatchedSourceType?: string;
      })[];
      return entry?.workerMatchedSourceType;
    });
    // Sent on by the worker's static route, never handed to the worker (which might have to be started first).
    expect(matched).toBe('network');

    // Offline, a page load still opens the app from the shell the worker keeps; a screen never opened before
    // cannot fetch its files, and says so in words. Once the connection is back the page reloads and opens it.
    await context.setOffline(true);
    await page.goto(new URL('addtocart', baseUrl).href);
    await page.getByRole('heading', { name: 'This screen could not be loaded' }).waitFor();
    await page
      .getByText('You are offline. The screen opens by itself once the connection is back.')
      .waitFor();
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();
  });
});
