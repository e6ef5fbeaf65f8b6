import { createObjectStore } from '@academy/kit';
import { solidPng as png } from '@academy/kit/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthService, startAuthService } from '../support/auth-service.ts';

let service: AuthService;
let userId: string;
let token: string;
beforeAll(async () => {
  service = await startAuthService();
  userId = (
    await service.app.inject({
      method: 'POST',
      url: '/users',
      payload: { fullName: 'Hedy Lamarr', email: 'hedy@example.com', password: 'frequency-hop' },
    })
  ).json().user.id;
  token = service.tokenFor(userId);
});
afterAll(() => service.stop());

const upload = (body: Buffer, as = userId) =>
  service.app.inject({
    method: 'PUT',
    url: `/users/${as}/avatar`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    payload: body,
  });
const storedKeys = () => createObjectStore(service.config).list('avatars/');

describe('avatar upload', () => {
  it('stores a real PNG under a server-chosen key with its true type and serves it back', async () => {
    const image = png(16, 16);
    const response = await upload(image);
    expect(response.statusCode).toBe(200);
    const { avatarUrl } = response.json();
    expect(avatarUrl).toMatch(new RegExp(`^/api/v1/avatars/${userId}/[0-9a-f-]{36}\\.png$`));
    const served = await service.app.inject({ url: avatarUrl.replace('/api/v1', '') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Stored re-encoded: the same pixels, not necessarily the same bytes.
    const pixels = (file: Buffer) => sharp(file).raw().toBuffer();
    expect(await pixels(served.rawPayload)).toEqual(await pixels(image));
    expect(await storedKeys()).toHaveLength(1);
  });

  it('replaces the previous avatar and removes its file', async () => {
    await upload(png(8, 8));
    expect(await storedKeys()).toHaveLength(1);
  });

  it('rejects a text file whatever it claims to be, and stores nothing', async () => {
    const before = await storedKeys();
    const response = await upload(Buffer.from('#!/bin/sh\necho pwned\n'));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/not an accepted avatar image type/);
    expect(await storedKeys()).toEqual(before);
  });

  it('rejects an image over the size limit with a message, and stores nothing', async () => {
    const before = await storedKeys();
    const response = await upload(png(200, 200));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/larger than/);
    expect(await storedKeys()).toEqual(before);
  });

  it("refuses to set someone else's avatar", async () => {
    const response = await upload(png(4, 4), '00000000-0000-4000-8000-000000000002');
    expect(response.statusCode).toBe(403);
  });
});

describe('user statistics', () => {
  it('counts users for an administrator and refuses others', async () => {
    const admin = service.tokenFor('00000000-0000-4000-8000-0000000000aa', 'ADMIN');
    const stats = await service.app.inject({
      url: '/stats/users',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(stats.json()).toEqual({ allUsersCount: 1 });
    const denied = await service.app.inject({
      url: '/stats/users',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(denied.statusCode).toBe(403);
  });
});
