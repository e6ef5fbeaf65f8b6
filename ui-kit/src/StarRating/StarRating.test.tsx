import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './StarRating.stories.tsx';

const { Playground, OneReview, NotRatedYet } = composeStories(stories);

describe('StarRating', () => {
  itRendersEveryStoryAccessibly(stories);

  it('says the average and the count in one sentence', () => {
    render(<Playground />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5 from 128 reviews' })).toBeTruthy();
  });

  it('fills the stars to the average', () => {
    const { container } = render(<Playground />);
    const fills = [...container.querySelectorAll<HTMLElement>('[aria-hidden] > span')].map((star) =>
      star.style.getPropertyValue('--fill'),
    );
    expect(fills).toEqual(['100%', '100%', '100%', '100%', '30%']);
  });

  it('counts one review in the singular, and says when there are none', () => {
    render(<OneReview />);
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' })).toBeTruthy();
    const { container } = render(<NotRatedYet />);
    expect(container.textContent).toBe('No ratings yet');
  });
});
