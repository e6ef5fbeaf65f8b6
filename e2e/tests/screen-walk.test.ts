import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { CourseContent } from '@academy/contracts';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { ADMIN, newLearner } from '../support/accounts.ts';
import { adminCourseEntry } from '../support/admin-course-list.ts';
import { type Browser, openBrowser } from '../support/browser.ts';
import { expectToast, logIn, pathOf, signUp, waitForPath } from '../support/journeys.ts';
import { GOOD_CARD, orderStatus, payWithCard } from '../support/payments.ts';
import { makePng } from '../support/png.ts';

const url = (path: string) => new URL(path, baseUrl).href;
const api = (path: string) => new URL(`/api/v1/${path}`, baseUrl).href;
const screenshotDir = fileURLToPath(new URL('../../screenshots/', import.meta.url));
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const STUDENT_DASHBOARD = /^\/app\/[0-9a-f]{8}\/dashboard$/;
const FEATURED = 'Email Forensic Analyst Certification';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The two sizes every screen is walked at. */
const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 356, height: 740 } },
] as const;

/** axe over the whole page as a person sees it (contrast included); no violations expected. */
async function expectNoAxeViolations(page: Page) {
  // Evaluated through the debugging protocol: the app's Content Security Policy refuses injected scripts.
  await page.evaluate(await readFile(axeSource, 'utf8'));
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(
      ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
  expect(violations).toEqual([]);
}

/** The text of an image (an SVG), whether the build inlined it as a data: URL or serves it as a file. */
async function imageText(page: Page, src: string): Promise<string> {
  if (!src.startsWith('data:')) return (await page.request.get(new URL(src, page.url()).href)).text();
  const [meta = '', data = ''] = src.slice('data:'.length).split(/,(.*)/s);
  return meta.endsWith(';base64') ? Buffer.from(data, 'base64').toString('utf8') : decodeURIComponent(data);
}

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: false });
}

async function newSignedInLearner(page: Page) {
  const learner = newLearner();
  await signUp(page, baseUrl, learner);
  await logIn(page, baseUrl, learner);
  await waitForPath(page, STUDENT_DASHBOARD);
  return learner;
}

/** Opens the header's account menu, on a phone too (it stays beside the cart, outside the hamburger menu). */
async function openAccountMenu(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
}

