import type { User } from '@academy/contracts';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../paths/paths.ts';
import { appRoutes } from '../router.tsx';
import { testLearner as learner, storeSignedInAs } from '../test-users.ts';

// Pages load lazily; on a busy machine the first import takes longer than the default second.
const LAZY_PAGE = { timeout: 5000 };

function renderAt(path: string, user: User | null) {
  const store = storeSignedInAs(user);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('/course', () => {
  it('shows a visitor the public course page in the site frame instead of sending them to log in', async () => {
    const router = renderAt('/course?courseId=62', null);
    expect(await screen.findByRole('navigation', { name: /breadcrumb/i }, LAZY_PAGE)).toBeTruthy();
    // The site header's link and the breadcrumb's: the page sits in the site frame.
    expect(screen.getAllByRole('link', { name: 'Courses' }).length).toBeGreaterThan(1);
    expect(router.state.location.pathname).toBe('/course');
  });

  it('shows a learner the learning screen', async () => {
    renderAt('/course?courseId=62', learner);
    expect(await screen.findByRole('link', { name: /dashboard/i }, LAZY_PAGE)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: /breadcrumb/i })).toBeNull();
  });
});

describe('/courses/:courseId', () => {
  it('is its own page, while /courses/sefa keeps its page', async () => {
    const router = renderAt('/courses/62', null);
    expect(await screen.findByRole('navigation', { name: /breadcrumb/i }, LAZY_PAGE)).toBeTruthy();
    expect(router.state.matches.at(-1)?.route.path).toBe(routes.course);
    const sefa = createMemoryRouter(appRoutes, { initialEntries: ['/courses/sefa'] });
    expect(sefa.state.matches.at(-1)?.route.path).toBe(routes.coursesSefa);
  });
});
