import { describe, expect, it } from 'vitest';
import { parseByteRange } from '../../src/domain/byte-range.ts';

describe('parseByteRange', () => {
  it('reads closed, open and suffix ranges', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ kind: 'partial', start: 0, end: 999 });
  });
  it('clamps an end past the file', () => {
    expect(parseByteRange('bytes=10-5000', 1000)).toEqual({ kind: 'partial', start: 10, end: 999 });
  });
  it('serves the whole file without a range or for several ranges', () => {
    expect(parseByteRange(undefined, 1000)).toEqual({ kind: 'whole' });
    expect(parseByteRange('bytes=0-1,5-6', 1000)).toEqual({ kind: 'whole' });
  });
  it('refuses ranges that start past the end, run backwards or cannot be read', () => {
    for (const header of ['bytes=1000-', 'bytes=5-1', 'bytes=-0', 'bytes=x-y', 'bytes=-', 'items=0-1']) {
      expect(parseByteRange(header, 1000), header).toEqual({ kind: 'unsatisfiable' });
    }
  });
});
