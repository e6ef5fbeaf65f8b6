import type { User } from '@academy/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loggedOut, sessionEnded } from '../features/auth/authSlice.ts';
import { hashPath } from './paths/app-paths.ts';
import { appRoutes } from './router.tsx';
import { testLearner as learner, storeSignedInAs } from './test-users.ts';

function renderApp(entries: string[], user: User | null, sessionChecked = true) {
  const store = storeSignedInAs(user, sessionChecked);
  const router = createMemoryRouter(appRoutes, { initialEntries: entries, initialIndex: entries.length - 1 });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return Object.assign(router, { store });
}

describe('path rewriting', () => {
  it('replaces a plain path with its hashed path and shows the page there', async () => {
    const router = renderApp(['/about', '/student/dashboard'], learner);
    await waitFor(() => expect(router.state.location.pathname).toBe(hashPath('/student/dashboard')));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeTruthy();

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });

  it('keeps the query string through the redirect', async () => {
    const router = renderApp(['/user/profile?tab=details'], learner);
    await waitFor(() => expect(router.state.location.pathname).toBe(hashPath('/user/profile')));
    expect(router.state.location.search).toBe('?tab=details');
  });

  it('routes a hashed path opened directly (a deep link or a reload)', async () => {
    const router = renderApp([hashPath('/student/dashboard')], learner);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(hashPath('/student/dashboard'));
  });
});

describe('route guard', () => {
  it('sends a visitor from a protected page to the login page, remembering where they wanted to go', async () => {
    const router = renderApp(['/student/dashboard'], null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(router.state.location.state).toMatchObject({ from: { pathname: hashPath('/student/dashboard') } });
  });

  it('sends a user whose session ends on a protected page to the login page without a way back', async () => {
    const router = renderApp(['/change-password'], learner);
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeTruthy();
    act(() => {
      router.store.dispatch(loggedOut());
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toBeNull();
  });

  it('sends a user whose session the server ended back to the same page after logging in again', async () => {
    const router = renderApp(['/change-password'], learner);
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeTruthy();
    act(() => {
      router.store.dispatch(sessionEnded());
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/change-password' },
      sessionEnded: true,
    });
    expect(await screen.findByText('Your session has ended')).toBeTruthy();
  });

  it('waits for the session check before deciding about a visitor', async () => {
    const router = renderApp(['/settings'], null, false);
    expect(await screen.findByText('Checking your session')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('sends a learner away from an admin page to the denied page', async () => {
    const router = renderApp(['/dashboard'], learner);
    await waitFor(() => expect(router.state.location.pathname).toBe('/denied'));
    expect(await screen.findByText('Access denied')).toBeTruthy();
  });

  it('lets a learner into the account area', async () => {
    const router = renderApp(['/change-password'], learner);
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/change-password');
  });
});

describe('unknown paths', () => {
  it('show the not-found page', async () => {
    renderApp(['/no/such/page'], null);
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});
