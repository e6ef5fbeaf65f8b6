import type { CourseDetails } from '@academy/contracts';
import { waitUntil } from '@academy/kit/testing';
import { type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { logIn, waitForPath } from '../support/journeys.ts';
import { GOOD_CARD, payWithCard } from '../support/payments.ts';
import {
  adminPaths,
  expectRealScreen,
  firstQuizOf69,
  type LearnerOrders,
  learnerPaths,
  learnerWithOrders,
  visitorPaths,
} from '../support/routes.ts';
import { type RunningSystem, startSystem } from '../support/system.ts';
import { compareWithBaseline, freezeTime } from '../support/visual.ts';

const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

/** The featured course, whose certification exam is timed. */
const FEATURED = 40;

/** Always the same learner, so the screens that show them show the same name and e-mail. */
const LEARNER = { fullName: 'Ada Lovelace', email: 'ada@academy.test', password: 'Learner-visual-1' };

/**
 * `course/edit?courseId=69` → `course-edit-courseId-69`. Only a course's id names a screen: the seeded catalogue
 * keeps its ids, while an order's or a quiz's id may change from run to run and its screen does not.
 */
function screenName(path: string) {
  const [route = '', query = ''] = path.split('?');
  const courseId = new URLSearchParams(query).get('courseId');
  const words = [route || 'home', ...(courseId ? ['courseId', courseId] : [])].join('-');
  return words.replaceAll(/[^a-zA-Z0-9]+/g, '-');
}

/**
 * Has the administrator enrol the signed-in learner in the featured course, then starts its timed certification
 * exam on the learning screen, its clock (three hours, `freezeTime`) running; resolves to the exam's quiz id.
 */
async function startFeaturedExam(page: Page, baseUrl: string) {
  const api = (path: string) => new URL(`/api/v1/${path}`, baseUrl).href;
  const me = (await (await page.request.get(api('user/me'))).json()).user as { id: string };
  const admin = await request.newContext();
  try {
    const { token } = await (await admin.post(api('user/login'), { data: ADMIN })).json();
    const enrolled = await admin.post(api('student/enrolled'), {
      headers: { authorization: `Bearer ${token}` },
      data: { user_id: me.id, courseId: FEATURED },
    });
    expect(enrolled.status()).toBe(200);
  } finally {
    await admin.dispose();
  }
  // The catalogue learns of an administrator's grant from an event, moments later: until then it refuses the course.
  const detailsReply = await waitUntil(
    () => page.request.get(api(`courses/${FEATURED}/details`)),
    (reply) => reply.status() === 200,
  );
  const details = (await detailsReply.json()) as CourseDetails;
  const exam = details.modules.flatMap((module) => module.quizzes).find((quiz) => quiz.timeLimitMinutes);
  await expectRealScreen(page, baseUrl, `course?courseId=${FEATURED}`);
  await page
    .getByRole('navigation', { name: 'Course content' })
    .getByRole('button', { name: exam!.title })
    .click();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('timer', { name: 'Time left' }).waitFor();
  return exam!.id;
}

/**
 * Subscribes the signed-in learner to All Access, monthly, from the Subscription panel of their profile and
 * Stripe's page (the local stand-in); resolves once the panel offers the switch to yearly billing.
 */
async function subscribeMonthly(page: Page, baseUrl: string) {
  await expectRealScreen(page, baseUrl, 'your-profile');
  const panel = page.getByRole('region', { name: 'Subscription' });
  await panel.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByLabel('Card number').waitFor();
  await payWithCard(page, GOOD_CARD, LEARNER.email);
  await waitForPath(page, /^\/app\/your-profile$/);
  // The app confirms the subscription on the way back and says so in a toast, which is waited out: it goes by
  // itself after a few seconds, by chance before or after the shot. The panel can show the subscription before
  // the toast comes, so the toast is awaited before it is waited out.
  const confirmed = page.getByText('Your All Access subscription is active', { exact: true });
  await confirmed.waitFor({ timeout: 20_000 });
  await panel.getByRole('button', { name: 'Switch to Yearly' }).waitFor({ timeout: 20_000 });
  await confirmed.waitFor({ state: 'detached' });
}

/**
 * What changes from run to run although the screen does not: an order's short id (its box with it, as the id's
 * width changes, so the box around the id), an order's whole id (always as wide), the line of a running attempt
 * that an administrator sees, which starts with the learner's short id, a video's frame, and the amounts of a
 * billing cycle's switch, prorated to the second the preview is asked for (the credit for the unused time, the
 * amount due and the button that pays it).
 */
const changing = (page: Page) => [
  page.getByText(/^(Order )?[0-9a-f]{8}$/).locator('..'),
  page.getByText(/^Order [0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/),
  page.getByText(/^learner [0-9a-f]{8}$/).locator('..'),
  page.locator('video'),
  page.locator('dt:text-is("Credit for unused time") + dd'),
  page.getByTestId('switch-amount-due'),
  page.getByRole('button', { name: /^Confirm and pay / }),
];

// No second run: a changed screen changes in both, and the learner is signed up once.
describe('every screen looks as its baseline, at desktop size and on a phone', { retry: 0 }, () => {
  // An academy of its own: the worker's academy carries what earlier test files added (courses, reviews).
  let system: RunningSystem;
  let browser: Browser;
  /** The learner's orders, placed on the way through the learner's screens. */
  let orders: LearnerOrders;
  /** The featured course's timed exam, which the learner has started when the administrator's states are shown. */
  let featuredExamId: number | undefined;
  beforeAll(async () => {
    system = await startSystem(ADMIN);
    // Dates and numbers written the same on every machine; no service worker, since `freezeTime` routes requests.
    browser = await openBrowser({
      viewport: SIZES.desktop,
      locale: 'en-US',
      timezoneId: 'UTC',
      serviceWorkers: 'block',
    });
    await freezeTime(browser.context);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  /**
   * Each screen at each size compared with its baseline; the screens that changed, listed together. One size
   * after the other: two at once on a busy machine leave a video's size or a late answer to chance.
   */
  async function expectScreensUnchanged(role: string, paths: string[]) {
    const { page } = browser;
    const changed: string[] = [];
    for (const path of paths) {
      for (const [size, viewport] of Object.entries(SIZES)) {
        await page.setViewportSize(viewport);
        await expectRealScreen(page, system.baseUrl, path);
        const change = await compareWithBaseline(page, `${size}-${role}-${screenName(path)}`, changing(page));
        if (change) changed.push(change);
      }
    }
    expect(changed, 'screens that changed').toEqual([]);
  }

  /**
   * Each state at each size compared with its baseline, as `<size>-<role>-<name>`: `show` brings it about on
   * the page (a dialog opened, a toast raised) and waits until it is there.
   */
  async function expectStatesUnchanged(role: string, states: Record<string, (page: Page) => Promise<void>>) {
    const { page } = browser;
    const changed: string[] = [];
    for (const [name, show] of Object.entries(states)) {
      for (const [size, viewport] of Object.entries(SIZES)) {
        await page.setViewportSize(viewport);
        await show(page);
        // From the top, as a screen is on arrival: an action below the fold scrolled it, and a page photographed
        // whole while scrolled draws its fixed header (and the hidden skip link above it) midway.
        await page.evaluate(() => window.scrollTo(0, 0));
        const change = await compareWithBaseline(page, `${size}-${role}-${name}`, changing(page));
        if (change) changed.push(change);
      }
    }
    expect(changed, 'states that changed').toEqual([]);
  }

  /** Signs in again as `user`, the previous session ended. */
  async function signInAs(user: { email: string; password: string }) {
    const { page } = browser;
    // The open app is left first, for a page of the same origin that runs no app: signed out under it, the app's
    // next request's 401 would log it out and send it to the login screen while the form there is being filled.
    await page.goto(new URL('/healthz', system.baseUrl).href);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await logIn(page, system.baseUrl, user);
  }

  it('for a visitor', { timeout: 300_000 }, async () => {
    await expectScreensUnchanged('visitor', visitorPaths);
  });

  it('for a learner', { timeout: 300_000 }, async () => {
    const { page } = browser;
    // Signed up through the API: the sign-up form is every other journey's first step, and this file has no
    // second run, so a form slowed by the machine's load would fail every screen after it.
    const registered = await page.request.post(new URL('/api/v1/user/register', system.baseUrl).href, {
      // No category, as the form sends none unless chosen: the learner's screens ask for it.
      data: LEARNER,
    });
    expect(registered.status()).toBeLessThan(300);
    await logIn(page, system.baseUrl, LEARNER);
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
    orders = await learnerWithOrders(page, system.baseUrl, LEARNER.email);
    await expectScreensUnchanged('learner', learnerPaths(orders));
  });

  it('for an administrator', { timeout: 300_000 }, async () => {
    const { page } = browser;
    await signInAs(ADMIN);
    await expectScreensUnchanged('admin', adminPaths(await firstQuizOf69(page, system.baseUrl)));
  });

  // After every screen: adding to the cart and enrolling in the featured course change the learner's screens.
  it("in a learner's dialogs, the live chat, a toast, a running timed exam, its submit question and a subscription's switch", {
    timeout: 300_000,
  }, async () => {
    await signInAs(LEARNER);
    await waitForPath(browser.page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
    await expectStatesUnchanged('learner', {
      'added-to-cart-dialog': async (page) => {
        await expectRealScreen(page, system.baseUrl, 'productpage');
        await page.getByRole('button', { name: 'Add To Cart' }).click();
        await page
          .getByRole('dialog', { name: 'Course Added to Cart' })
          .getByText('Email Forensic Analyst Certification')
          .waitFor();
        // The toast that comes with the dialog is gone after two seconds, by chance before or after the shot.
        await page.getByText('Course Added to Cart!', { exact: true }).waitFor({ state: 'detached' });
      },
      'logout-dialog': async (page) => {
        await expectRealScreen(page, system.baseUrl, 'student/dashboard');
        await page
          .getByRole('banner')
          .getByRole('button', { name: /Account menu/ })
          .click();
        await page.getByRole('menuitem', { name: 'Logout' }).click();
        await page.getByRole('alertdialog', { name: 'Log out?' }).waitFor();
      },
      'order-refund-dialog': async (page) => {
        await expectRealScreen(page, system.baseUrl, `orders/${orders.paid}`);
        await page.getByRole('button', { name: 'Refund order' }).click();
        await page.getByRole('alertdialog', { name: 'Refund this order?' }).waitFor();
      },
      'live-chat-dialog': async (page) => {
        await expectRealScreen(page, system.baseUrl, 'contact');
        await page.getByRole('button', { name: 'Live chat', exact: true }).click();
        await page
          .getByRole('dialog', { name: 'Live chat with support' })
          .getByText('Ask us anything about your courses, payments or certificates.')
          .waitFor();
        await page.getByText('Opening live chat...', { exact: true }).waitFor({ state: 'detached' });
      },
      'profile-saved-toast': async (page) => {
        await expectRealScreen(page, system.baseUrl, 'user/editprofile');
        await page.getByRole('button', { name: 'Save Changes' }).click();
        await page.getByRole('heading', { name: 'My profile' }).waitFor();
        const toast = page.getByRole('status').filter({ hasText: 'Your changes have been saved' });
        // A toast stays while the pointer rests on it.
        await toast.hover();
      },
      'timed-exam-running': async (page) => {
        // Started once: the phone shows the same attempt, the page resized, its answer still saved.
        if (await page.getByRole('timer', { name: 'Time left' }).count()) return;
        featuredExamId = await startFeaturedExam(page, system.baseUrl);
        await page.getByRole('radio').first().check();
        await page
          .getByRole('status')
          .filter({ hasText: /^Saved$/ })
          .waitFor();
      },
      // The same exam, asked whether to submit with one answer of twenty; asked once, the phone shows it too.
      'timed-exam-submit-dialog': async (page) => {
        const asked = page.getByRole('alertdialog', { name: 'Submit your exam?' });
        if (await asked.count()) return;
        await page.getByRole('button', { name: 'Submit Exam' }).click();
        await asked.waitFor();
      },
      // Last: the subscription changes the learner's profile. Bought once; the phone opens the same dialog.
      'switch-cycle-dialog': async (page) => {
        if (await page.getByRole('dialog', { name: 'Switch to Yearly billing?' }).count()) return;
        await subscribeMonthly(page, system.baseUrl);
        await page.getByRole('button', { name: 'Switch to Yearly' }).click();
        await page
          .getByRole('dialog', { name: 'Switch to Yearly billing?' })
          .getByTestId('switch-amount-due')
          .waitFor();
      },
    });
  });

  it("in an administrator's edit forms, dialogs, a toast and the learner's running exam", {
    timeout: 300_000,
  }, async () => {
    await signInAs(ADMIN);
    await waitForPath(browser.page, /^\/app\/dashboard$/);
    const quizId = await firstQuizOf69(browser.page, system.baseUrl);
    const editCourse = 'course/edit?courseId=69';
    const modulesTab = async (page: Page) => {
      await expectRealScreen(page, system.baseUrl, editCourse);
      await page.getByRole('tab', { name: 'Modules & content' }).click();
      await page.getByRole('button', { name: 'Add quiz' }).first().waitFor();
    };
    await expectStatesUnchanged('admin', {
      'course-edit-modules': modulesTab,
      'course-edit-module-renaming': async (page) => {
        await modulesTab(page);
        await page.getByRole('button', { name: 'Rename' }).first().click();
        await page.getByRole('textbox', { name: 'Module title', exact: true }).waitFor();
      },
      'course-edit-add-quiz-dialog': async (page) => {
        await modulesTab(page);
        await page.getByRole('button', { name: 'Add quiz' }).first().click();
        await page.getByRole('dialog', { name: 'Create a quiz' }).waitFor();
      },
      'course-edit-add-pdf-dialog': async (page) => {
        await modulesTab(page);
        await page.getByRole('button', { name: 'Add PDF' }).first().click();
        await page.getByRole('dialog', { name: 'Upload a PDF document' }).waitFor();
      },
      'course-edit-add-video-dialog': async (page) => {
        await modulesTab(page);
        await page.getByRole('button', { name: 'Add video' }).first().click();
        await page.getByRole('dialog', { name: 'Upload a video' }).waitFor();
      },
      'course-edit-delete-dialog': async (page) => {
        await expectRealScreen(page, system.baseUrl, editCourse);
        await page.getByRole('button', { name: 'Delete course' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete course' }).waitFor();
      },
      'course-saved-toast': async (page) => {
        await expectRealScreen(page, system.baseUrl, editCourse);
        await page.getByRole('button', { name: 'Save changes' }).click();
        await page.getByRole('status').filter({ hasText: 'Course saved' }).hover();
      },
      'users-suspend-dialog': async (page) => {
        await expectRealScreen(page, system.baseUrl, `users?search=${encodeURIComponent(LEARNER.email)}`);
        await page.getByRole('button', { name: `Suspend ${LEARNER.fullName}` }).click();
        await page.getByRole('alertdialog', { name: `Suspend ${LEARNER.fullName}?` }).waitFor();
      },
      'quiz-running-attempts': async (page) => {
        await expectRealScreen(page, system.baseUrl, `quiz?quizId=${featuredExamId}`);
        await page.getByRole('listitem', { name: /^Attempt of learner [0-9a-f]{8}$/ }).waitFor();
      },
      'quiz-question-editing': async (page) => {
        await expectRealScreen(page, system.baseUrl, `quiz?quizId=${quizId}`);
        await page.getByRole('button', { name: 'Edit question 1' }).click();
        await page.getByRole('heading', { name: 'Edit question 1' }).waitFor();
      },
    });
  });
});
