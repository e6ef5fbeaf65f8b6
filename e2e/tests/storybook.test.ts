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
});
