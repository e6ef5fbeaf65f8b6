import { describe, expect, it } from 'vitest';
import { decideAccess } from './access.ts';

describe('decideAccess', () => {
  const learner = ['USER', 'ADMIN'] as const;
  const admin = ['ADMIN'] as const;

  it('lets an allowed role in', () => {
    expect(decideAccess({ isLoggedIn: true, sessionChecked: true, role: 'USER' }, learner)).toBe('allow');
    expect(decideAccess({ isLoggedIn: true, sessionChecked: false, role: 'ADMIN' }, admin)).toBe('allow');
  });

  it('sends another role to the denied page once the session check has answered, and waits before that', () => {
    expect(decideAccess({ isLoggedIn: true, sessionChecked: true, role: 'USER' }, admin)).toBe('denied');
    expect(decideAccess({ isLoggedIn: true, sessionChecked: false, role: 'USER' }, admin)).toBe('wait');
  });

  it('sends a visitor to login once the session check has answered, and waits before that', () => {
    expect(decideAccess({ isLoggedIn: false, sessionChecked: true, role: undefined }, learner)).toBe('login');
    expect(decideAccess({ isLoggedIn: false, sessionChecked: false, role: undefined }, learner)).toBe('wait');
  });
});
