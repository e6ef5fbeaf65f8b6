import { queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthService, startAuthService } from '../support/auth-service.ts';

let service: AuthService;
beforeAll(async () => {
  service = await startAuthService();
});
afterAll(() => service.stop());

const signUp = async (email: string) => {
  const reply = await service.app.inject({
    method: 'POST',
    url: '/users',
    payload: { fullName: 'Cat Egory', email, password: 'long-enough-1' },
  });
  const id: string = reply.json().user.id;
  return { id, headers: { authorization: `Bearer ${service.tokenFor(id)}` } };
};

describe('category', () => {
  it('asks a new learner until they close the question, then never again', async () => {
    const learner = await signUp('closes@example.com');
    const url = `/users/${learner.id}/category`;
    const first = await service.app.inject({ url, headers: learner.headers });
    expect(first.json()).toMatchObject({ user: { category: null }, customCategory: null, shouldAsk: true });
    const closed = await service.app.inject({
      method: 'PUT',
      url: `${url}/prompt-dismissal`,
      headers: learner.headers,
    });
    expect(closed.json().shouldAsk).toBe(false);
    expect((await service.app.inject({ url, headers: learner.headers })).json().shouldAsk).toBe(false);
  });

  it('keeps an answer in the learner’s own words, and a later change to a category clears it', async () => {
    const learner = await signUp('custom@example.com');
    const url = `/users/${learner.id}/category`;
    const custom = await service.app.inject({
      method: 'PUT',
      url,
      headers: learner.headers,
      payload: { customCategory: '  Hobbyist investigator ' },
    });
    expect(custom.statusCode).toBe(200);
    expect(custom.json()).toMatchObject({
      user: { category: null },
      customCategory: 'Hobbyist investigator',
      shouldAsk: false,
    });
    const changed = await service.app.inject({
      method: 'PUT',
      url,
      headers: learner.headers,
      payload: { category: 'student' },
    });
    expect(changed.json()).toMatchObject({
      user: { category: 'student' },
      customCategory: null,
      shouldAsk: false,
    });
  });

  it('refuses bad answers and other people’s categories, changing nothing', async () => {
    const learner = await signUp('bad@example.com');
    const other = await signUp('other@example.com');
    const url = `/users/${learner.id}/category`;
    const put = (payload: object, headers = learner.headers) =>
      service.app.inject({ method: 'PUT', url, headers, payload });
    for (const payload of [
      {},
      { customCategory: '   ' },
      { category: 'student', customCategory: 'x' },
      { category: 'wizard' },
    ]) {
      const reply = await put(payload);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toEqual(expect.any(String));
    }
    expect((await put({ customCategory: 'x'.repeat(61) })).statusCode).toBe(400);
    expect((await put({ category: 'student' }, other.headers)).statusCode).toBe(403);
    expect((await service.app.inject({ url, headers: other.headers })).statusCode).toBe(403);
    const [row] = await queryDatabase<{ category: string | null; custom_category: string | null }>(
      service.config.DATABASE_URL,
      'SELECT category, custom_category FROM users WHERE id = $1',
      [learner.id],
    );
    expect(row).toEqual({ category: null, custom_category: null });
  });
});
