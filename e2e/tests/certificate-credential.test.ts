import type { AdminQuiz, CourseDetails, LoginReply, QuizReply, QuizSubmitReply } from '@academy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../support/academy.ts';
import { ADMIN, newLearner } from '../support/accounts.ts';
import { browserForEachTest, openBrowser } from '../support/browser.ts';
import { takeTimedQuiz } from '../support/exams.ts';
import { logIn, signUp, waitForPath } from '../support/journeys.ts';
import { GOOD_CARD, orderStatus, payWithCard } from '../support/payments.ts';

const url = (path: string) => new URL(path, baseUrl).href;
const api = (path: string) => new URL(`/api/v1/${path}`, baseUrl).href;
const COURSE_ID = 40;
const COURSE = 'Email Forensic Analyst Certification';

async function adminToken() {
  const login = await fetch(api('user/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await login.json()) as LoginReply).token;
}

/** The featured course's quizzes with their answer keys, read the way an administrator can. */
async function quizzesWithAnswers(token: string): Promise<AdminQuiz[]> {
  const get = async <T>(path: string) =>
    (await (await fetch(api(path), { headers: { authorization: `Bearer ${token}` } })).json()) as T;
  const details = await get<CourseDetails>(`courses/${COURSE_ID}/details`);
  const quizIds = details.modules.flatMap((module) => module.quizzes.map((quiz) => quiz.id));
  return Promise.all(quizIds.map(async (id) => (await get<QuizReply>(`quizzes/${id}`)).quiz));
}

describe('a certificate as a verifiable credential', () => {
  const browser = browserForEachTest();
  let token: string;
  beforeAll(async () => {
    token = (await adminToken()) ?? '';
  });

  it('downloads the signed credential, shares it, and shows it revoked once an administrator revokes it', async () => {
    const { page } = browser;
    const learner = newLearner();
    await signUp(page, baseUrl, learner);
    await logIn(page, baseUrl, learner);
    await waitForPath(page, /^\/app\/[0-9a-f]{8}\/dashboard$/);
    const me = (await (await page.request.get(api('user/me'))).json()).user as { id: string };

    await page.goto(url('productpage'));
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page
      .getByRole('dialog', { name: 'Course Added to Cart' })
      .getByRole('button', { name: 'Go to Cart' })
      .click();
    await page.getByRole('list', { name: 'Courses in your cart' }).getByText(COURSE).waitFor();
    await page.getByRole('link', { name: /checkout/i }).click();
    await page.waitForURL((address) => address.searchParams.has('order'));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await payWithCard(page, GOOD_CARD, learner.email);
    await orderStatus(page).getByText('Completed').waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await page.request.get(api(`courses/${COURSE_ID}/details`))).status(), {
        timeout: 15_000,
      })
      .toBe(200);
    for (const quiz of await quizzesWithAnswers(token)) {
      const answers = quiz.questions.map((question) => ({
        questionId: question.id,
        selectedOptionId: question.options.find((option) => option.isCorrect)!.id,
      }));
      if (quiz.timeLimitMinutes !== null) {
        expect(await takeTimedQuiz(page, api, quiz.id, answers)).toMatchObject({ passed: true });
        continue;
      }
      const reply = await page.request.post(api('userQuiz/submit'), {
        data: { userId: me.id, quizId: quiz.id, moduleId: quiz.moduleId, courseId: COURSE_ID, answers },
      });
      expect(((await reply.json()) as QuizSubmitReply).data).toMatchObject({ passed: true });
    }

    // The certificate panel: generate, then the credential beside the PDF and the sharing links.
    await page.goto(url(`course?courseId=${COURSE_ID}`));
    const panel = page.getByRole('region', { name: 'Course Certificate' });
    await panel.getByRole('button', { name: 'Generate Certificate' }).click({ timeout: 15_000 });
    const credentialButton = panel.getByRole('button', { name: 'Download credential' });
    await credentialButton.waitFor({ timeout: 15_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), credentialButton.click()]);
    const number = download.suggestedFilename().replace('.credential.json', '');
    expect(number).toMatch(/^ACD-\d{4}-[0-9A-Z]{16}$/);
    const credential = JSON.parse(
      await (await page.request.get(api(`certificates/${number}/credential`))).text(),
    ) as { type: string[]; proof: { cryptosuite: string } };
    expect(credential.type).toContain('OpenBadgeCredential');
    expect(credential.proof.cryptosuite).toBe('eddsa-rdfc-2022');
    const linkedIn = new URL(
      (await panel.getByRole('link', { name: 'Add to LinkedIn' }).getAttribute('href')) ?? '',
    );
    expect(linkedIn.searchParams.get('certId')).toBe(number);
    expect(linkedIn.searchParams.get('name')).toBe(COURSE);
    expect(linkedIn.searchParams.get('certUrl')).toContain(`/app/verify?number=${number}`);

    // A link to the valid certificate previews as an image of it, drawn by the running certificate service.
    const sharedPage = await (await fetch(url(`verify?number=${number}`))).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(sharedPage)?.[1];
    expect(image).toContain(`/api/v1/certificates/${number}/preview.png`);
    const png = await fetch(image!.replaceAll('&amp;', '&'));
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await png.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');

    // An administrator revokes it: the public page says so, with the reason, and so does its link preview.
    const revoked = await fetch(api(`certificates/${number}/revoke`), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Exam answers were shared' }),
    });
    expect(revoked.status).toBe(200);
    const visitor = await openBrowser();
    await visitor.page.goto(url(`verify?number=${number}`));
    await visitor.page.getByText('Revoked certificate').first().waitFor();
    await visitor.page.getByText('Exam answers were shared').waitFor();
    const preview = await (await fetch(url(`verify?number=${number}`))).text();
    expect(preview).toContain(`<meta property="og:title" content="Revoked certificate: ${COURSE}`);
    await visitor.close();
  });
});
