import type {
  AdminQuiz,
  CourseDetails,
  LoginReply,
  QuizReply,
  QuizSubmitReply,
  RegisterReply,
} from '@academy/contracts';
import { type OtlpReceiver, type ReceivedSpan, SpanKinds, startOtlpReceiver } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, newLearner } from '../support/accounts.ts';
import { type RunningSystem, startSystem } from '../support/system.ts';

const { SERVER, CLIENT, PRODUCER, CONSUMER } = SpanKinds;
/** The free demo course every academy starts with. */
const COURSE_ID = 69;

/**
 * An academy of its own, started as `npm start` runs with the OTEL_* variables pointing at an OTLP/HTTP
 * receiver in this test: the academy the other browser tests share traces nothing.
 */
describe('one learner passing a quiz', () => {
  let receiver: OtlpReceiver;
  let system: RunningSystem;
  let api: (path: string) => string;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    // Spans leave every half second instead of every five: the test waits for them.
    system = await startSystem(ADMIN, { ...receiver.env, OTEL_BSP_SCHEDULE_DELAY: '500' });
    api = (path) => new URL(`/api/v1/${path}`, system.baseUrl).href;
  }, 300_000);
  afterAll(async () => {
    await system?.stop();
    await receiver?.close();
  });

  const call = async <T>(method: string, path: string, token?: string, body?: object) => {
    const response = await fetch(api(path), {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.status, `${method} ${path}: ${response.status}`).toBeLessThan(300);
    return (await response.json()) as T;
  };
  const logIn = ({ email, password }: { email: string; password: string }) =>
    call<LoginReply>('POST', 'user/login', undefined, { email, password });
  /** The one span `matches` picks out, once it has arrived (spans leave each process in batches). */
  const arrived = (what: string, matches: (span: ReceivedSpan) => boolean) =>
    vi.waitFor(
      () => {
        const found = receiver.spans.filter(matches);
        if (found.length !== 1) throw new Error(`${found.length} spans of ${what}`);
        return found[0] as ReceivedSpan;
      },
      { timeout: 30_000, interval: 250 },
    );
  const span = (service: string, kind: number, name: string | RegExp) => (candidate: ReceivedSpan) =>
    candidate.service === service &&
    candidate.kind === kind &&
    (typeof name === 'string' ? candidate.name === name : name.test(candidate.name));

  it('is one trace from the BFF through the learning service and NATS to the certificate service', async () => {
    const admin = await logIn(ADMIN);
    const details = await call<CourseDetails>('GET', `courses/${COURSE_ID}/details`, admin.token);
    const [module] = details.modules;
    const quizId = module?.quizzes[0]?.id;
    if (!module || quizId === undefined) throw new Error(`course ${COURSE_ID} has no quiz`);
    const { quiz } = await call<QuizReply>('GET', `quizzes/${quizId}`, admin.token);

    const learner = newLearner();
    await call<RegisterReply>('POST', 'user/register', undefined, { ...learner, category: 'student' });
    const { user, token } = await logIn(learner);
    await call('POST', 'student/enrolled', token, { user_id: user.id, courseId: COURSE_ID });
    const result = await call<QuizSubmitReply>('POST', 'userQuiz/submit', token, {
      userId: user.id,
      quizId,
      moduleId: module.id,
      courseId: COURSE_ID,
      answers: rightAnswers(quiz),
    });
    expect(result.data.passed).toBe(true);

    // The BFF's route, its call to the learning service, and the learning service's route under it.
    const submitted = await arrived('the BFF route', span('bff', SERVER, /^POST \S*\/userQuiz\/submit$/));
    const scored = await arrived(
      'the learning route',
      span('learning', SERVER, /^POST \S*\/userQuiz\/submit$/),
    );
    const asked = await arrived('the BFF call', (candidate) => candidate.spanId === scored.parentSpanId);
    expect(asked).toMatchObject({ service: 'bff', kind: CLIENT, parentSpanId: submitted.spanId });

    // learning → certificate through the outbox and NATS: the relay's publish continues the request's trace.
    const published = await arrived(
      'the publish',
      span('learning', PRODUCER, 'learning.quiz.passed.v1 publish'),
    );
    expect(published.parentSpanId).toBe(scored.spanId);
    const consumed = await arrived(
      'the certificate service consuming',
      span('certificate', CONSUMER, 'learning.quiz.passed.v1 process'),
    );
    expect(consumed.parentSpanId).toBe(published.spanId);

    // The certificate service's news reaches the BFF's live streams, still in the same trace.
    const announced = await arrived(
      'the certificate service announcing',
      span('certificate', PRODUCER, 'certificate.eligibility.changed.v1 publish'),
    );
    expect(announced.parentSpanId).toBe(consumed.spanId);
    const heard = await arrived(
      'the BFF hearing',
      span('bff', CONSUMER, 'certificate.eligibility.changed.v1 process'),
    );
    expect(heard.parentSpanId).toBe(announced.spanId);

    const chain = [submitted, asked, scored, published, consumed, announced, heard];
    expect(new Set(chain.map((one) => one.traceId))).toEqual(new Set([submitted.traceId]));
  });
});

/** The right option for every question of the quiz (read as the administrator). */
const rightAnswers = (quiz: AdminQuiz) =>
  quiz.questions.map((question) => ({
    questionId: question.id,
    selectedOptionId: question.options.find((option) => option.isCorrect)!.id,
  }));
