import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './Badge.stories.tsx';

const { Danger } = composeStories(stories);

describe('Badge', () => {
  itRendersEveryStoryAccessibly(stories);

  it('shows its text and exposes its tone', () => {
    render(<Danger />);
    expect(screen.getByText('Failed').dataset.tone).toBe('danger');
  });
});
