import { deflateSync } from 'node:zlib';
import { createObjectStore } from '@academy/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthService, startAuthService } from './support/auth-service.ts';

/** A real PNG of the given size (solid colour), built byte by byte. */
const png = (width: number, height: number) => {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buffer: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buffer) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7f)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 0 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

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
    expect(served.rawPayload.equals(image)).toBe(true);
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
