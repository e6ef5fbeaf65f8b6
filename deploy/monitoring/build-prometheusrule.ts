import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
export const RULES_FILE = here('./academy.rules.yml');
export const PROMETHEUS_RULE_FILE = here('./academy.prometheusrule.yaml');

/** The Prometheus Operator's PrometheusRule holding exactly the groups of the plain rules file. */
export const prometheusRuleYaml = () => {
  const { groups } = parse(readFileSync(RULES_FILE, 'utf8')) as { groups: unknown[] };
  const resource = {
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'PrometheusRule',
    metadata: {
      name: 'academy',
      namespace: 'academy',
      labels: { 'app.kubernetes.io/part-of': 'academy' },
    },
    spec: { groups },
  };
  return `# Generated from academy.rules.yml by build-prometheusrule.ts: edit that file, then run\n#   npm exec -- node deploy/monitoring/build-prometheusrule.ts\n${stringify(resource, { lineWidth: 0 })}`;
};

if (process.argv[1] === fileURLToPath(import.meta.url))
  writeFileSync(PROMETHEUS_RULE_FILE, prometheusRuleYaml());
