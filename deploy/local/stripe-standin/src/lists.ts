import type { Params } from './params.ts';

/** Stripe's list object. The stand-in returns every match in one page (`has_more: false`). */
export const listOf = <T>(url: string, data: T[], limit = 100) => ({
  object: 'list' as const,
  data: data.slice(0, limit),
  has_more: data.length > limit,
  url,
});

/**
 * The items whose field equals each filter the query gives (`customer=cus_…`, `status=paid`, …); a
 * filter left out or empty keeps every item, as in Stripe's list endpoints.
 */
export const matching = <T>(params: Params, items: T[], fields: Record<string, (item: T) => unknown>) =>
  Object.entries(fields).reduce((kept, [name, field]) => {
    const wanted = params.optionalString(name);
    return wanted ? kept.filter((item) => field(item) === wanted) : kept;
  }, items);
