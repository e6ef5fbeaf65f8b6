import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../router.tsx';
import { hashPath, REWRITTEN_PATHS } from './app-paths.ts';
import { paths, routes } from './paths.ts';
import { rewriteRedirectRoutes } from './rewrite-routes.tsx';

type Builder = keyof {
  [K in keyof typeof paths as (typeof paths)[K] extends (...args: never[]) => string ? K : never]: K;
};

/** One link built by every function of `paths`: a new function does not compile until it has one here. */
const built: Record<Builder, string> = {
  course: paths.course(62),
  order: paths.order('0b7c6f0e-9a51-4d2e-8f4a-3c1d2e5f6a7b'),
  verify: paths.verify('ACD-2025-X'),
  courseDescriptionOf: paths.courseDescriptionOf(1001),
  learning: paths.learning(69, 3),
  previewOf: paths.previewOf(62),
  checkoutOf: paths.checkoutOf({ order_id: '0b7c6f0e-9a51-4d2e-8f4a-3c1d2e5f6a7b' }),
  editCourseOf: paths.editCourseOf(7),
  courseReportOf: paths.courseReportOf(7),
  quizOf: paths.quizOf(12),
};

const fixedPaths = Object.entries(paths).filter(
  (entry): entry is [string, string] => typeof entry[1] === 'string',
);

function declaredPaths(table: RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...declaredPaths(route.children ?? []),
  ]);
}

/** The page route a link lands on: not the catch-all, and not a redirect from a plain path. */
function pageRoute(link: string): RouteObject | undefined {
  const route = matchRoutes(appRoutes, new URL(link, 'http://academy.test').pathname)?.at(-1)?.route;
  if (route === undefined || route.path === '*' || rewriteRedirectRoutes.includes(route)) return undefined;
  return route;
}

describe('the paths module', () => {
  it.each([...fixedPaths, ...Object.entries(built)])(
    '%s (%s) lands on a page the router declares',
    (_, link) => {
      expect(pageRoute(link)).toBeDefined();
    },
  );

  it('is where the router takes every route it declares from', () => {
    const declared = new Set(declaredPaths(appRoutes));
    // The home page is the index route, so it is declared without a path.
    const fromModule = Object.values(routes).filter((path) => path !== routes.home);
    expect([...declared].sort()).toEqual([...fromModule, ...REWRITTEN_PATHS, '*'].sort());
  });

  it('builds the URLs the spec fixes', () => {
    expect(paths.studentDashboard).toBe(hashPath('/student/dashboard'));
    expect(paths.course(62)).toBe('/courses/62');
    expect(paths.order('A/1')).toBe('/orders/A%2F1');
    expect(paths.verify('ACD 2025')).toBe('/verify?number=ACD%202025');
    expect(paths.learning(69)).toBe('/course?courseId=69');
    expect(paths.learning(69, 3)).toBe('/course?courseId=69&quizId=3');
    expect(paths.courseDescriptionOf(1001)).toBe(`${hashPath('/course/description')}?courseId=1001`);
    expect(paths.checkoutOf({ order_id: 'o-1' })).toBe(`${hashPath('/payment/checkout')}?order=o-1`);
    expect(paths.editCourseOf(7)).toBe(`${hashPath('/course/edit')}?courseId=7`);
    expect(paths.courseReportOf(7)).toBe('/course-report?courseId=7');
    expect(paths.quizOf(12)).toBe('/quiz?quizId=12');
    expect(paths.previewOf(62)).toBe('/video?courseId=62');
  });
});
