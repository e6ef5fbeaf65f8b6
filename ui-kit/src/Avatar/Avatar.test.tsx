import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './Avatar.stories.tsx';
import { initialsOf } from './initials.ts';

const { Large } = composeStories(stories);

describe('Avatar', () => {
  itRendersEveryStoryAccessibly(stories);

  it('falls back to the initials of the first two words, named by the full name', () => {
    render(<Large />);
    const fallback = screen.getByRole('img', { name: 'Grace Brewster Hopper' });
    expect(fallback.textContent).toBe('GB');
  });

  it('computes initials from the first two words, upper-cased', () => {
    expect(initialsOf('ada lovelace')).toBe('AL');
    expect(initialsOf('  plato ')).toBe('P');
    expect(initialsOf('')).toBe('');
  });
});
