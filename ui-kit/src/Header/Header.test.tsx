import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LinkComponentProps } from '../link/linkComponent.tsx';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as stories from './Header.stories.tsx';

const { LoggedOut, LoggedInWithCart } = composeStories(stories);

describe('Header', () => {
  itRendersEveryStoryAccessibly(stories);

  it('shows Login and Sign Up but no cart count when logged out with an empty cart', () => {
    render(<LoggedOut />);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getAllByRole('link', { name: 'Sign Up' }).length).toBe(2);
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });

  it('shows Go to Dashboard and the cart count when logged in', () => {
    render(<LoggedInWithCart />);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
      '/student/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart, 3 items' }).textContent).toBe('3');
  });

  it('marks the current page and lists the links in order', () => {
    render(<LoggedInWithCart />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'Course', 'About Us', 'Contact Us', 'Verify Certificate', 'Sign Up']);
    expect(within(nav).getByRole('link', { name: 'Course' }).getAttribute('aria-current')).toBe('page');
  });

  it('toggles the menu with the hamburger button and closes it when a link is chosen', async () => {
    render(<LoggedOut />);
    // jsdom evaluates the media queries for a 1024px window, where the menu button is hidden by CSS.
    const menuButton = screen.getByTitle('Menu');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(menuButton.getAttribute('aria-controls')).toBe(nav.id);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(nav.hasAttribute('data-open')).toBe(true);
    await userEvent.click(within(nav).getByRole('link', { name: 'About Us' }));
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('renders links through the given link component', () => {
    const RouterLink = ({ href, ...props }: LinkComponentProps) => (
      <a data-router="yes" href={`#${href}`} {...props} />
    );
    render(<LoggedOut linkComponent={RouterLink} />);
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('#/login');
    expect(login.dataset.router).toBe('yes');
  });
});
