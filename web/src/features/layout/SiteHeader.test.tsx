import type { User } from '@academy/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testLearner as learner, storeSignedInAs } from '../../app/test-users.ts';
import { SiteHeader } from './SiteHeader.tsx';

const navigationLinks = (user: User | null) => {
  const store = storeSignedInAs(user);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>
    </Provider>,
  );
  const [main] = screen.getAllByRole('navigation');
  return within(main!)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

const everyonesLinks = ['Home', 'Course', 'About Us', 'Contact Us', 'Verify Certificate'];

describe('the site header', () => {
  it('offers a visitor the marketing pages and Sign Up', () => {
    expect(navigationLinks(null)).toEqual([...everyonesLinks, 'Sign Up']);
  });

  it('offers no Sign Up to someone signed in', async () => {
    expect(navigationLinks(learner)).toEqual(everyonesLinks);
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toBeTruthy();
  });

  it("leads a learner's Go to Dashboard to the student dashboard and an administrator's to the admin one", async () => {
    navigationLinks(learner);
    expect((await screen.findByRole('link', { name: 'Go to Dashboard' })).getAttribute('href')).toMatch(
      /^\/[0-9a-f]{8}\/dashboard$/,
    );
    cleanup();
    navigationLinks({ ...learner, role: 'ADMIN' });
    expect((await screen.findByRole('link', { name: 'Go to Dashboard' })).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('offers someone signed in their account menu, and a visitor none', async () => {
    navigationLinks(learner);
    expect(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeTruthy();
    cleanup();
    navigationLinks(null);
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });
});
