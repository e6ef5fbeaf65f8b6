import { availableParallelism } from 'node:os';
import type { RunningAcademy } from './academy.ts';
import { cpuShares, type ScenarioResult, summarise } from './recorder.ts';
import { waitUntilQuiet } from './server-cpu.ts';
import { inBatches, send } from './setup.ts';

const API = '/api/v1';
const PASSWORD = 'bench-learner-password';
// Sign-ups hash passwords too: a few at a time keep both cores busy without filling the hashing queue.
const SETUP_CONCURRENCY = 8;
/** A refused learner comes back after its Retry-After; one refused this often has given up (an error). */
const MAX_TRIES = 10;
/** The signed-in reader's pace: a person's app, not a closed loop whose own CPU would blur the logins'. */
const READ_EVERY_MS = 100;

type Login = { token: string };
type Outcome = { status: number | string; retryAfter: string | null; ms: number };

/** One kind of request over the rush: every answered one's latency, and why any failed. */
const newStep = (scenario: string): ScenarioResult => ({
  scenario,
  seconds: 0,
  latencies: [],
  failures: new Map(),
  cpu: { total: 0, byProcess: new Map() },
});
const fail = (step: ScenarioResult, reason: string) =>
  step.failures.set(reason, (step.failures.get(reason) ?? 0) + 1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request: its status (or the network error's name), Retry-After and latency. */
const timed = async (url: string, init: RequestInit): Promise<Outcome> => {
  const started = performance.now();
  const reply = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) }).then(
    async (response) => {
      await response.arrayBuffer();
      return { status: response.status, retryAfter: response.headers.get('retry-after') };
    },
    (error: Error) => ({ status: error.name, retryAfter: null }),
  );
  return { ...reply, ms: performance.now() - started };
};

const printSteps = (steps: ScenarioResult[]) => {
  console.log('| step | answered | errors | p50 | p95 | p99 |\n| --- | --- | --- | --- | --- | --- |');
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  for (const step of steps) {
    const { scenario, requests, errors, p50, p95, p99 } = summarise(step);
    console.log(`| ${scenario} | ${requests} | ${errors} | ${ms(p50)} | ${ms(p95)} | ${ms(p99)} |`);
    for (const [reason, count] of step.failures) console.error(`  ${scenario}: ${count}× ${reason}`);
  }
};

/**
 * `npm run bench -- login-classroom [--learners N] [--login-seconds S]`: a classroom (default 500)
 * signed up beforehand (not measured) signs in, each learner at a random moment within S seconds
 * (default 30), while a learner already signed in reads my courses every 100 ms. A learner refused
 * with 503 (the auth service's password hashing queue is full) comes back after the Retry-After it was
 * given, as the web app tells its user to. Reports logins per second over the rush, per core of the
 * machine and per CPU-second of the academy's processes (read from /proc: the figure that compares
 * across machines and runs, since a rush slower than the academy's capacity only measures its own
 * pace), the refusals, and the reads' latency, which the queue must not starve.
 */
export const runLoginClassroom = async (
  academy: Pick<RunningAcademy, 'origin' | 'cpu'>,
  options: { learners: number; loginSeconds: number },
) => {
  const { origin } = academy;
  const run = Date.now().toString(36);
  const emailOf = (index: number) => `classroom-${run}-${index}@academy.test`;
  const readerEmail = `classroom-${run}-reader@academy.test`;
  const signUp = (email: string) =>
    send(origin, `${API}/user/register`, {
      body: { fullName: 'Classroom Learner', email, password: PASSWORD },
    });
  const setupStarted = Date.now();
  console.log(`Signing up ${options.learners} learners and a reader…`);
  await inBatches(options.learners, SETUP_CONCURRENCY, (index) => signUp(emailOf(index)));
  await signUp(readerEmail);
  const reader = await send<Login>(origin, `${API}/user/login`, {
    body: { email: readerEmail, password: PASSWORD },
  });
  console.log(`  ready in ${Math.round((Date.now() - setupStarted) / 1000)} s`);
  await waitUntilQuiet(academy.cpu);

  const signedIn = newStep('login: signed in');
  const refused = newStep('login: refused, 503 + Retry-After');
  const reads = newStep('my courses (signed in) during the rush');
  let gaveUp = 0;
  const logIn = async (index: number) => {
    for (let attempt = 1; attempt <= MAX_TRIES; attempt += 1) {
      const outcome = await timed(`${origin}${API}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: emailOf(index), password: PASSWORD }),
      });
      if (outcome.status === 200) return void signedIn.latencies.push(outcome.ms);
      if (outcome.status !== 503 || !outcome.retryAfter) return void fail(signedIn, `${outcome.status}`);
      refused.latencies.push(outcome.ms);
      await sleep(Number(outcome.retryAfter) * 1000);
    }
    gaveUp += 1;
  };

  console.log(`Rush: ${options.learners} logins within ${options.loginSeconds} s…`);
  const stopMeter = await academy.cpu.start();
  const rushStarted = performance.now();
  let rushOver = false;
  const reading = (async () => {
    while (!rushOver) {
      const next = sleep(READ_EVERY_MS);
      const outcome = await timed(`${origin}${API}/usercourses/my-courses`, {
        headers: { authorization: `Bearer ${reader.token}` },
      });
      if (outcome.status === 200) reads.latencies.push(outcome.ms);
      else fail(reads, `${outcome.status}`);
      await next;
    }
  })();
  await Promise.all(
    Array.from({ length: options.learners }, async (_, index) => {
      await sleep(Math.random() * options.loginSeconds * 1000);
      await logIn(index);
    }),
  );
  const seconds = (performance.now() - rushStarted) / 1000;
  rushOver = true;
  await reading;
  const cpu = await stopMeter();
  for (const step of [signedIn, refused, reads]) Object.assign(step, { seconds, cpu });
  const cpuSeconds = cpu.total / 1e6;

  const logins = signedIn.latencies.length;
  const perSecond = logins / seconds;
  const cores = availableParallelism();
  console.log(
    `\nLogin classroom: ${logins} of ${options.learners} signed in over ${seconds.toFixed(1)} s, ` +
      `${refused.latencies.length} refusals (503), ${gaveUp} gave up after ${MAX_TRIES} tries; ` +
      `academy CPU ${cpuSeconds.toFixed(1)} s (${cpuShares(cpu)})\n`,
  );
  console.log(
    `| logins/s | per core (${cores} cores) | per CPU-second of the academy |\n| --- | --- | --- |\n` +
      `| ${perSecond.toFixed(1)} | ${(perSecond / cores).toFixed(1)} | ${(logins / cpuSeconds).toFixed(1)} |\n`,
  );
  printSteps([signedIn, refused, reads]);
  return gaveUp === 0 && signedIn.failures.size === 0 && reads.failures.size === 0;
};
