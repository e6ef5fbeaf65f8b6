export type RangeRequest =
  | { kind: 'whole' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

/**
 * Reads a `Range: bytes=...` header for an object of `size` bytes (RFC 9110 §14). One range is
 * served; several ranges are answered with the whole object, which the RFC allows. A bytes range
 * that cannot be read or lies outside the object is unsatisfiable (416).
 */
export const parseByteRange = (header: string | undefined, size: number): RangeRequest => {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=(.+)$/i.exec(header.trim());
  if (!match?.[1]) return { kind: 'unsatisfiable' };
  if (match[1].includes(',')) return { kind: 'whole' };
  const range = /^\s*(\d*)-(\d*)\s*$/.exec(match[1]);
  if (!range || (range[1] === '' && range[2] === '')) return { kind: 'unsatisfiable' };
  const [, first = '', last = ''] = range;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
};
