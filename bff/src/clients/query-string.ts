/** A query's value as the validated schemas give it; `undefined` leaves the parameter out. */
type QueryValue = string | number | boolean | undefined;

/**
 * `?name=value&…` of the parameters that are set, encoded, in the order given (`''` when none is):
 * how the BFF passes a query it has validated on to a service.
 */
export const queryString = <Q extends { [K in keyof Q]: QueryValue }>(query: Q) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value !== undefined) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};
