import type { User } from '@academy/contracts';
import { render, screen, within } from '@testing-library/react';
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

  it('offers no Sign Up to someone signed in', () => {
    expect(navigationLinks(learner)).toEqual(everyonesLinks);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeTruthy();
  });
});
