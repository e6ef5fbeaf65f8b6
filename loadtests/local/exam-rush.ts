import { availableParallelism } from 'node:os';
import { Agent, request as httpRequest } from 'undici';
import type { RunningAcademy } from './academy.ts';
import type { Baseline } from './baseline.ts';
import { COURSE_ID, type Fixture } from './journeys.ts';
import { BROWSER_HEADERS } from './load.ts';
import { cpuShares, type ScenarioResult, summarise } from './recorder.ts';
import { playRush, type RushCost, type RushShape } from './rush-schedule.ts';
import { waitUntilQuiet } from './server-cpu.ts';
import { inBatches, prepare, send } from './setup.ts';

type AdminQuiz = { quiz: { questions: { id: number; options: { id: number; isCorrect: boolean }[] }[] } };
type Attempts = { data: { passed: boolean }[] };
type StartedAttempt = { attempt: { attemptId: string } };
type Eligibility = { data: { completedQuizzes: number } };

const API = '/api/v1';

/**
 * `npm run bench -- exam-rush [--learners N] [--open-seconds S] [--submit-seconds S]`: a cohort enrolled
 * in course 69 and signed in beforehand (not measured) arrives evenly spread over `openSeconds` (default
 * 2), each opening the learning screen with every read the web app makes (course details, progress with
 * the completed contents, certificate eligibility, the quiz's attempts) and starting an attempt on the server; then,
 * at a moment spread evenly over the next `submitSeconds` (default 5), each has saved its answers one at
 * a time as the web app does (a save per choice) and submits the saved attempt (every third learner gets
 * two answers wrong and fails). The academy's CPU per request over the rush is read from /proc, and
 * compared with the bare hello server's on the same timetable, measured right before the rush and again
 * after its checks: that each submission was scored exactly once and that every pass reached the
 * certificate service.
 */
export const runExamRush = async (
  academy: Pick<RunningAcademy, 'origin' | 'cpu'>,
  baseline: Baseline,
  options: {
    learners: number;
    openSeconds: number;
    submitSeconds: number;
    admin: { email: string; password: string };
  },
) => {
  const { origin } = academy;
  const setupStarted = Date.now();
  console.log(`Signing up, enrolling and signing in ${options.learners} learners…`);
  const fixture = await prepare(origin, {
    learners: options.learners,
    password: 'bench-learner-password',
    admin: options.admin,
  });
  console.log(`  ready in ${Math.round((Date.now() - setupStarted) / 1000)} s`);
  await waitUntilQuiet(academy.cpu);
  const { quiz } = await send<AdminQuiz>(origin, `${API}/quizzes/${fixture.quizId}`, {
    token: fixture.adminToken,
  });

  const shape = {
    learners: fixture.learners.length,
    openSeconds: options.openSeconds,
    submitSeconds: options.submitSeconds,
    saves: quiz.questions.length,
  };
  const answerOf = (index: number, position: number) => {
    const question = quiz.questions[position]!;
    const wrong = index % 3 === 2 && position < 2;
    const option = question.options.find(({ isCorrect }) => isCorrect !== wrong)!;
    return { questionId: question.id, selectedOptionId: option.id };
  };

  // A first pass, not measured, warms the generator's and the bare server's code: cold, both cost more a
  // request, and a cold yardstick would flatter the academy.
  await bareRush(baseline, shape, fixture, 'warm-up');
  const bareBefore = await bareRush(baseline, shape, fixture, 'before');
  console.log(
    `Rush: opening within ${options.openSeconds} s, submitting within the next ${options.submitSeconds} s…`,
  );
  const requests = requestTimer(origin);
  const token = (index: number) => fixture.learners[index]!.token;
  const academyRush = await playRush<string>(shape, academy.cpu, {
    open: (index) => {
      const learner = fixture.learners[index]!;
      return Promise.all([
        requests.timed(
          'learning screen: course details',
          `${API}/courses/${COURSE_ID}/details`,
          learner.token,
        ),
        requests.timed(
          'learning screen: progress',
          `${API}/userQuiz/course-progress/${learner.id}/${COURSE_ID}`,
          learner.token,
        ),
        requests.timed(
          'learning screen: certificate eligibility',
          `${API}/sefacertificate/eligibility/${learner.id}/${COURSE_ID}`,
          learner.token,
        ),
        requests.timed(
          'quiz: attempts so far',
          `${API}/userQuiz/attempts/${learner.id}/${fixture.quizId}`,
          learner.token,
        ),
      ]);
    },
    start: async (index) => {
      const reply = await requests.timed(
        'quiz: start attempt',
        `${API}/userQuiz/quizzes/${fixture.quizId}/attempt`,
        token(index),
        { method: 'POST' },
      );
      return reply === undefined ? undefined : (JSON.parse(reply) as StartedAttempt).attempt.attemptId;
    },
    // One save per answer, numbered in order, as the web app saves each choice.
    save: (index, attemptId, position) =>
      requests.timed('quiz: autosave', `${API}/userQuiz/exam-attempts/${attemptId}/answers`, token(index), {
        method: 'PUT',
        body: { sequence: position + 1, answers: [answerOf(index, position)] },
      }),
    submit: (index, attemptId) =>
      requests.timed('quiz: submit', `${API}/userQuiz/exam-attempts/${attemptId}/submit`, token(index), {
        method: 'POST',
      }),
  });
  await requests.close();
  // The checks wait until every pass has reached the certificate service: the academy's work after the
  // rush is done before the bare server is measured again, so that its pass has the machine to itself.
  const problems = await verify(origin, fixture);
  const bareAfter = await bareRush(baseline, shape, fixture, 'after');
  const results = [...requests.steps.values()];
  for (const result of results) result.seconds = academyRush.seconds;
  printFigures(results, academyRush, [bareBefore, bareAfter]);
  for (const problem of problems.slice(0, 10)) console.error(`  ${problem}`);
  if (problems.length > 10) console.error(`  … and ${problems.length - 10} more`);
  const errors = [...results, bareBefore.result, bareAfter.result].some(({ failures }) => failures.size > 0);
  return !errors && problems.length === 0;
};

