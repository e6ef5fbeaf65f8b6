/** Stripe's list object. The stand-in returns every match in one page (`has_more: false`). */
export const listOf = <T>(url: string, data: T[], limit = 100) => ({
  object: 'list' as const,
  data: data.slice(0, limit),
  has_more: data.length > limit,
  url,
});
