import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './RouteErrorPage.tsx';

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
});
