import { spawn } from 'node:child_process';

/** `promtool` from the machine's Prometheus package, run on some input; what it said and its exit code. */
export const runPromtool = (args: string[], input = '') =>
  new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn('promtool', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output: output.trim() }));
    child.stdin.end(input);
  });

/** The exposition text served at `http://127.0.0.1:<port>/metrics`. */
export const scrape = async (port: number) => {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  if (!response.ok) throw new Error(`metrics on port ${port} answered ${response.status}`);
  return response.text();
};

/** The series of one metric in exposition text, as `{labels} value` lines. */
export const seriesOf = (text: string, metric: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${metric}{`) || line.startsWith(`${metric} `))
    .map((line) => line.slice(metric.length));
