/** A value decoded from Stripe's form encoding: `a[b][0][c]=1` becomes `{ a: { b: [{ c: '1' }] } }`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));

const keyPath = (key: string) => {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const rest = key.slice(first).match(/\[([^\]]*)\]/g) ?? [];
  return [key.slice(0, first), ...rest.map((part) => part.slice(1, -1))];
};

// Objects whose keys are all indices (`expand[0]`, `line_items[1]`) are arrays, kept in index order.
const withArrays = (value: FormValue): FormValue => {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, withArrays(value[key] as FormValue)] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
  }
  return Object.fromEntries(entries);
};

/** Parses `application/x-www-form-urlencoded` text (request bodies and query strings) the way Stripe reads it. */
export const parseForm = (text: string): FormObject => {
  const root: FormObject = {};
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const key = decode(separator < 0 ? pair : pair.slice(0, separator));
    const value = separator < 0 ? '' : decode(pair.slice(separator + 1));
    const path = keyPath(key);
    let node: { [key: string]: FormValue } = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      // `expand[]=a&expand[]=b`: empty brackets append.
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (last) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next !== 'object' || Array.isArray(next)) node[name] = {};
      node = node[name] as { [key: string]: FormValue };
    });
  }
  return withArrays(root) as FormObject;
};

/** Encodes a flat record as a form body (what a browser submits). */
export const encodeForm = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
