import type { ConsoleMessage, Page } from 'playwright-core';
import { expect } from 'vitest';

export const HASHED_SEGMENT = /^\/app\/[0-9a-f]{8}\//;

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

/** The toasts and alerts on the page, for a failure to say what the screen showed instead. */
async function screenSaid(page: Page): Promise<string> {
  const said = await page.getByRole('status').or(page.getByRole('alert')).allInnerTexts();
  return said.join(' | ') || 'nothing';
}

/** Each field of the page's form with its value's length and the browser's complaint, if any: why a form sent nothing. */
function formState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const fields = [...document.querySelectorAll<HTMLInputElement>('form input')];
    return (
      fields
        .map(
          (field) =>
            `${field.name || field.type}: ${field.value.length} characters${field.validationMessage ? `, "${field.validationMessage}"` : ''}`,
        )
        .join('; ') || 'no form on the page'
    );
  });
}

/**
 * The page's submit buttons with their state, what the page logged as errors, which other requests it sent
 * meanwhile and whether a service worker controls it: why a click sent nothing.
 */
async function clickState(page: Page, errors: string[], others: string[]): Promise<string> {
  const buttons = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLButtonElement>('form button[type="submit"]')]
      .map((button) => {
        // What a click at the button's centre reaches: the button, something inside it, or what covers it.
        const box = button.getBoundingClientRect();
        const reached = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        const covered =
          reached && !button.contains(reached)
            ? `, covered by <${reached.tagName.toLowerCase()} class="${reached.className}">`
            : '';
        return `"${button.textContent}"${button.disabled ? ' disabled' : ''}${button.getAttribute('aria-busy') === 'true' ? ' busy' : ''}${covered}`;
      })
      .join(', '),
  );
  const worker = await page.evaluate(() =>
    navigator.serviceWorker?.controller ? 'a service worker' : 'none',
  );
  return `submit buttons: ${buttons || 'none'}; page errors: ${errors.join(' | ') || 'none'}; other requests: ${others.join(', ') || 'none'}; page controlled by: ${worker}`;
}

/**
 * Fills and sends a form whose request hashes a password (`path`, the BFF's route) and tells what the
 * request was answered. A 503 is the academy's hashing queue full on a busy machine: like a person told to
 * try again in a few seconds, it sends the form again after the reply's Retry-After, three times at most.
 * A form that sent nothing within 10 s of its click is sent once more from the page reloaded (as a person
 * reloads a page whose button did nothing; the reload keeps the history state, such as where to return after
 * logging in), and the first try's state is printed: on a loaded machine a filled login form's click has sent
 * no request, with no error on the page and the button neither disabled nor busy, and the test's second run
 * on the same page sent none either (cause not found).
 */
async function sendHashingForm(page: Page, path: string, send: () => Promise<void>): Promise<string> {
  const ours = (url: string) => new URL(url).pathname === `/api/v1/${path}`;
  for (let attempt = 1; ; attempt += 1) {
    let sent = false;
    const others: string[] = [];
    const requested = (request: { url(): string }) => {
      if (ours(request.url())) sent = true;
      else others.push(new URL(request.url()).pathname);
    };
    const errors: string[] = [];
    const logged = (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    const thrown = (error: Error) => errors.push(error.message);
    const unsentState = async () => `${await formState(page)}; ${await clickState(page, errors, others)}`;
    page.on('request', requested);
    page.on('console', logged);
    page.on('pageerror', thrown);
    const answered = page
      .waitForResponse((response) => ours(response.url()), { timeout: 45_000 })
      .catch(() => null);
    const requestSent = page
      .waitForRequest((request) => ours(request.url()), { timeout: 10_000 })
      .catch(() => null);
    await send();
    if (!(await requestSent)) {
      console.warn(
        `No ${path} request within 10 s of the click; reloading the page and sending the form again (${await unsentState()})`,
      );
      await page.reload();
      await send();
    }
    const response = await answered;
    page.off('request', requested);
    page.off('console', logged);
    page.off('pageerror', thrown);
    if (!response) {
      return sent
        ? `${path} was sent and not answered in 45 s`
        : `no ${path} request was sent (${await unsentState()})`;
    }
    if (response.status() !== 503 || attempt === 3) return `${path} was answered ${response.status()}`;
    await page.waitForTimeout(Number(response.headers()['retry-after'] ?? 2) * 1000);
  }
}

export async function signUp(
  page: Page,
  baseUrl: string,
  user: { fullName: string; email: string; password: string },
) {
  await page.goto(new URL('signup', baseUrl).href);
  // The screen is loaded on demand: the form is filled once it is there, not while it mounts.
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  const answered = await sendHashingForm(page, 'user/register', async () => {
    await page.getByLabel('Full name').fill(user.fullName);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
  });
  try {
    // Hashing the password waits its turn behind other sign-ups and logins: on a busy machine, longer than 15 s.
    await page
      .getByRole('status')
      .filter({ hasText: 'Account created successfully!' })
      .first()
      .waitFor({ timeout: 30_000 });
  } catch (error) {
    // Say what the screen showed instead: a refusal, the login page (the two-second toast gone unseen), or nothing.
    throw new Error(
      `No "Account created successfully!" for ${user.email} at ${page.url()}; the page said: ${await screenSaid(page)}; ${answered}`,
      { cause: error },
    );
  }
  await page.waitForURL((url) => url.pathname === '/app/login');
}

export async function logIn(page: Page, baseUrl: string, user: { email: string; password: string }) {
  if (pathOf(page) !== '/app/login') await page.goto(new URL('login', baseUrl).href);
  // A browser still signed in (a journey run again by the suite's retry, its browser opened once for the file)
  // is sent on from the login page: it signs out first, as a person switching accounts would.
  const signedIn = await page.evaluate(() => {
    try {
      return localStorage.getItem('isLoggedIn') === 'true';
    } catch {
      return false; // a browser refusing the site storage (browser-settings.test.ts)
    }
  });
  if (signedIn) {
    await page.request.post(new URL('/api/v1/user/logout', baseUrl).href);
    await page.evaluate(() => localStorage.clear());
    await page.goto(new URL('login', baseUrl).href);
  }
  // The URL changes before the lazily loaded login screen replaces the previous one.
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  const answered = await sendHashingForm(page, 'user/login', async () => {
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
  });
  try {
    await expectToast(page, 'Login successful!');
  } catch (error) {
    // Say what the screen showed instead: a refusal, a wiped form, or nothing yet.
    const typed = await page
      .getByLabel('Email')
      .inputValue({ timeout: 1_000 })
      .catch(() => 'no Email field');
    throw new Error(
      `No "Login successful!" for ${user.email} at ${page.url()}; the page said: ${await screenSaid(page)}; Email field: "${typed}"; ${answered}`,
      { cause: error },
    );
  }
}

/** Waits for the app to settle on a path matching `pattern` and returns it. */
export async function waitForPath(page: Page, pattern: RegExp): Promise<string> {
  await page.waitForURL((url) => pattern.test(url.pathname));
  const path = pathOf(page);
  expect(path).toMatch(pattern);
  return path;
}
