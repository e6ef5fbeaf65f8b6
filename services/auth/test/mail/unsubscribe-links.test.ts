import { describe, expect, it } from 'vitest';
import { createUnsubscribeSigner, unsubscribeLinks } from '../../src/mail/unsubscribe-links.ts';

const signer = createUnsubscribeSigner('a signing key of the service, at least forty characters');
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const userId = '0b6f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4';

describe('unsubscribe links', () => {
  it('name the account and the setting, and read back only when unaltered', () => {
    const token = signer.sign(userId, 'courseUpdates');
    expect(signer.read(token)).toEqual({ userId, preference: 'courseUpdates' });
    const [, , signature] = token.split('.');
    // Another setting or another account under the same signature is refused.
    expect(signer.read(`${userId}.discussionReplies.${signature}`)).toBeUndefined();
    expect(signer.read(`7c9e6679-7425-40de-944b-e07fc1f90ae7.courseUpdates.${signature}`)).toBeUndefined();
    // Only mail settings can be named, not the privacy ones.
    expect(signer.read(`${userId}.profileVisibility.${signature}`)).toBeUndefined();
    expect(signer.read(`${token}x`)).toBeUndefined();
    // A 32-byte signature's last base64url character has two spare bits: the three other spellings of the
    // same bytes are refused, so a link has one form only.
    const last = BASE64URL.indexOf(token.at(-1) ?? '');
    for (const spare of [1, 2, 3]) {
      const respelled = `${token.slice(0, -1)}${BASE64URL[last + spare]}`;
      expect(Buffer.from(respelled.split('.')[2]!, 'base64url')).toEqual(
        Buffer.from(signature!, 'base64url'),
      );
      expect(signer.read(respelled)).toBeUndefined();
    }
    expect(signer.read(`${token}.more`)).toBeUndefined();
    expect(
      createUnsubscribeSigner('another service key, also at least forty characters').read(token),
    ).toBeUndefined();
  });

  it('lead to the web page and to the one-click URL under PUBLIC_URL, with nothing a header could break on', () => {
    const links = unsubscribeLinks(signer, 'https://academy.example', userId, 'courseUpdates');
    const token = signer.sign(userId, 'courseUpdates');
    expect(links.pageUrl).toBe(`https://academy.example/app/unsubscribe/${token}`);
    expect(links.oneClickUrl).toBe(`https://academy.example/api/v1/mail/unsubscribe/${token}`);
    expect(links.oneClickUrl).toMatch(/^[A-Za-z0-9:/._-]+$/);
    expect(links.label).toBe('Course Updates');
  });
});
