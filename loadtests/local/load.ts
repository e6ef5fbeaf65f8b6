import { createClient } from './client.ts';
import type { Fixture, Journey } from './journeys.ts';
import type { Sample, ScenarioResult } from './recorder.ts';

export interface Scenario {
  name: string;
  virtualUsers: number;
  seconds: number;
  /** The journey a virtual user takes next. */
  next: (random: number) => Journey;
}

/** Picks journeys in proportion to their weights. */
export const weighted =
  (weights: [Journey, number][]) =>
  (random: number): Journey => {
    let left = random * weights.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [journey, weight] of weights) {
      left -= weight;
      if (left < 0) return journey;
    }
    return weights.at(-1)![0];
  };

/**
 * Runs a scenario's virtual users in a closed loop (each starts its next journey when the last one
 * ends, no pause) until its time is up; every request is recorded, failures by name and status.
 */
export const runScenario = async (
  origin: string,
  fixture: Fixture,
  scenario: Scenario,
): Promise<ScenarioResult> => {
  const samples: Sample[] = [];
  const failures = new Map<string, number>();
  const client = createClient(origin, (name, sample, status) => {
    samples.push(sample);
    if (!sample.ok) failures.set(`${name} → ${status}`, (failures.get(`${name} → ${status}`) ?? 0) + 1);
  });
  const started = performance.now();
  const deadline = started + scenario.seconds * 1000;
  const virtualUser = async (vu: number) => {
    while (performance.now() < deadline) {
      // A request that threw is already recorded as an error; the user starts over.
      await scenario
        .next(Math.random())(client, fixture, vu)
        .catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: scenario.virtualUsers }, (_, vu) => virtualUser(vu)));
  return { scenario: scenario.name, seconds: (performance.now() - started) / 1000, samples, failures };
};
