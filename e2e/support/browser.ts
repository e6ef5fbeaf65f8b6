import { type BrowserContext, type Browser as Chromium, chromium, type Page } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';

export interface Browser {
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

let chromiumStarting: Promise<Chromium> | undefined;

/**
 * One Chromium per test file, started on first use: a launch costs several times the CPU of a new context,
 * and a file opens a browser per test. It is Chromium's headless shell (Debian's `chromium-headless-shell`, the
 * same engine without the browser around it), which spent about a third less CPU than the full browser's
 * headless mode on the same journeys: Chromium was most of the CPU the browser suites use (`e2e/README.md`).
 */
function sharedChromium() {
  chromiumStarting ??= chromium.launch({
    executablePath: '/usr/bin/chromium-headless-shell',
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

interface BrowserOptions {
  mobile?: boolean;
  viewport?: { width: number; height: number };
  userAgent?: string;
  locale?: string;
  timezoneId?: string;
  /**
   * 'block' keeps the app's service worker from registering. A context that routes the app's requests needs
   * it: Playwright's routing in Chromium is unreliable for pages a service worker controls (a login form's POST
   * from such a page was once left without any answer).
   */
  serviceWorkers?: 'allow' | 'block';
  /** False: a browser with JavaScript turned off. */
  javaScriptEnabled?: boolean;
  /** 'active': a browser in forced colours, as Windows' contrast themes set. */
  forcedColors?: 'active' | 'none';
}

/**
 * A fresh browser context per call, as isolated as a new profile: no cookies, storage or service worker
 * carried over between tests.
 */
export async function openBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const context = await (await sharedChromium()).newContext({
    viewport:
      options.viewport ?? (options.mobile ? { width: 390, height: 844 } : { width: 1280, height: 860 }),
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    serviceWorkers: options.serviceWorkers ?? 'allow',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    forcedColors: options.forcedColors ?? 'none',
    colorScheme: 'light',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page, close: () => context.close() };
}

/**
 * A browser opened for each test of the describe block it is called in, and for each retry: a retry starts signed
 * out in a new profile, as the first run did. Its fields are the open one's; read them inside a test.
 */
export function browserForEachTest(options: BrowserOptions = {}): Browser {
  let current: Browser | undefined;
  beforeEach(async () => {
    current = await openBrowser(options);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const open = () => {
    if (!current) throw new Error('The browser is open only while a test runs.');
    return current;
  };
  return {
    get context() {
      return open().context;
    },
    get page() {
      return open().page;
    },
    close: () => open().close(),
  };
}
