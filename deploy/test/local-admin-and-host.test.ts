import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminPassword, describeAdmin } from '../local/admin-password.ts';
import { readSettings } from '../local/settings.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'academy-runner-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the local runner', () => {
  it('listens on this machine only unless HOST opens it', () => {
    expect(readSettings({ ACADEMY_DATA_DIR: dataDir }).host).toBe('127.0.0.1');
    expect(readSettings({ ACADEMY_DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('generates a strong administrator password once, keeps it owner-only in the data folder, and prints it once', async () => {
    const settings = readSettings({ ACADEMY_DATA_DIR: dataDir });
    const first = adminPassword(settings);
    expect(first.source).toBe('generated');
    expect(first.password).toMatch(/^[\w-]{24}$/);
    expect(first.password).not.toBe('academy-admin-2026');
    expect(first.path).toBe(join(dataDir, 'admin-password'));
    expect((await stat(first.path)).mode & 0o777).toBe(0o600);
    expect(describeAdmin('admin@academy.local', first)).toContain(first.password);

    const restart = adminPassword(readSettings({ ACADEMY_DATA_DIR: dataDir }));
    expect(restart).toMatchObject({ source: 'kept', password: first.password });
    expect(describeAdmin('admin@academy.local', restart)).not.toContain(first.password);
    expect(describeAdmin('admin@academy.local', restart)).toContain(first.path);

    const other = await mkdtemp(join(tmpdir(), 'academy-runner-'));
    try {
      expect(adminPassword(readSettings({ ACADEMY_DATA_DIR: other })).password).not.toBe(first.password);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('takes ADMIN_PASSWORD when it is set and keeps nothing', () => {
    const settings = readSettings({ ACADEMY_DATA_DIR: dataDir, ADMIN_PASSWORD: 'Set-by-the-operator-1' });
    expect(adminPassword(settings)).toMatchObject({
      source: 'environment',
      password: 'Set-by-the-operator-1',
    });
    expect(describeAdmin('admin@academy.local', adminPassword(settings))).not.toContain('Set-by');
    expect(existsSync(join(dataDir, 'admin-password'))).toBe(false);
  });
});
