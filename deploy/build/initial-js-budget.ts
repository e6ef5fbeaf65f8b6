import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Prints what a visitor's browser downloads before the first screen can run (the entry script and the
// modules it preloads), gzipped, and fails the build when it passes the budget.
const [directory, budgetKb] = process.argv.slice(2);
if (!directory || !budgetKb)
  throw new Error('usage: initial-js-budget.ts <built site folder> <budget in kB>');

const html = await readFile(join(directory, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="[^"]*?\/(assets\/[^"]+\.js)"/g)].map(
  (match) => match[1]!,
);
let total = 0;
for (const script of scripts) total += gzipSync(await readFile(join(directory, script)), { level: 9 }).length;
const kb = total / 1000;
console.log(
  `initial JavaScript: ${kb.toFixed(1)} kB gzipped in ${scripts.length} files (budget ${budgetKb} kB)`,
);
if (kb > Number(budgetKb)) {
  console.error('The first screen downloads more JavaScript than its budget: load the new code lazily.');
  process.exit(1);
}
