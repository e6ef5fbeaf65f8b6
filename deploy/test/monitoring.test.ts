import { readFileSync } from 'node:fs';
import { createApp } from '@academy/kit';
import { freePort, runPromtool, scrape } from '@academy/kit/testing';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PROMETHEUS_RULE_FILE, prometheusRuleYaml, RULES_FILE } from '../monitoring/build-prometheusrule.ts';
import { academyProcesses, k8sManifests } from './manifests.ts';

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

describe('the Kubernetes manifests', () => {
  const manifests = k8sManifests();
  const config = manifests.find(
    ({ kind, metadata }) => kind === 'ConfigMap' && metadata.name === 'academy-config',
  );

  it.each(academyProcesses())('let Prometheus scrape %s on its metrics port, not its API port', (name) => {
    const deployment = manifests.find(
      ({ kind, metadata }) => kind === 'Deployment' && metadata.name === name,
    );
    const { annotations } = deployment?.spec.template.metadata ?? {};
    const [container] = deployment?.spec.template.spec.containers ?? [];
    const port = config?.data.METRICS_PORT;
    expect(annotations).toEqual({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': port,
      'prometheus.io/path': '/metrics',
    });
    expect(container.ports).toContainEqual({ name: 'metrics', containerPort: Number(port) });
    expect(container.ports.find(({ name }: { name: string }) => name === 'http').containerPort).not.toBe(
      Number(port),
    );
    expect(config?.data.METRICS_HOST).toBe('0.0.0.0');
  });
});

const DASHBOARD_FILE = RULES_FILE.replace('academy.rules.yml', 'academy.dashboard.json');

/** The academy's own metric names a PromQL expression uses (Prometheus's `up` and recorded series aside). */
const metricsUsedBy = (expression: string) =>
  expression.match(/\b(?:academy|http_server|process|nodejs)_[a-z0-9_]+\b/g) ?? [];

/** Every series name an exposition text can hold: a histogram's `_bucket`, `_sum` and `_count` included. */
const namesExposedIn = (text: string) =>
  new Set(
    [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
      type === 'histogram' || type === 'summary'
        ? [`${name}_bucket`, `${name}_sum`, `${name}_count`]
        : [name as string],
    ),
  );

describe('the Grafana dashboard and the alert rules', () => {
  it('query only metrics a process really serves', async () => {
    const port = await freePort();
    const app = createApp({ name: 'dashboard-check', logLevel: 'silent', metrics: { port } });
    await app.ready();
    const exposed = namesExposedIn(await scrape(port));
    await app.close();
    const dashboard = JSON.parse(readFileSync(DASHBOARD_FILE, 'utf8')) as {
      panels: { targets: { expr: string }[] }[];
    };
    const dashboardExpressions = dashboard.panels.flatMap((panel) => panel.targets.map(({ expr }) => expr));
    const { groups } = parse(readFileSync(RULES_FILE, 'utf8')) as { groups: { rules: { expr: string }[] }[] };
    const ruleExpressions = groups.flatMap((group) => group.rules.map(({ expr }) => expr));
    const used = new Set([...dashboardExpressions, ...ruleExpressions].flatMap(metricsUsedBy));
    expect(used.size).toBeGreaterThan(15);
    expect([...used].filter((name) => !exposed.has(name))).toEqual([]);
  });
});
