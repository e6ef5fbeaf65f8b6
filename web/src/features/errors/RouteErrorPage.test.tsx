import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { listenForScreenLoadFailures } from './screen-load-failure.ts';

function Broken(): never {
  throw new Error('The course list could not be read');
}

describe('RouteErrorPage', () => {
  it("shows 'Unexpected Application Error!' with the error's message when a screen throws", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('The course list could not be read')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('says a screen whose files could not be fetched offline opens once the connection is back, and then reloads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const stop = listenForScreenLoadFailures();
    const failure = new TypeError(
      'Failed to fetch dynamically imported module: /app/assets/CartPage-1a2b.js',
    );
    window.dispatchEvent(
      Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: failure }),
    );
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    function Unloaded(): never {
      throw failure;
    }
    const router = createMemoryRouter([
      { path: '/', element: <Unloaded />, errorElement: <RouteErrorPage /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'This screen could not be loaded' })).toBeTruthy();
    expect(
      screen.getByText('You are offline. The screen opens by itself once the connection is back.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();

    onLine.mockReturnValue(true);
    fireEvent(window, new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
    vi.restoreAllMocks();
  });
});
