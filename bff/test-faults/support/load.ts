import { randomUUID } from 'node:crypto';
import type { StripeStandIn } from '@academy/stripe-standin';
import { createClient, type LoggedReply, type ReplyBody, signUpAndLogIn, succeeded } from './replies.ts';

/** The courses the load uses: a free one with one quiz (and its right answers), and a priced one. */
export interface LoadCourses {
  free: {
    courseId: number;
    moduleId: number;
    quizId: number;
    answers: { questionId: number; selectedOptionId: number }[];
  };
  pricedCourseId: number;
}

/** What one learner of the load did, as the replies said. */
export interface Learner {
  userId: string;
  enrolled: boolean;
  quizSubmitted: boolean;
  certificateNumber?: string;
  paidOrderId?: string;
}

/**
 * A steady load of whole learner journeys through the BFF, `workers` at a time until stopped: sign up,
 * log in, enrol in the free course, submit its quiz once, generate the certificate (repeated until the
 * certificate service has heard the quiz was passed), and every third learner also puts the priced
 * course in the cart, orders the cart, pays on the Stripe stand-in and confirms on the success page.
 */
export const startLoad = (options: {
  bffUrl: string;
  stripe: StripeStandIn;
  courses: LoadCourses;
  workers: number;
}) => {
  const replies: LoggedReply[] = [];
  const learners: Learner[] = [];
  const failures: string[] = [];
  const client = createClient(options.bffUrl, replies);
  const { free, pricedCourseId } = options.courses;
  let running = true;
  let started = 0;

  const journey = async (buys: boolean) => {
    const email = `load-${randomUUID()}@example.com`;
    const password = 'load-password-1';
    const { token, userId } = await signUpAndLogIn(client, { fullName: 'Load Learner', email, password });
    const learner: Learner = { userId, enrolled: false, quizSubmitted: false };
    learners.push(learner);
    const post = (
      step: string,
      path: string,
      body: unknown,
      accept: (reply: ReplyBody) => boolean = succeeded,
    ) => client.send(step, path, { method: 'POST', token, body }, accept);

    await post('enrolment', '/student/enrolled', { user_id: userId, courseId: free.courseId });
    learner.enrolled = true;
    // As the web app does: one id for the submission, so that a retry after a lost reply is recognised
    // and scored once (without it, a second submission is a second attempt).
    await post('quiz submission', '/userQuiz/submit', {
      userId,
      quizId: free.quizId,
      moduleId: free.moduleId,
      courseId: free.courseId,
      answers: free.answers,
      submissionId: randomUUID(),
    });
    learner.quizSubmitted = true;
    // A 4xx "not eligible yet" until the certificate service has the quiz.passed event.
    const certificate = await post('certificate generation', '/sefacertificate/generate', {
      userId,
      courseId: free.courseId,
      course_name: 'Incident Response',
      courseCode: 'INCR',
      certificateValidity: '3 Years',
    });
    learner.certificateNumber = String(
      (certificate.json.data as { certificateNumber: string }).certificateNumber,
    );
    if (!buys) return;

    // The cart hears of the course by event; ordering the cart reads it through the cart service.
    await post('add to cart', '/cart/addcart', { user_id: userId, course_id: pricedCourseId });
    const order = await post('order', '/api/orders', {});
    const orderId = String((order.json.data as { id: string }).id);
    const payment = await post('payment', `/api/orders/${orderId}/payment`, undefined);
    const sessionId = String((payment.json.data as { sessionId: string }).sessionId);
    await options.stripe.pay(sessionId, { number: '4242424242424242' });
    await post(
      'payment confirmation',
      '/payments/verify',
      { session_id: sessionId },
      (reply) => succeeded(reply) && (reply.json.data as { status?: string } | null)?.status === 'Completed',
    );
    learner.paidOrderId = orderId;
  };

  const worker = async () => {
    while (running) {
      started += 1;
      await journey(started % 3 === 0).catch((error: Error) => failures.push(error.message));
    }
  };
  const workers = Array.from({ length: options.workers }, worker);

  return {
    replies,
    learners,
    failures,
    /** Starts no new journey and waits for the ones under way. */
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
};
