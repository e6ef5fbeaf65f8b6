import { localValues } from '../../shared/browser-storage.ts';

/**
 * The cart this browser kept before carts lived on the server: carts per user id under one local
 * storage key. At login it is merged into the server cart and then cleared, so nothing is lost.
 */
const KEY = 'cart';

function readAll(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(localValues.getItem(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The course ids this browser kept for the user; unreadable entries are ignored. */
export function browserCartCourseIds(userId: string): number[] {
  const items = readAll()[userId];
  if (!Array.isArray(items)) return [];
  const ids = items
    .map((item: unknown) =>
      typeof item === 'object' && item !== null && 'courseId' in item ? item.courseId : undefined,
    )
    .filter((id): id is number => Number.isInteger(id) && (id as number) > 0);
  return [...new Set(ids)];
}

/** Forgets the user's browser cart (after it reached the server); other users' entries stay. */
export function clearBrowserCart(userId: string): void {
  const all = readAll();
  delete all[userId];
  if (Object.keys(all).length === 0) localValues.removeItem(KEY);
  else localValues.setItem(KEY, JSON.stringify(all));
}
