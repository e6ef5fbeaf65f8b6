import { buffer } from 'node:stream/consumers';
import { createObjectStore } from '@academy/kit';
import { bombPng } from '@academy/kit/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthService, startAuthService } from '../support/auth-service.ts';

let service: AuthService;
let userId: string;
beforeAll(async () => {
  service = await startAuthService();
  userId = (
    await service.app.inject({
      method: 'POST',
      url: '/users',
      payload: { fullName: 'Ida Pixel', email: 'ida@example.com', password: 'pixels-only-1' },
    })
  ).json().user.id;
});
afterAll(() => service.stop());

const upload = (body: Buffer) =>
  service.app.inject({
    method: 'PUT',
    url: `/users/${userId}/avatar`,
    headers: {
      authorization: `Bearer ${service.tokenFor(userId)}`,
      'content-type': 'application/octet-stream',
    },
    payload: body,
  });
const store = () => createObjectStore(service.config);

describe('avatar images are decoded and encoded again', () => {
  it('refuses a 20000 × 20000 PNG bomb with 400 and stores nothing', async () => {
    const before = await store().list('avatars/');
    const reply = await upload(bombPng(20_000, 20_000));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      message: 'The avatar image has more than 25 million pixels',
      code: 'IMAGE_TOO_LARGE',
    });
    expect(await store().list('avatars/')).toEqual(before);
  });

  it('keeps the pixels of a JPEG and drops the script after its end', async () => {
    const script = '<script>alert(document.cookie)</script>';
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c2410c' } })
      .jpeg()
      .toBuffer();
    const reply = await upload(Buffer.concat([photo, Buffer.from(script)]));
    expect(reply.statusCode).toBe(200);
    const key = reply.json().avatarUrl.replace('/api/v1/', '');
    const kept = await buffer(await store().read(key));
    expect(kept.includes(script)).toBe(false);
    expect(await sharp(kept).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
  });

  it('refuses a PNG that cannot be decoded with 400', async () => {
    const broken = Buffer.concat([bombPng(10, 10).subarray(0, 40), Buffer.alloc(20)]);
    const reply = await upload(broken);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'INVALID_IMAGE' });
  });
});
