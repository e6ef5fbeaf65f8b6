import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './ProgressBar.stories.tsx';
import { ProgressBar } from './ProgressBar.tsx';

const { Playground } = composeStories(stories);

describe('ProgressBar', () => {
  itRendersEveryStoryAccessibly(stories);

  it('exposes value, max and a percentage under its label', () => {
    render(<Playground />);
    const bar = screen.getByRole('progressbar', { name: 'Quizzes completed' });
    expect(bar.getAttribute('aria-valuenow')).toBe('2');
    expect(bar.getAttribute('aria-valuemax')).toBe('5');
    expect(bar.getAttribute('aria-valuetext')).toBe('40%');
    expect(screen.getByText('40%')).toBeTruthy();
  });

  it('clamps values outside 0..max', () => {
    render(<ProgressBar label="Progress" value={12} max={10} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('10');
    expect(screen.getByText('100%')).toBeTruthy();
  });
});
