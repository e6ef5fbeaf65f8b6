import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './Card.stories.tsx';

const { Elevated } = composeStories(stories);

describe('Card', () => {
  itRendersEveryStoryAccessibly(stories);

  it('renders its content and exposes variant and padding', () => {
    render(<Elevated data-testid="card" />);
    const card = screen.getByTestId('card');
    expect(card.textContent).toContain('Quick Info');
    expect(card.dataset.variant).toBe('elevated');
    expect(card.dataset.padding).toBe('md');
  });
});
