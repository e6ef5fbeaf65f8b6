import { queryDatabase } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthService, startAuthService } from '../support/auth-service.ts';

let service: AuthService;
beforeAll(async () => {
  service = await startAuthService();
});
afterAll(() => service.stop());

const register = (fullName: string, email: string) =>
  service.app.inject({
    method: 'POST',
    url: '/users',
    payload: { fullName, email, password: 'readable-name-1' },
  });

// U+202E (right-to-left override) shows 'Ada‮fdp.exe' as 'Adaexe.pdf' in PDFs and download names.
const OVERRIDE = 'Ada\u202Efdp.exe';

describe('names people read back', () => {
  it('refuses a name with a bidirectional override at registration, naming the field, and stores nothing', async () => {
    const refused = await register(OVERRIDE, 'override@example.com');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'fullName must not contain control or invisible formatting characters (U+202E)',
    );
    const rows = await queryDatabase(service.config.DATABASE_URL, 'SELECT 1 FROM users WHERE email = $1', [
      'override@example.com',
    ]);
    expect(rows).toHaveLength(0);
    expect((await register('Tab\there', 'tab@example.com')).statusCode).toBe(400);
  });

  it('refuses the override in a profile change and keeps names in normal form C', async () => {
    const created = await register('Rene\u0301 Descartes', 'rene@example.com');
    expect(created.statusCode).toBe(201);
    const { user } = created.json();
    expect(user.fullName).toBe('Ren\u00e9 Descartes');
    const changed = await service.app.inject({
      method: 'PATCH',
      url: `/users/${user.id}/profile`,
      headers: { authorization: `Bearer ${service.tokenFor(user.id)}` },
      payload: { fullName: OVERRIDE },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toMatch(/^fullName must not contain .*U\+202E/);
    const [row] = await queryDatabase<{ full_name: string }>(
      service.config.DATABASE_URL,
      'SELECT full_name FROM users WHERE id = $1',
      [user.id],
    );
    expect(row?.full_name).toBe('Ren\u00e9 Descartes');
  });
});
