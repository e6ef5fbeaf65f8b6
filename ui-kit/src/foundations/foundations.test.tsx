import { composeStories } from '@storybook/react';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import tokensCss from '../tokens/tokens.css?raw';
import * as colours from './Colours.stories.tsx';
import { contrastRatio } from './contrast.ts';
import * as darkTheme from './DarkTheme.stories.tsx';
import { designTokens, parseTokens } from './design-tokens.ts';
import * as motion from './MotionAndLayers.stories.tsx';
import * as surfaces from './RadiiAndShadows.stories.tsx';
import * as spacing from './Spacing.stories.tsx';
import * as typography from './Typography.stories.tsx';

const pages = [colours, typography, spacing, surfaces, motion];

function shownTokens(): Set<string> {
  const shown = new Set<string>();
  for (const page of pages) {
    const composed = composeStories(page) as unknown as Record<string, ComponentType>;
    for (const Story of Object.values(composed)) {
      const { container, unmount } = render(<Story />);
      for (const row of container.querySelectorAll<HTMLElement>('[data-token]'))
        shown.add(row.dataset.token ?? '');
      unmount();
    }
  }
  return shown;
}

describe('Foundations', () => {
  for (const page of [...pages, darkTheme]) itRendersEveryStoryAccessibly(page);

  it('shows every custom property that tokens.css declares, in either theme', () => {
    const declared = [...tokensCss.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]);
    expect(declared.length).toBeGreaterThan(60);
    const shown = shownTokens();
    expect(declared.filter((name) => !shown.has(name as string))).toEqual([]);
  });

  it('reads a dark value where the dark block sets one and the light value where it does not', () => {
    const tokens = parseTokens(
      ':root { --a: 1px; --color-x: #fff; } [data-theme="dark"] { --color-x: #000; }',
    );
    expect(tokens).toEqual([
      { name: '--a', light: '1px', dark: '1px' },
      { name: '--color-x', light: '#fff', dark: '#000' },
    ]);
    expect(designTokens.find((token) => token.name === '--color-bg')).toEqual({
      name: '--color-bg',
      light: '#ffffff',
      dark: '#0b0d14',
    });
  });

  it('computes WCAG contrast, and none for a translucent colour', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('rgb(0 0 0 / 0.5)', '#ffffff')).toBeUndefined();
  });
});
