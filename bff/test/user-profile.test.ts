import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { multipartFile, solidPng } from '@academy/kit/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuth } from './support/auth.ts';
import { type Bff, startBff } from './support/bff.ts';
import { createTestEnvironment, type TestEnvironment } from './support/environment.ts';
import { logIn, type SignedInUser, signUp } from './support/users.ts';

let env: TestEnvironment;
let bff: Bff;
let learner: SignedInUser;
let mailDir: string;
beforeAll(async () => {
  env = await createTestEnvironment();
  const auth = await startAuth(env);
  mailDir = auth.mailDir;
  bff = await startBff(env, { AUTH_URL: auth.url });
  learner = await signUp(bff, 'Katherine Johnson');
});
afterAll(async () => {
  await bff.close();
  await env.stop();
});

const call = (method: 'GET' | 'PUT', path: string, payload?: object, headers = learner.bearer) =>
  bff.inject({ method, url: `/api/v1/userProfile/${path}`, payload, headers });
const expired = () => ({ authorization: `Bearer ${env.tokenFor(learner.user.id, 'USER', -1000)}` });

describe('GET userProfile/profile and PUT userProfile/updateprofile', () => {
  it('returns the profile with defaults and saves changes', async () => {
    const profile = await call('GET', 'profile');
    expect(profile.json().user).toMatchObject({
      fullName: 'Katherine Johnson',
      language: 'English',
      timezone: 'Pacific Time (PT)',
      billingCycle: 'Monthly',
      avatarSecureUrl: null,
    });
    const saved = await call('PUT', 'updateprofile', { address: '1 Langley Blvd', language: 'Hindi' });
    expect(saved.json()).toMatchObject({
      message: 'Profile updated successfully',
      user: { address: '1 Langley Blvd' },
    });
    expect((await call('GET', 'profile')).json().user.language).toBe('Hindi');
  });

  it("refuses bad input, no or expired token, and any attempt to name someone else's id", async () => {
    const bad = await call('PUT', 'updateprofile', { phone_number: 'call me maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/phone_number/);
    expect((await call('GET', 'profile', undefined, {} as never)).statusCode).toBe(401);
    const late = await call('GET', 'profile', undefined, expired());
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toContain('expired');
    const other = await call('PUT', 'updateprofile', {
      id: '00000000-0000-4000-8000-000000000009',
      fullName: 'X',
    });
    expect(other.statusCode).toBe(400);
  });
});

/** The mail delivered to an address, once it arrives. */
const mailTo = async (recipient: string) => {
  for (let i = 0; i < 50; i += 1) {
    for (const file of await readdir(mailDir)) {
      const text = await readFile(join(mailDir, file), 'utf8');
      if (text.startsWith(`To: ${recipient}\n`)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${recipient}`);
};

describe('changing the e-mail address', () => {
  it('needs the password, keeps the old address until POST user/confirm-email/{token} with the mailed link', async () => {
    const someone = await signUp(bff);
    const newEmail = `moved-${someone.user.id}@example.com`;
    const without = await call('PUT', 'updateprofile', { email: newEmail }, someone.bearer);
    expect(without.statusCode).toBe(400);
    const saved = await call(
      'PUT',
      'updateprofile',
      { email: newEmail, currentPassword: someone.password },
      someone.bearer,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user.email).toBe(someone.user.email);
    expect(saved.json().message).toContain(newEmail);
    expect((await call('GET', 'profile', undefined, someone.bearer)).json().user.email).toBe(
      someone.user.email,
    );
    const token = (await mailTo(newEmail)).match(/\/app\/confirm-email\/([\w-]+)/)![1]!;
    const confirmed = await bff.inject({ method: 'POST', url: `/api/v1/user/confirm-email/${token}` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toContain(newEmail);
    await expect(logIn(bff, newEmail, someone.password)).resolves.toBeTruthy();
    await expect(logIn(bff, someone.user.email, someone.password)).rejects.toThrow();
  });
});

describe('PUT userProfile/change-password', () => {
  it('changes the password; a wrong current password changes nothing', async () => {
    const someone = await signUp(bff);
    const wrong = await call(
      'PUT',
      'change-password',
      { currentPassword: 'wrong-one', newPassword: 'next-one-123' },
      someone.bearer,
    );
    expect(wrong.statusCode).toBe(400);
    const ok = await call(
      'PUT',
      'change-password',
      { currentPassword: someone.password, newPassword: 'next-one-123' },
      someone.bearer,
    );
    expect(ok.json().message).toBe('Password changed successfully');
    await expect(logIn(bff, someone.user.email, someone.password)).rejects.toThrow();
    expect((await call('PUT', 'change-password', { newPassword: 'x' })).statusCode).toBe(400);
  });
});

describe('PUT userProfile/avatar', () => {
  const upload = (file: ReturnType<typeof multipartFile>, headers = learner.bearer) =>
    bff.inject({
      method: 'PUT',
      url: '/api/v1/userProfile/avatar',
      ...file,
      headers: { ...headers, ...file.headers },
    });

  it('stores a real image and serves it back from avatarUrl', async () => {
    const image = solidPng(32, 32);
    const response = await upload(multipartFile('avatar', 'me.png', 'image/png', image));
    expect(response.statusCode).toBe(200);
    const { avatarUrl } = response.json();
    const served = await bff.inject({ url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Stored re-encoded: the same pixels, not necessarily the same bytes.
    const pixels = (file: Buffer) => sharp(file).raw().toBuffer();
    expect(await pixels(served.rawPayload)).toEqual(await pixels(image));
    expect((await call('GET', 'profile')).json().user.avatarSecureUrl).toBe(avatarUrl);
  });

  it('rejects a script renamed .png (415) and an oversized image (413) with messages', async () => {
    const script = await upload(
      multipartFile('avatar', 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>')),
    );
    expect(script.statusCode).toBe(415);
    expect(script.json().message).toMatch(/not an accepted/);
    const huge = await upload(multipartFile('avatar', 'huge.png', 'image/png', solidPng(1000, 1000)));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/larger than/);
  });

  it('answers 400 without the avatar field and 401 without a session', async () => {
    expect((await upload(multipartFile('picture', 'me.png', 'image/png', solidPng(2, 2)))).statusCode).toBe(
      400,
    );
    expect(
      (await upload(multipartFile('avatar', 'me.png', 'image/png', solidPng(2, 2)), {} as never)).statusCode,
    ).toBe(401);
  });
});

describe('preferences', () => {
  it('persists the settings toggles', async () => {
    const preferences = {
      courseUpdates: false,
      assignmentReminders: false,
      discussionReplies: true,
      profileVisibility: false,
      learningProgress: true,
      courseActivity: true,
    };
    expect((await call('PUT', 'preferences', preferences)).statusCode).toBe(200);
    expect((await call('GET', 'preferences')).json().preferences).toEqual(preferences);
    expect((await call('PUT', 'preferences', { ...preferences, courseUpdates: 'yes' })).statusCode).toBe(400);
  });
});
