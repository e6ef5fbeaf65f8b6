import { describe, expect, it } from 'vitest';
import { appPath, hashPath, REWRITTEN_PATHS } from './app-paths.ts';
import { fnv1a32Hex } from './fnv1a.ts';

describe('fnv1a32Hex', () => {
  it('matches the published FNV-1a 32-bit test vectors', () => {
    expect(fnv1a32Hex('')).toBe('811c9dc5');
    expect(fnv1a32Hex('a')).toBe('e40c292c');
    expect(fnv1a32Hex('foobar')).toBe('bf9cf968');
  });

  it('always gives 8 lowercase hexadecimal characters', () => {
    for (const text of ['/student', '/payment/checkout', '/user', '/course']) {
      expect(fnv1a32Hex(text)).toMatch(/^[0-9a-f]{8}$/);
    }
  });
});

describe('hashPath', () => {
  it('replaces the parent part with the hash of the parent path and keeps the last segment', () => {
    expect(hashPath('/student/dashboard')).toBe(`/${fnv1a32Hex('/student')}/dashboard`);
    expect(hashPath('/payment/checkout/success')).toBe(`/${fnv1a32Hex('/payment/checkout')}/success`);
  });

  it('leaves single-segment paths alone', () => {
    expect(hashPath('/login')).toBe('/login');
    expect(hashPath('/')).toBe('/');
  });
});

describe('appPath', () => {
  it('rewrites every listed path and keeps query and fragment', () => {
    for (const path of REWRITTEN_PATHS) expect(appPath(path)).toMatch(/^\/[0-9a-f]{8}\/[a-z]+$/);
    expect(appPath('/student/dashboard?tab=1#top')).toBe(`/${fnv1a32Hex('/student')}/dashboard?tab=1#top`);
    expect(appPath('/student/dashboard/')).toBe(appPath('/student/dashboard'));
  });

  it('leaves paths that are not listed unchanged', () => {
    expect(appPath('/settings')).toBe('/settings');
    expect(appPath('/reset-password/abc')).toBe('/reset-password/abc');
  });

  it('gives different parents different hashes', () => {
    expect(appPath('/course/create').split('/')[1]).not.toBe(appPath('/user/profile').split('/')[1]);
  });
});
