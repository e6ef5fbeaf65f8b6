import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthService, startAuthService } from '../support/auth-service.ts';

let service: AuthService;
beforeAll(async () => {
  service = await startAuthService();
});
afterAll(() => service?.stop());

const register = async (fullName: string, email: string) => {
  const response = await service.app.inject({
    method: 'POST',
    url: '/users',
    payload: { fullName, email, password: 'long-enough-pass' },
  });
  expect(response.statusCode).toBe(201);
  return response.json().user.id as string;
};
const saveLanguage = (userId: string, language: string) =>
  service.app.inject({
    method: 'PATCH',
    url: `/users/${userId}/profile`,
    headers: { authorization: `Bearer ${service.tokenFor(userId)}` },
    payload: { language },
  });
const requestReset = (email: string) =>
  service.app.inject({ method: 'POST', url: '/password-resets', payload: { email } });

describe("mails in the reader's profile language", () => {
  it('sends a Hindi learner the password reset mail in Hindi, subject and body, with the same link', async () => {
    const userId = await register('Asha Verma', 'asha@example.com');
    expect((await saveLanguage(userId, 'Hindi')).statusCode).toBe(200);
    expect((await requestReset('asha@example.com')).statusCode).toBe(202);
    const mail = await service.mailTo('asha@example.com', 'अपना अकादमी पासवर्ड रीसेट करें');
    expect(mail).toContain('नमस्ते Asha Verma,');
    expect(mail).toContain('नया पासवर्ड चुनें: http://academy.test/app/reset-password/');
    expect(mail).toContain('— अकादमी टीम');
    expect(mail).not.toMatch(/Reset your|Hello|The Academy team/);
  });

  it('keeps English for a learner who has not chosen Hindi', async () => {
    await register('Grace Hopper', 'grace@example.com');
    expect((await requestReset('grace@example.com')).statusCode).toBe(202);
    const mail = await service.mailTo('grace@example.com', 'Reset your Academy password');
    expect(mail).toContain('Hello Grace Hopper,');
    expect(mail).toContain('— The Academy team');
  });

  it('refuses a language the app does not speak, keeping the saved one', async () => {
    const userId = await register('Ravi Kumar', 'ravi@example.com');
    const refused = await saveLanguage(userId, 'French');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/language/);
    const profile = await service.app.inject({
      url: `/users/${userId}/profile`,
      headers: { authorization: `Bearer ${service.tokenFor(userId)}` },
    });
    expect(profile.json().user.language).toBe('English');
  });
});
