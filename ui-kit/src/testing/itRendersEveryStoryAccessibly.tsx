import { composeStories } from '@storybook/react';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { expect, it } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0];

// Stories are fragments of a page, so the page-level landmark rule does not apply to them. jsdom cannot
// paint, so contrast is left to the token pairs (all AA) and the Storybook a11y panel in a real browser.
const axeOptions: axe.RunOptions = {
  rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
};

function describeViolation(violation: axe.Result): string {
  const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
  return `${violation.id}: ${violation.help} (${targets})`;
}

/** Checks the whole body (portals included) with axe and expects no violations. */
export async function expectNoAxeViolations(): Promise<void> {
  const results = await axe.run(document.body, axeOptions);
  expect(results.violations.map(describeViolation)).toEqual([]);
}

/** Declares one test per story: it renders the composed story and expects no axe violations. */
export function itRendersEveryStoryAccessibly(storiesModule: StoriesModule): void {
  // A generic module composes to an opaque type; every composed story is a props-less component.
  const composed = composeStories(storiesModule) as unknown as Record<string, ComponentType>;
  for (const [name, Story] of Object.entries(composed)) {
    it(`story ${name} renders with no axe violations`, async () => {
      render(<Story />);
      // Something beyond testing-library's empty container (portals render outside it).
      expect(document.body.querySelectorAll('*').length).toBeGreaterThan(1);
      await expectNoAxeViolations();
    });
  }
}