for (const size of SIZES) {
  describe(`navigation and messages on a ${size.name} (${size.viewport.width}×${size.viewport.height})`, () => {
    let browser: Browser;
    beforeAll(async () => {
      await mkdir(screenshotDir, { recursive: true });
    });
    // A fresh profile per test: no session or storage carried from one test to the next.
    beforeEach(async () => {
      browser = await openBrowser({ viewport: size.viewport });
    });
    afterEach(async () => {
      await browser?.close();
    });

    it('logs out from the header account menu and says "Logout successful!"', async () => {
      const { page } = browser;
      await newSignedInLearner(page);
      await page.goto(url('courses'));
      await openAccountMenu(page);
      await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
      await shoot(page, `walk-header-account-menu-${size.name}`);
      await page.keyboard.press('Escape');
      await expectNoAxeViolations(page);
      await openAccountMenu(page);
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
      await expectToast(page, 'Logout successful!');
      await waitForPath(page, /^\/app\/login$/);
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    });

    it("opens the admin dashboard from an administrator's Go to Dashboard", async () => {
      const { page } = browser;
      await logIn(page, baseUrl, ADMIN);
      await waitForPath(page, /^\/app\/dashboard$/);
      await page.goto(url('courses'));
      await page.getByRole('banner').getByRole('link', { name: 'Go to Dashboard' }).click();
      await waitForPath(page, /^\/app\/dashboard$/);
      await openAccountMenu(page);
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
      await waitForPath(page, /^\/app\/login$/);
    });

    it('says in words what is wrong with a reset link, never the schema rule', async () => {
      const { page } = browser;
      await page.goto(url('reset-password/too-short'));
      await page.getByLabel('New password', { exact: true }).fill('Brand-new-password-1');
      await page.getByLabel('Confirm new password').fill('Brand-new-password-1');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expectToast(
        page,
        'This password reset link is incomplete or no longer valid. Please ask for a new one.',
      );
      expect(await page.getByText(/must NOT|resetToken/).count()).toBe(0);
      await shoot(page, `walk-reset-link-message-${size.name}`);
    });

    it('tells a learner whose session ended to log in again, and returns to the same page', async () => {
      const { page, context } = browser;
      const learner = await newSignedInLearner(page);
      await page.goto(url('orders'));
      await page.getByRole('heading', { name: 'Order History' }).waitFor();
      // Both cookies gone (expired, or cleared by the browser): the next request has no session to renew.
      await context.clearCookies();
      await page
        .getByRole('link', { name: /Profile/ })
        .first()
        .click();
      await expectToast(page, 'Your session has ended. Please log in again.');
      await waitForPath(page, /^\/app\/login$/);
      await page.getByText('Your session has ended', { exact: true }).waitFor();
      expect(await page.getByText('Authentication required').count()).toBe(0);
      await shoot(page, `walk-session-ended-${size.name}`);
      await expectNoAxeViolations(page);
      await logIn(page, baseUrl, learner);
      await waitForPath(page, /^\/app\/your-profile$/);
    });

    it('offers a skip-to-content link first on every screen, moving focus to the content', async () => {
      const { page } = browser;
      await newSignedInLearner(page);
      for (const path of ['courses', 'productpage', 'orders', 'course?courseId=69', 'no-such-page']) {
        await page.goto(url(path));
        await page.locator('main#main').waitFor();
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'Skip to content' });
        expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
        if (path === 'courses') await shoot(page, `walk-skip-link-${size.name}`);
        await page.keyboard.press('Enter');
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      }
    });

    // The desktop player's settings menu; the phone's small layout hides its speed control elsewhere.
    if (size.name === 'desktop') {
      it('offers lecture speeds from 0.25 to 2 and resumes each video at its speed and position', async () => {
        const { page } = browser;
        await newSignedInLearner(page);
        const me = await (await page.request.get(api('user/me'))).json();
        expect(
          (
            await page.request.post(api('student/enrolled'), { data: { user_id: me.user.id, courseId: 69 } })
          ).ok(),
        ).toBe(true);
        await page.goto(url('course?courseId=69'));
        const video = page.locator('video');
        await video.waitFor({ state: 'attached' });
        await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
        // The controls show while the pointer is over the player (on a phone, the small layout's top bar).
        // On a phone the play button covers the video: the pointer only has to be over the player.
        await video.hover({ force: true });
        await page.getByRole('button', { name: 'Settings' }).first().click();
        await page.getByRole('menuitem', { name: /Speed/ }).click();
        const speed = page.getByRole('slider', { name: 'Speed' });
        expect(await speed.getAttribute('aria-valuemin')).toBe('0.25');
        expect(await speed.getAttribute('aria-valuemax')).toBe('2');
        await shoot(page, `walk-video-speed-${size.name}`);
        await page.keyboard.press('Escape');
        // The slowest rate and a position, as the player reports them (its rate and time changes).
        await page.evaluate(() => {
          const element = document.querySelector('video')!;
          element.playbackRate = 0.25;
          element.currentTime = 2.5;
        });
        await page.waitForFunction(
          () => Math.abs((document.querySelector('video')?.currentTime ?? 0) - 2.5) < 0.1,
        );
        // Leaving the page keeps the last position the player reported (it reports a few times a second,
        // on its own schedule): leave once it has reported both.
        await page.waitForFunction(() =>
          Object.keys(localStorage)
            .filter((key) => key.startsWith('videoPlayback:'))
            .some((key) => {
              const { rate, time } = JSON.parse(localStorage.getItem(key) ?? '{}');
              return rate === 0.25 && Math.abs((time ?? 0) - 2.5) < 0.5;
            }),
        );
        await page.goto(url('courses'));
        await page.goto(url('course?courseId=69'));
        await page.waitForFunction(() => {
          const element = document.querySelector('video');
          return element?.playbackRate === 0.25 && Math.abs(element.currentTime - 2.5) < 0.5;
        });

        // The main (preview) player goes from half to four times.
        await page.goto(url('video'));
        await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
        await page.locator('video').hover({ force: true });
        await page.getByRole('button', { name: 'Settings' }).first().click();
        await page.getByRole('menuitem', { name: /Speed/ }).click();
        const mainSpeed = page.getByRole('slider', { name: 'Speed' });
        expect(await mainSpeed.getAttribute('aria-valuemin')).toBe('0.5');
        expect(await mainSpeed.getAttribute('aria-valuemax')).toBe('4');
      });
    }
  });

  describe(`the install prompt on an iPhone-sized ${size.name} screen`, () => {
    let browser: Browser;
    beforeEach(async () => {
      browser = await openBrowser({ viewport: size.viewport, userAgent: IPHONE });
    });
    afterEach(async () => {
      await browser?.close();
    });

    it('never covers Add To Cart, and stays dismissed after a reload', async () => {
      const { page } = browser;
      await page.goto(url('productpage'));
      const prompt = page.getByRole('region', { name: 'Install on iOS' });
      await prompt.waitFor();
      const addToCart = page.getByRole('button', { name: 'Add To Cart' });
      await addToCart.scrollIntoViewIfNeeded();
      const uncovered = await addToCart.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && button.contains(top);
      });
      expect(uncovered).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `walk-install-prompt-${size.name}`);
      await expectNoAxeViolations(page);
      await prompt.getByRole('button', { name: 'Dismiss' }).click();
      await prompt.waitFor({ state: 'detached' });
      await page.reload();
      await addToCart.waitFor();
      await page.waitForLoadState('networkidle');
      expect(await prompt.count()).toBe(0);
      expect(pathOf(page)).toBe('/app/productpage');
    });
  });

  describe(`selling on a ${size.name}`, () => {
    let browser: Browser;
    beforeEach(async () => {
      browser = await openBrowser({ viewport: size.viewport });
    });
    afterEach(async () => {
      await browser?.close();
    });

    it('shows only the cards checkout accepts, and leads the breadcrumb to this very course', async () => {
      const { page } = browser;
      await page.goto(url('productpage'));
      const crumb = page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Email forensics' });
      expect(await crumb.getAttribute('href')).toBe('/app/courses/40');
      const payment = page.getByRole('img', { name: /Cards accepted/ });
      await payment.waitFor();
      expect(await payment.getAttribute('alt')).toBe('Cards accepted: Visa and Mastercard');
      expect(await page.getByText(/UPI|RuPay|net ?banking/i).count()).toBe(0);
      const svg = await imageText(page, (await payment.getAttribute('src'))!);
      expect(svg).not.toMatch(/UPI|RuPay|BANKING/);
      await payment.scrollIntoViewIfNeeded();
      await shoot(page, `walk-payment-badges-${size.name}`);
    });

    it('states on the purchase page what the featured course holds, as the API counts it', async () => {
      const { page } = browser;
      const courses = (await (await page.request.get(api('courses/courses'))).json()) as {
        id: number;
        content: CourseContent;
      }[];
      const { content } = courses.find(({ id }) => id === 40)!;
      // The spec's featured course: thirty modules, twenty questions, a three-hour exam.
      expect(content).toMatchObject({ modules: 30, questions: 20, examMinutes: 180 });
      await page.goto(url('productpage'));
      const facts = page.getByRole('list', { name: 'Course at a glance' }).getByRole('listitem');
      await facts.first().waitFor();
      expect(await facts.allInnerTexts()).toEqual([
        `${content.modules} modules`,
        `${content.videos} videos`,
        `${content.documents} documents`,
        `${content.questions} questions`,
        'Exam: 3 hours',
      ]);
      await shoot(page, `walk-product-facts-${size.name}`);
    });

    it('has no newsletter box that only pretends to subscribe, and keeps the rest of the footer', async () => {
      const { page } = browser;
      await page.goto(url('about'));
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('button', { name: 'See All Offices' }).waitFor();
      expect(await footer.getByRole('textbox').count()).toBe(0);
      expect(await page.getByText(/newsletter/i).count()).toBe(0);
      await footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'EULA' }).waitFor();
      await footer.scrollIntoViewIfNeeded();
      await shoot(page, `walk-footer-${size.name}`);
      await expectNoAxeViolations(page);
    });

    it('offers a free course as "Enrol for free" and opens it at once, with no cart', async () => {
      const { page } = browser;
      await newSignedInLearner(page);
      await page.goto(url('courses/69'));
      await page.getByRole('heading', { name: 'Digital Forensics Essentials', level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: 'Add To Cart' }).count()).toBe(0);
      await shoot(page, `walk-free-course-${size.name}`);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Enrol for free' }).click();
      await page.getByRole('link', { name: 'Start learning' }).click();
      await waitForPath(page, /^\/app\/course$/);
      // The learning screen itself (its title comes with the content), not the enrolment prompt.
      await page.getByRole('heading', { name: 'Digital Forensics Essentials', level: 1 }).waitFor();
      expect(await page.getByText('You are not enrolled in this course yet').count()).toBe(0);
    });
  });

  describe(`drafts and publishing on a ${size.name}`, () => {
    let admin: Browser;
    let learner: Browser;
    beforeEach(async () => {
      admin = await openBrowser({ viewport: size.viewport });
      learner = await openBrowser({ viewport: size.viewport });
    });
    afterEach(async () => {
      await admin?.close();
      await learner?.close();
    });

    /** An administrator's draft through the API: a thumbnail, and a module with a one-question quiz if `withContent`. */
    async function createDraft(page: Page, title: string, withContent: boolean) {
      const created = await page.request.post(api('course'), {
        multipart: {
          title,
          description: 'Read router and firewall logs as evidence.',
          category: 'Forensics',
          createdBy: 'Academy Forensics Faculty',
          priceMinor: '349900',
          published: 'false',
          thumbnail: { name: 'cover.png', mimeType: 'image/png', buffer: makePng(96) },
        },
      });
      expect(created.status()).toBe(201);
      const courseId: number = (await created.json()).course.id;
      if (!withContent) return courseId;
      const module = await page.request.post(api(`course/${courseId}/modules`), { data: { title: 'Logs' } });
      const moduleId: number = (await module.json()).module.id;
      const quiz = await page.request.post(api(`course/${courseId}/modules/${moduleId}/quizzes`), {
        data: {
          title: 'Log quiz',
          questions: [
            {
              text: 'Which log records blocked connections?',
              options: [
                { text: 'The firewall log', isCorrect: true },
                { text: 'The print queue', isCorrect: false },
              ],
            },
          ],
        },
      });
      expect(quiz.status()).toBe(201);
      return courseId;
    }

    it('lets an administrator publish a draft with content, which a learner then finds and buys; an empty draft is refused', async () => {
      const suffix = Math.random().toString(36).slice(2, 8);
      const title = `Network Log Forensics ${suffix}`;
      const empty = `Empty Draft ${suffix}`;
      await logIn(admin.page, baseUrl, ADMIN);
      await waitForPath(admin.page, /^\/app\/dashboard$/);
      const courseId = await createDraft(admin.page, title, true);
      await createDraft(admin.page, empty, false);

      // A draft is not shown or sold to learners.
      const buyer = await newSignedInLearner(learner.page);
      await learner.page.goto(url(`courses/${courseId}`));
      await learner.page.getByRole('heading', { name: 'Course not found' }).waitFor();
      const early = await learner.page.request.post(api('api/orders'), { data: { courseId } });
      expect(early.status()).toBeGreaterThanOrEqual(400);
      expect(early.status()).toBeLessThan(500);

      // The administrator sees both drafts, with what each holds; the empty one is refused with the reason.
      await admin.page.reload();
      const publishEmpty = admin.page.getByRole('button', { name: `Publish ${empty}` });
      await publishEmpty.click();
      await expectToast(
        admin.page,
        `${empty} has no content yet: add a module with a document, video or quiz before publishing it`,
      );
      const row = adminCourseEntry(admin.page, title, size.name === 'phone');
      await row.getByText('Draft', { exact: true }).waitFor();
      await row.getByText('1 module · 1 item').waitFor();
      await admin.page.getByRole('button', { name: `Publish ${title}` }).scrollIntoViewIfNeeded();
      await shoot(admin.page, `walk-admin-drafts-${size.name}`);
      await expectNoAxeViolations(admin.page);
      await admin.page.getByRole('button', { name: `Publish ${title}` }).click();
      await expectToast(admin.page, `${title} is published`);
      await row.getByText('Published', { exact: true }).waitFor();
      await admin.page.getByRole('button', { name: `Unpublish ${title}` }).waitFor();
      await admin.page.getByRole('button', { name: `Publish ${empty}` }).waitFor();
      // A toast stays while the pointer rests on it, as a person reading it would want; on a phone the Publish
      // button can sit where toasts appear, so the pointer leaves (a finger lifts) before the toasts are awaited.
      await admin.page.mouse.move(1, size.viewport.height - 1);
      await admin.page.waitForFunction(
        () => document.querySelectorAll('[aria-live="polite"][role="status"]').length === 0,
      );
      await shoot(admin.page, `walk-admin-published-${size.name}`);
      await expectNoAxeViolations(admin.page);

      // The learner now finds it in the catalogue, opens its page and buys it.
      await learner.page.goto(url('courses'));
      await learner.page.getByRole('heading', { name: title }).waitFor();
      expect(await learner.page.getByRole('heading', { name: empty }).count()).toBe(0);
      await learner.page.goto(url(`courses/${courseId}`));
      await learner.page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await learner.page.getByRole('button', { name: 'Add To Cart' }).click();
      await learner.page
        .getByRole('dialog', { name: 'Course Added to Cart' })
        .getByRole('button', { name: 'Go to Cart' })
        .click();
      await waitForPath(learner.page, /^\/app\/addtocart$/);
      await learner.page.getByRole('link', { name: /checkout/i }).click();
      await learner.page.waitForURL((address) => address.searchParams.has('order'));
      await learner.page.getByRole('button', { name: 'Pay', exact: true }).click();
      await payWithCard(learner.page, GOOD_CARD, buyer.email);
      await orderStatus(learner.page).getByText('Completed').waitFor({ timeout: 30_000 });
    });
  });

  describe(`orders and certificates on a ${size.name}`, () => {
    let browser: Browser;
    beforeEach(async () => {
      browser = await openBrowser({ viewport: size.viewport });
    });
    afterEach(async () => {
      await browser?.close();
    });

    it('says the payment succeeded, lists the order without a certificate it does not have, and shows a refund as Refunded', async () => {
      const { page } = browser;
      const learner = await newSignedInLearner(page);
      await page.goto(url('productpage'));
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page
        .getByRole('dialog', { name: 'Course Added to Cart' })
        .getByRole('button', { name: 'Go to Cart' })
        .click();
      await waitForPath(page, /^\/app\/addtocart$/);
      await page.getByRole('link', { name: /checkout/i }).click();
      await page.waitForURL((address) => address.searchParams.has('order'));
      const orderId = new URL(page.url()).searchParams.get('order') ?? '';
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await payWithCard(page, GOOD_CARD, learner.email);
      await waitForPath(page, /^\/app\/[0-9a-f]{8}\/success$/);
      await orderStatus(page).getByText('Completed').waitFor({ timeout: 30_000 });
      await page.getByRole('heading', { name: 'Payment successful', level: 1 }).waitFor();
      expect(await page.getByRole('heading', { name: 'Payment', exact: true }).count()).toBe(0);
      await shoot(page, `walk-payment-success-${size.name}`);
      await expectNoAxeViolations(page);

      await page.goto(url('orders'));
      await page.getByRole('heading', { name: 'Order History' }).waitFor();
      // The order list fits the screen: a table on a desktop, cards on a phone, never wider than the window.
      const list =
        size.name === 'phone'
          ? page.getByRole('list', { name: 'Your orders' }).getByRole('listitem')
          : page.getByRole('row').filter({ hasText: FEATURED });
      await list.first().getByText('Completed').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.viewport.width,
      );
      if (size.name === 'desktop') {
        // No blank strip between the table's frame and its header row.
        const gap = await page.evaluate(() => {
          const table = document.querySelector('table')!;
          return (
            table.querySelector('thead')!.getBoundingClientRect().top - table.getBoundingClientRect().top
          );
        });
        expect(gap).toBeLessThan(2);
      }
      // A paid order whose course has no certificate yet offers none.
      expect(await page.getByRole('button', { name: /Download Certificate/ }).count()).toBe(0);
      await shoot(page, `walk-orders-${size.name}`);
      await expectNoAxeViolations(page);

      await page.goto(url(`orders/${orderId}`));
      await page.getByRole('button', { name: 'Refund order' }).click();
      await page
        .getByRole('alertdialog', { name: 'Refund this order?' })
        .getByRole('button', { name: 'Refund order' })
        .click();
      await page.locator('dt:text-is("Status") + dd').getByText('Refunded').waitFor({ timeout: 20_000 });
      await page.goto(url('orders'));
      await list.first().getByText('Refunded').waitFor();
      expect(await list.first().getByText('Cancelled').count()).toBe(0);
      await shoot(page, `walk-orders-refunded-${size.name}`);
    });
  });
}
