import { readFileSync } from 'node:fs';
import { runPromtool } from '@academy/kit/testing';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PROMETHEUS_RULE_FILE, prometheusRuleYaml, RULES_FILE } from '../monitoring/build-prometheusrule.ts';

const RULES_TESTS = RULES_FILE.replace(/\.yml$/, '.test.yml');

describe('the alert rules', () => {
  it('pass promtool check rules', async () => {
    const checked = await runPromtool(['check', 'rules', RULES_FILE]);
    expect(checked.code, checked.output).toBe(0);
  });

  it('pass their promtool unit tests', async () => {
    const tested = await runPromtool(['test', 'rules', RULES_TESTS]);
    expect(tested.code, tested.output).toBe(0);
    expect(tested.output).toContain('SUCCESS');
  });

  it('each have a unit test that sees them fire', () => {
    const { groups } = parse(readFileSync(RULES_FILE, 'utf8')) as {
      groups: { rules: { alert?: string }[] }[];
    };
    const alerts = groups.flatMap((group) => group.rules.flatMap((rule) => (rule.alert ? [rule.alert] : [])));
    const { tests } = parse(readFileSync(RULES_TESTS, 'utf8')) as {
      tests: { alert_rule_test: { alertname: string; exp_alerts: unknown[] }[] }[];
    };
    const seenFiring = new Set(
      tests.flatMap((test) =>
        test.alert_rule_test.filter((each) => each.exp_alerts.length > 0).map((each) => each.alertname),
      ),
    );
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts.filter((alert) => !seenFiring.has(alert))).toEqual([]);
  });

  it('are the same in the Kubernetes PrometheusRule (generated from them)', () => {
    expect(readFileSync(PROMETHEUS_RULE_FILE, 'utf8')).toBe(prometheusRuleYaml());
    const resource = parse(readFileSync(PROMETHEUS_RULE_FILE, 'utf8'));
    expect(resource.spec.groups).toEqual(parse(readFileSync(RULES_FILE, 'utf8')).groups);
  });
});
