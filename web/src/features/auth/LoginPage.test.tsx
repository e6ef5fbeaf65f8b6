import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSignedInAs } from '../../app/test-users.ts';
import { LoginPage } from './LoginPage.tsx';

function renderLoginPage() {
  render(
    <Provider store={storeSignedInAs(null)}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('the login page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so where the browser blocks cookies, which the session lives in', () => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    renderLoginPage();
    expect(screen.getByText('Your browser blocks cookies')).toBeTruthy();
    expect(screen.getByText(/Logging in needs this site's cookies/)).toBeTruthy();
    // The form stays: a browser may well say cookies are blocked while this site's are allowed.
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('says nothing of cookies where the browser keeps them', () => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(true);
    renderLoginPage();
    expect(screen.queryByText('Your browser blocks cookies')).toBeNull();
  });
});
