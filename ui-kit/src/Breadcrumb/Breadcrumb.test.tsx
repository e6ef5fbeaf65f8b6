import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './Breadcrumb.stories.tsx';

const { CoursePurchase } = composeStories(stories);

describe('Breadcrumb', () => {
  itRendersEveryStoryAccessibly(stories);

  it('links every step but the last, which is the current page', () => {
    render(<CoursePurchase />);
    const nav = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/courses',
      'https://example.com/courses/email-forensics',
    ]);
    const current = nav.getByText('Buy');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.closest('a')).toBeNull();
  });
});
