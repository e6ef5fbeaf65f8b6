import type { RouteObject } from 'react-router';
import { hashPath, REWRITTEN_PATHS } from './app-paths.ts';
import { RewriteRedirect } from './RewriteRedirect.tsx';

/** One redirect route per rewritten path; the pages themselves are routed at the hashed paths. */
export const rewriteRedirectRoutes: RouteObject[] = REWRITTEN_PATHS.map((path) => ({
  path,
  element: <RewriteRedirect to={hashPath(path)} />,
}));
