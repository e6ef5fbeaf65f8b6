import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Slo, sloThresholds } from '../../loadtests/k6/slo-thresholds.js';
import { RULES_FILE } from '../monitoring/build-prometheusrule.ts';

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');
const slo = JSON.parse(read('../monitoring/slo.json')) as Slo;
const rules = readFileSync(RULES_FILE, 'utf8');
const expressionOf = (name: string) => {
  const at = rules.indexOf(`alert: ${name}\n`);
  expect(at, name).toBeGreaterThan(-1);
  return rules.slice(at, rules.indexOf('for:', at));
};

describe('the SLOs (deploy/monitoring/slo.json)', () => {
  it('are the latency the alert rules measure: every slow-request ratio counts replies over its seconds', () => {
    const buckets = [...rules.matchAll(/le="([^"]+)"/g)].map(([, le]) => Number(le));
    expect(buckets.length).toBeGreaterThan(0);
    expect(new Set(buckets)).toEqual(new Set([slo.latency.seconds]));
  });

  it('give the burn-rate alerts their error budget', () => {
    const budget = Number((1 - slo.latency.objective).toFixed(6));
    for (const alert of ['AcademyLatencyBudgetFastBurn', 'AcademyLatencyBudgetSlowBurn']) {
      const budgets = [...expressionOf(alert).matchAll(/\(\s*[\d.]+\s*\*\s*([\d.]+)\s*\)/g)].map(([, b]) =>
        Number(b),
      );
      expect(budgets.length, alert).toBe(2);
      expect(new Set(budgets), alert).toEqual(new Set([budget]));
    }
  });

  it('give the error-ratio alert its line', () => {
    const [, line] = /> ([\d.]+)\s*$/.exec(expressionOf('AcademyHighErrorRatio').trim()) ?? [];
    expect(Number(line)).toBe(slo.serverErrorRatio);
  });

  it('are the k6 thresholds', () => {
    expect(sloThresholds(slo)).toEqual({
      http_req_duration: [`p(${slo.latency.objective * 100})<${slo.latency.seconds * 1000}`],
      server_errors: [`rate<${slo.serverErrorRatio}`],
    });
    expect(sloThresholds({ latency: { seconds: 0.5, objective: 0.99 }, serverErrorRatio: 0.05 })).toEqual({
      http_req_duration: ['p(99)<500'],
      server_errors: ['rate<0.05'],
    });
    const script = read('../../loadtests/k6/journeys.js');
    expect(script).toContain("open('../../deploy/monitoring/slo.json')");
    expect(script).toContain('...sloThresholds(SLO)');
  });
});
