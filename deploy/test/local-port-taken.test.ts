import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORT_TAKEN_EXIT_CODE } from '@academy/kit/exit-codes';
import { freePort } from '@academy/kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdPort } from '../local/tcp.ts';

const runner = fileURLToPath(new URL('../local/start.ts', import.meta.url));

let dataDir: string;
let held: Awaited<ReturnType<typeof holdPort>> | undefined;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'academy-runner-'));
});
afterEach(async () => {
  await held?.release();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the local runner, given a port another process holds', () => {
  it('says so in one line and ends with the exit code that lets its caller choose another port', async () => {
    const port = await freePort();
    held = await holdPort('127.0.0.1', port);
    const ended = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        [runner],
        { env: { ...process.env, PORT: String(port), ACADEMY_DATA_DIR: dataDir } },
        (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });
    expect(ended.code).toBe(PORT_TAKEN_EXIT_CODE);
    expect(ended.stderr).toContain(`Port ${port} is already in use`);
  });
});
