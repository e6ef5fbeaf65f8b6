import { fnv1a32Hex } from './fnv1a.ts';

/**
 * Fixed paths whose parent part is hidden behind a hash: `/student/dashboard` is served at
 * `/<fnv1a('/student')>/dashboard`. Single-segment paths of the spec's list stay as they are, so only the
 * multi-segment ones are listed here.
 */
export const REWRITTEN_PATHS = [
  '/student/dashboard',
  '/student/classroom',
  '/student/test',
  '/course/description',
  '/course/create',
  '/course/edit',
  '/user/profile',
  '/user/editprofile',
  '/payment/checkout',
  '/payment/checkout/success',
  '/payment/checkout/fail',
] as const;

export type RewrittenPath = (typeof REWRITTEN_PATHS)[number];

/** `/a/b/c` → `/<hash of '/a/b'>/c`; a single-segment path is returned unchanged. */
export function hashPath(path: string): string {
  const lastSlash = path.lastIndexOf('/');
  if (lastSlash <= 0) return path;
  return `/${fnv1a32Hex(path.slice(0, lastSlash))}${path.slice(lastSlash)}`;
}

const hashedByPlain = new Map<string, string>(REWRITTEN_PATHS.map((path) => [path, hashPath(path)]));

/**
 * The path the app really serves for `to` (a router path, possibly with a query or fragment). Every link in
 * the app goes through this, so the plain-path redirect is only hit by typed or external URLs.
 */
export function appPath(to: string): string {
  const suffixStart = to.search(/[?#]/);
  const pathname = suffixStart === -1 ? to : to.slice(0, suffixStart);
  const suffix = suffixStart === -1 ? '' : to.slice(suffixStart);
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const hashed = hashedByPlain.get(normalized);
  return hashed === undefined ? to : hashed + suffix;
}
