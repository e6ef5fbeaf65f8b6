import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dockerfile = readFileSync(fileURLToPath(new URL('../Dockerfile', import.meta.url)), 'utf8');
/** The instructions of each stage, by stage name. */
const stages = Object.fromEntries(
  dockerfile
    .split(/^FROM /m)
    .slice(1)
    .map((stage) => [stage.match(/ AS (\w+)/)?.[1] ?? '', stage.replace(/^#.*$/gm, '')]),
);

describe('the production image', () => {
  it('leaves Storybook out: not built, not copied, not configured', () => {
    expect(Object.keys(stages)).toEqual(['build', 'prune', 'runtime']);
    expect(stages.build).toMatch(/^RUN npm run build -w web$/m);
    for (const [name, instructions] of Object.entries(stages)) {
      expect([name, /storybook|-w ui-kit/i.test(instructions)]).toEqual([name, false]);
    }
  });
});
