import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './EmptyState.stories.tsx';

const { WithAction, TitleOnly } = composeStories(stories);

describe('EmptyState', () => {
  itRendersEveryStoryAccessibly(stories);

  it('shows the title, description and action', () => {
    render(<WithAction />);
    expect(screen.getByText("You don't have any orders yet.")).toBeTruthy();
    expect(screen.getByText('Courses you buy show up here with their invoices.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Browse Courses' })).toBeTruthy();
  });

  it('leaves out what it is not given', () => {
    render(<TitleOnly />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
