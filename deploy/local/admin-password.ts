import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Settings } from './settings.ts';

export interface AdminPassword {
  password: string;
  /** Where it came from: the environment, the data folder, or made just now (then kept there). */
  source: 'environment' | 'kept' | 'generated';
  /** The file that keeps a generated password. */
  path: string;
}

/**
 * The first administrator's password: `ADMIN_PASSWORD` when set; otherwise 144 random bits made at
 * the first start and kept in the data folder (owner-only), so restarts sign in with the same one.
 * No password is published: an academy opened to the network is not open to whoever read the README.
 */
export const adminPassword = (settings: Settings): AdminPassword => {
  const path = join(settings.dataDir, 'admin-password');
  if (settings.admin.password) return { password: settings.admin.password, source: 'environment', path };
  if (existsSync(path)) return { password: readFileSync(path, 'utf8').trim(), source: 'kept', path };
  mkdirSync(settings.dataDir, { recursive: true });
  const password = randomBytes(18).toString('base64url');
  writeFileSync(path, `${password}\n`, { mode: 0o600, flag: 'wx' });
  return { password, source: 'generated', path };
};

/** The start output's line about the administrator: the password itself only when it was just made. */
export const describeAdmin = (email: string, admin: AdminPassword) => {
  if (admin.source === 'generated')
    return `${email} / ${admin.password}   (generated once, kept in ${admin.path})`;
  if (admin.source === 'kept') return `${email}, password in ${admin.path}`;
  return `${email}, password from ADMIN_PASSWORD`;
};

/**
 * Whether the administrator signs in with this password. An administrator made by an earlier start
 * keeps the password it was made with (the auth service never changes it), which may not be this one.
 */
export const adminSignsIn = async (origin: string, email: string, password: string) => {
  const reply = await fetch(`${origin}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return reply.ok;
};
