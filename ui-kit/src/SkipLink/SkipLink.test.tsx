import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './SkipLink.stories.tsx';

const { Default } = composeStories(stories);

describe('SkipLink', () => {
  itRendersEveryStoryAccessibly(stories);

  it('is the first stop for the keyboard and moves focus to the main content', async () => {
    render(<Default />);
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(link);
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
