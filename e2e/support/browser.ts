import { type BrowserContext, type Browser as Chromium, chromium, type Page } from 'playwright-core';

export interface Browser {
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

let chromiumStarting: Promise<Chromium> | undefined;

/**
 * One Chromium per test file, started on first use: a launch costs several times the CPU of a new context,
 * and a file opens a browser per test.
 */
function sharedChromium() {
  chromiumStarting ??= chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return chromiumStarting;
}

/** Closes the file's Chromium, if it started one (`close-browser.ts`, after each file). */
export async function closeSharedChromium() {
  const starting = chromiumStarting;
  chromiumStarting = undefined;
  await (await starting)?.close();
}

/**
 * A fresh browser context per call, as isolated as a new profile: no cookies, storage or service worker
 * carried over between tests.
 */
export async function openBrowser(
  options: {
    mobile?: boolean;
    viewport?: { width: number; height: number };
    userAgent?: string;
    locale?: string;
    timezoneId?: string;
  } = {},
): Promise<Browser> {
  const context = await (await sharedChromium()).newContext({
    viewport:
      options.viewport ?? (options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 860 }),
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    colorScheme: 'light',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page, close: () => context.close() };
}