/**
 * Every request of the rush, timed, its outcome kept per step. undici's request rather than fetch: fetch's
 * own work per request (its streams and objects) took a large share of the cores the academy runs on.
 * Connections are not capped, as with fetch: each learner's requests find a free one or open their own.
 */
const requestTimer = (origin: string) => {
  const steps = new Map<string, ScenarioResult>();
  const agent = new Agent({ keepAliveTimeout: 30_000 });
  const timed = async (
    step: string,
    path: string,
    token: string,
    request: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown } = {},
  ) => {
    const { body } = request;
    const method = request.method ?? (body === undefined ? 'GET' : 'POST');
    const result: ScenarioResult = steps.get(step) ?? {
      scenario: step,
      seconds: 0,
      latencies: [],
      failures: new Map(),
      cpu: { total: 0, byProcess: new Map() },
    };
    steps.set(step, result);
    const started = performance.now();
    const reply = await httpRequest(`${origin}${path}`, {
      method,
      headers: {
        ...BROWSER_HEADERS,
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      dispatcher: agent,
      headersTimeout: 30_000,
      bodyTimeout: 30_000,
    }).then(
      async (response) => ({ status: response.statusCode, text: await response.body.text() }),
      (error: Error) => ({ status: error.name, text: '' }),
    );
    result.latencies.push(performance.now() - started);
    const ok = typeof reply.status === 'number' && reply.status >= 200 && reply.status < 300;
    if (!ok) {
      const reason = `${reply.status}`;
      result.failures.set(reason, (result.failures.get(reason) ?? 0) + 1);
    }
    // Only the start's reply is read (a browser's parsing is not the academy's work, nor the generator's).
    return ok ? reply.text : undefined;
  };
  return { steps, timed, close: () => agent.close() };
};

/**
 * The same timetable, as many requests at the same moments with the same headers, sent to the bare hello
 * server (each a GET of `/`, the only thing it answers): what the machine, the generator and a server
 * that does nothing make of this shape, measured in the same run as the academy.
 */
const bareRush = async (
  baseline: Baseline,
  shape: RushShape,
  fixture: Fixture,
  when: 'warm-up' | 'before' | 'after',
): Promise<BarePass> => {
  console.log(`Bare Fastify hello on the same timetable (${when})…`);
  const requests = requestTimer(baseline.origin);
  const hello = (index: number) => requests.timed('bare', '/', fixture.learners[index]!.token);
  const cost = await playRush<true>(shape, baseline.cpu, {
    open: (index) => Promise.all([hello(index), hello(index), hello(index), hello(index)]),
    start: async (index) => ((await hello(index)) === undefined ? undefined : true),
    save: hello,
    submit: hello,
  });
  await requests.close();
  const result = requests.steps.get('bare')!;
  return { result: { ...result, scenario: `bare Fastify hello (${when})`, seconds: cost.seconds }, cost };
};

