import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../local/settings.ts';
import { eventSection, withEventSection } from './event-diagram.ts';
import { readEventFlow } from './event-flow.ts';

/** `npm run docs:diagrams`: draws the README's event section again from the contracts and the consumers. */
const readmePath = join(repoRoot, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const updated = withEventSection(readme, eventSection(await readEventFlow()));
writeFileSync(readmePath, updated);
console.log(
  updated === readme ? 'README.md: the event section was up to date.' : 'README.md: event section redrawn.',
);
// The services' modules keep timers and handles of their own; nothing is left to do.
process.exit(0);
