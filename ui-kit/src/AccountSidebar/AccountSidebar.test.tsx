import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './AccountSidebar.stories.tsx';

const { OrdersActive } = composeStories(stories);

describe('AccountSidebar', () => {
  itRendersEveryStoryAccessibly(stories);

  it("is titled 'Your Account' and links back to the dashboard", () => {
    render(<OrdersActive />);
    expect(screen.getByRole('complementary', { name: 'Your Account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/student/dashboard',
    );
  });

  it('marks only the active entry as the current page', () => {
    render(<OrdersActive />);
    const nav = within(screen.getByRole('navigation', { name: 'Your Account' }));
    const current = nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('href'))).toEqual(['/orders']);
    expect(current[0]?.textContent).toBe('My ordersManage your payments');
  });
});
