import { availableParallelism } from 'node:os';
import { Agent, request as httpRequest } from 'undici';
import type { RunningAcademy } from './academy.ts';
import { COURSE_ID, type Fixture, type Learner } from './journeys.ts';
import { BROWSER_HEADERS } from './load.ts';
import { cpuShares, percentile, type ScenarioResult, summarise } from './recorder.ts';
import { type CpuUse, machineCpu } from './server-cpu.ts';
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
 * two answers wrong and fails). The academy's CPU per request over the rush is read from /proc.
 * Afterwards it checks that each submission was scored exactly once and that every pass reached the
 * certificate service.
 */
export const runExamRush = async (
  academy: Pick<RunningAcademy, 'origin' | 'cpu'>,
  options: {
    learners: number;
    openSeconds: number;
    submitSeconds: number;
    admin: { email: string; password: string };
  },
) => {
  const { origin } = academy;
  const OPEN_WITHIN_MS = options.openSeconds * 1000;
  const SUBMIT_WITHIN_MS = options.submitSeconds * 1000;
  const setupStarted = Date.now();
  console.log(`Signing up, enrolling and signing in ${options.learners} learners…`);
  const fixture = await prepare(origin, {
    learners: options.learners,
    password: 'bench-learner-password',
    admin: options.admin,
  });
  console.log(`  ready in ${Math.round((Date.now() - setupStarted) / 1000)} s`);
  const { quiz } = await send<AdminQuiz>(origin, `${API}/quizzes/${fixture.quizId}`, {
    token: fixture.adminToken,
  });

  const steps = new Map<string, ScenarioResult>();
  // undici's request rather than fetch: fetch's own work per request (its streams and objects) took a
  // large share of the cores the academy runs on. Connections are not capped, as with fetch: each
  // learner's requests find a free one or open their own.
  const learnersAgent = new Agent({ keepAliveTimeout: 30_000 });
  const timed = async (
    step: string,
    path: string,
    learner: Learner,
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
        authorization: `Bearer ${learner.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      dispatcher: learnersAgent,
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
  const answersFor = (index: number) =>
    quiz.questions.map((question, position) => {
      const wrong = index % 3 === 2 && position < 2;
      const option = question.options.find(({ isCorrect }) => isCorrect !== wrong)!;
      return { questionId: question.id, selectedOptionId: option.id };
    });
  /** Waits until `moment` ms after the rush began; a moment already past (a slow opening) is now. */
  const at = (moment: number) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - (performance.now() - rushStarted))));

  console.log(
    `Rush: opening within ${OPEN_WITHIN_MS / 1000} s, submitting within the next ${SUBMIT_WITHIN_MS / 1000} s…`,
  );
  const submitOrder = shuffled(fixture.learners.length);
  const stopMeter = await academy.cpu.start();
  const machineBefore = await machineCpu();
  const generatorBefore = process.cpuUsage();
  const rushStarted = performance.now();
  // How long after its moment each learner's first requests left: the generator's own delay, which no
  // latency below includes (a generator that falls behind understates them).
  const arrivalDelays: number[] = [];
  const count = fixture.learners.length;
  await Promise.all(
    fixture.learners.map(async (learner, index) => {
      // Evenly spread arrivals: learner i arrives at i/N of the window, and submits at a moment as evenly
      // spread over the next window (a shuffled order, so the first to arrive is not the first to submit).
      const arrival = (index / count) * OPEN_WITHIN_MS;
      await at(arrival);
      arrivalDelays.push(performance.now() - rushStarted - arrival);
      await Promise.all([
        timed('learning screen: course details', `${API}/courses/${COURSE_ID}/details`, learner),
        timed(
          'learning screen: progress',
          `${API}/userQuiz/course-progress/${learner.id}/${COURSE_ID}`,
          learner,
        ),
        timed(
          'learning screen: certificate eligibility',
          `${API}/sefacertificate/eligibility/${learner.id}/${COURSE_ID}`,
          learner,
        ),
        timed('quiz: attempts so far', `${API}/userQuiz/attempts/${learner.id}/${fixture.quizId}`, learner),
      ]);
      const startReply = await timed(
        'quiz: start attempt',
        `${API}/userQuiz/quizzes/${fixture.quizId}/attempt`,
        learner,
        {
          method: 'POST',
        },
      );
      const started = startReply === undefined ? undefined : (JSON.parse(startReply) as StartedAttempt);
      const submitAt = OPEN_WITHIN_MS + (submitOrder[index]! / count) * SUBMIT_WITHIN_MS;
      if (!started) return;
      // One save per answer, chosen at moments spread before the submission, numbered in order.
      const answers = answersFor(index);
      const moments = answers
        .map(() => OPEN_WITHIN_MS + Math.random() * (submitAt - OPEN_WITHIN_MS))
        .sort((a, b) => a - b);
      for (const [position, answer] of answers.entries()) {
        await at(moments[position]!);
        await timed(
          'quiz: autosave',
          `${API}/userQuiz/exam-attempts/${started.attempt.attemptId}/answers`,
          learner,
          {
            method: 'PUT',
            body: { sequence: position + 1, answers: [answer] },
          },
        );
      }
      await at(submitAt);
      await timed(
        'quiz: submit',
        `${API}/userQuiz/exam-attempts/${started.attempt.attemptId}/submit`,
        learner,
        {
          method: 'POST',
        },
      );
    }),
  );
  const rushSeconds = (performance.now() - rushStarted) / 1000;
  const generator = process.cpuUsage(generatorBefore);
  await learnersAgent.close();
  const machineAfter = await machineCpu();
  const cpu = await stopMeter();
  for (const result of steps.values()) result.seconds = rushSeconds;
  printSteps([...steps.values()], rushSeconds, cpu, {
    generator: generator.user + generator.system,
    busy: machineAfter.busy - machineBefore.busy,
    all: machineAfter.all - machineBefore.all,
    arrivalDelayP95: percentile(
      arrivalDelays.sort((a, b) => a - b),
      95,
    ),
  });
  const problems = await verify(origin, fixture);
  for (const problem of problems.slice(0, 10)) console.error(`  ${problem}`);
  if (problems.length > 10) console.error(`  … and ${problems.length - 10} more`);
  const errors = [...steps.values()].some(({ failures }) => failures.size > 0);
  return !errors && problems.length === 0;
};

/** 0..n-1 in random order (Fisher–Yates). */
const shuffled = (n: number) => {
  const order = Array.from({ length: n }, (_, index) => index);
  for (let index = n - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return order;
};

/**
 * The rush's figures. Beside the academy's CPU: the load generator's (this process: its requests are made
 * on the same cores) and how busy the whole machine was, which tell whether the academy or the machine was
 * the limit.
 */
const printSteps = (
  results: ScenarioResult[],
  seconds: number,
  cpu: CpuUse,
  machine: { generator: number; busy: number; all: number; arrivalDelayP95: number },
) => {
  const requests = results.reduce((sum, { latencies }) => sum + latencies.length, 0);
  console.log(
    `\nExam rush: ${seconds.toFixed(1)} s, ${requests} requests, server CPU ${(cpu.total / 1e6).toFixed(1)} s in all, ${(cpu.total / requests).toFixed(0)} µs per request (${cpuShares(cpu, 8)})`,
  );
  console.log(
    `Load generator: ${(machine.generator / 1e6).toFixed(1)} s of CPU, ${(machine.generator / requests).toFixed(0)} µs per request; the machine was busy ${((100 * machine.busy) / machine.all).toFixed(0)} % of its CPU over the rush (${(machine.all / 1e6).toFixed(1)} s on ${availableParallelism()} cores); learners arrived p95 ${machine.arrivalDelayP95.toFixed(0)} ms after their moment\n`,
  );
  console.log('| step | requests | errors | p50 | p95 | p99 |\n| --- | --- | --- | --- | --- | --- |');
  for (const result of results) {
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
