import { randomUUID } from 'node:crypto';
import type { User } from '@academy/contracts';
import type { Bff } from './bff.ts';

export interface SignedInUser {
  user: User;
  token: string;
  password: string;
  /** Headers that authenticate like an API client. */
  bearer: { authorization: string };
  /** The session cookies, as a browser would send them. */
  cookies: Record<string, string>;
}

/** Logs in through the BFF and keeps both the API token and the browser cookies. */
export const logIn = async (bff: Bff, email: string, password: string): Promise<SignedInUser> => {
  const response = await bff.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const { user, token } = response.json();
  const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
  return { user, token, password, bearer: { authorization: `Bearer ${token}` }, cookies };
};

/** Registers a new learner with a unique e-mail and logs them in. */
export const signUp = async (bff: Bff, fullName = 'Test Learner'): Promise<SignedInUser> => {
  const email = `learner-${randomUUID()}@example.com`;
  const password = 'learner-password-1';
  const response = await bff.inject({
    method: 'POST',
    url: '/api/v1/user/register',
    payload: { fullName, email, password, category: 'student' },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return logIn(bff, email, password);
};
