import type { StripeObject } from './objects.ts';
import type { Store } from './store.ts';

const expandPath = (store: Store, target: Record<string, unknown>, [field, ...rest]: string[]) => {
  if (field === undefined) return;
  const value = target[field];
  if (typeof value === 'string') {
    const found = store.findById(value);
    if (found) target[field] = structuredClone(found);
  }
  const next = target[field];
  if (rest.length > 0 && next && typeof next === 'object') {
    expandPath(store, next as Record<string, unknown>, rest);
  }
};

/** A copy of `object` with the ids named by `expand[]` paths (`payment_intent.latest_charge`) replaced by objects. */
export const expand = <T extends StripeObject>(store: Store, object: T, paths: readonly string[]): T => {
  const copy = structuredClone(object);
  for (const path of paths) expandPath(store, copy, path.split('.'));
  return copy;
};
