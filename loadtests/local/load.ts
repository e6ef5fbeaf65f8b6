import autocannon, { type Request } from 'autocannon';
import { type Fixture, fill, type Learner, type Step } from './journeys.ts';
import type { ScenarioResult } from './recorder.ts';
import type { CpuMeter } from './server-cpu.ts';

export interface Scenario {
  name: string;
  /** Where the requests go (the academy, or the bare baseline server). */
  origin: string;
  /** The Host they name: the academy's public one, as a browser's would (pages elsewhere are redirected). */
  host: string;
  connections: number;
  /** How many requests in all: a fixed amount, so that CPU per request compares across scenarios. */
  requests: number;
  /** The CPU of the processes serving `origin` (the academy's, or the baseline's). */
  cpu: CpuMeter;
  /** The requests each connection sends in turn, over and over. */
  steps: Step[];
}

type Context = { learner?: Learner };

/**
 * What every browser sends with each request besides its path: the encodings it takes, so that replies the
 * academy keeps compressed are measured as learners get them.
 */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * One scenario with autocannon: `connections` clients in a closed loop, each replaying the steps in
 * order as one learner (the fixture's learners are dealt out to the connections). Every latency is
 * kept, so percentiles are exact; a reply outside the step's expected statuses is an error. The
 * serving processes' CPU over those requests is read from /proc (the load generator's is not counted).
 */
export const runScenario = async (scenario: Scenario, fixture?: Fixture): Promise<ScenarioResult> => {
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const fail = (reason: string) => failures.set(reason, (failures.get(reason) ?? 0) + 1);
  let dealt = 0;
  const requests: Request[] = scenario.steps.map((step) => ({
    method: step.method ?? 'GET',
    setupRequest: (request, raw) => {
      const context = raw as Context;
      if (!fixture)
        return { ...request, path: step.path, headers: { host: scenario.host, ...BROWSER_HEADERS } };
      context.learner ??= fixture.learners[dealt++ % fixture.learners.length];
      const learner = context.learner!;
      const token = step.as === 'admin' ? fixture.adminToken : step.as === 'learner' ? learner.token : '';
      const body = step.body
        ? JSON.stringify(
            Object.fromEntries(Object.entries(step.body).map(([k, v]) => [k, fill(v, fixture, learner)])),
          )
        : undefined;
      return {
        ...request,
        path: fill(step.path, fixture, learner),
        headers: {
          host: scenario.host,
          ...BROWSER_HEADERS,
          ...step.headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body } : {}),
      };
    },
    onResponse: (status) => {
      if (!(step.expect ?? [200]).includes(status)) fail(`${step.name}: ${status}`);
    },
  }));
  const stopMeter = await scenario.cpu.start();
  const instance = autocannon({
    url: scenario.origin,
    connections: scenario.connections,
    amount: scenario.requests,
    timeout: 10,
    requests,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) =>
    latencies.push(ms),
  );
  instance.on('reqError', (error: Error) => fail(`no answer: ${error.message}`));
  const result = await instance;
  const cpu = await stopMeter();
  return { scenario: scenario.name, seconds: result.duration, latencies, failures, cpu };
};