/** A pass of the bare server over the rush's timetable: its latencies, and what it cost. */
interface BarePass {
  result: ScenarioResult;
  cost: RushCost;
}

/** One rush's cost in a line: its server CPU and where it went, the generator's, how busy the machine was. */
const costLine = (name: string, requests: number, cost: RushCost) =>
  `${name}: ${cost.seconds.toFixed(1)} s, ${requests} requests, server CPU ${(cost.cpu.total / 1e6).toFixed(1)} s in all, ${(cost.cpu.total / requests).toFixed(0)} µs per request (${cpuShares(cost.cpu, 8)}); load generator ${(cost.generator / requests).toFixed(0)} µs per request, learners arrived p95 ${cost.arrivalDelayP95.toFixed(0)} ms after their moment; the machine busy ${((100 * cost.machine.busy) / cost.machine.all).toFixed(0)} % of its CPU (${(cost.machine.all / 1e6).toFixed(1)} s on ${availableParallelism()} cores)`;

/**
 * The rush's figures: each rush's cost (the generator's CPU and the machine's tell whether the academy or
 * the machine was the limit), then latencies per step, the bare server's runs as rows of their own, and the
 * academy's CPU per request against the bare server's on the same timetable (the mean of before and after).
 */
const printFigures = (results: ScenarioResult[], cost: RushCost, bare: BarePass[]) => {
  const requests = results.reduce((sum, { latencies }) => sum + latencies.length, 0);
  console.log('');
  for (const run of bare) console.log(costLine(run.result.scenario, run.result.latencies.length, run.cost));
  console.log(costLine('Exam rush', requests, cost));
  const bareMicros =
    bare.reduce((sum, run) => sum + run.cost.cpu.total / run.result.latencies.length, 0) / bare.length;
  const academyMicros = cost.cpu.total / requests;
  console.log(
    `CPU efficiency against the bare server on the same timetable: ${((100 * bareMicros) / academyMicros).toFixed(1)} % (${bareMicros.toFixed(0)} µs a request bare, ${academyMicros.toFixed(0)} µs the academy, ${(academyMicros / bareMicros).toFixed(1)}×)\n`,
  );
  console.log('| step | requests | errors | p50 | p95 | p99 |\n| --- | --- | --- | --- | --- | --- |');
  for (const result of [...results, ...bare.map((run) => run.result)]) {
    const row = summarise(result);
    console.log(
      `| ${row.scenario} | ${row.requests} | ${row.errors} | ${row.p50.toFixed(1)} ms | ${row.p95.toFixed(1)} ms | ${row.p99.toFixed(1)} ms |`,
    );
    for (const [reason, count] of result.failures) console.error(`  ${row.scenario}: ${count}× ${reason}`);
  }
};

/** Exactly one scored attempt per learner; every pass counted by the certificate service (eventually). */
const verify = async (origin: string, fixture: Fixture) => {
  const problems: string[] = [];
  const deadline = Date.now() + 60_000;
  await inBatches(fixture.learners.length, 16, async (index) => {
    const learner = fixture.learners[index]!;
    const { data } = await send<Attempts>(
      origin,
      `${API}/userQuiz/attempts/${learner.id}/${fixture.quizId}`,
      {
        token: learner.token,
      },
    );
    const shouldPass = index % 3 !== 2;
    if (data.length !== 1) return void problems.push(`${learner.email}: ${data.length} attempts scored`);
    if (data[0]!.passed !== shouldPass)
      return void problems.push(`${learner.email}: scored ${data[0]!.passed ? 'pass' : 'fail'}`);
    for (;;) {
      const eligibility = await send<Eligibility>(
        origin,
        `${API}/sefacertificate/eligibility/${learner.id}/${COURSE_ID}`,
        { token: learner.token },
      );
      if (eligibility.data.completedQuizzes === (shouldPass ? 1 : 0)) return;
      if (Date.now() > deadline) {
        return void problems.push(
          `${learner.email}: the certificate service counts ${eligibility.data.completedQuizzes} passed quizzes`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
  console.log(
    problems.length === 0
      ? '\nEvery submission scored exactly once; every pass reached the certificate service.'
      : '\nChecks failed:',
  );
  return problems;
};
