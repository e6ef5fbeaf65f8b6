import { freePort, sharedNatsUrl } from '@academy/kit/testing';
import { describe, expect, it } from 'vitest';
import { ensureNats, StartupProblem } from '../local/infrastructure.ts';
import { readSettings } from '../local/settings.ts';

const settingsWith = (natsUrl: string) =>
  readSettings({ NATS_URL: natsUrl, ACADEMY_DATA_DIR: '/nonexistent' });
const quiet = () => undefined;

describe("the local runner's NATS_URL", () => {
  it('takes a list of servers and starts nothing when one of them answers', async () => {
    const nothingThere = `nats://127.0.0.1:${await freePort()}`;
    expect(await ensureNats(settingsWith(`${nothingThere}, ${sharedNatsUrl()}`), quiet)).toBeUndefined();
  });

  it('says in a sentence that none of the listed servers answers, rather than start one', async () => {
    const list = `nats://127.0.0.1:${await freePort()},nats://127.0.0.1:${await freePort()}`;
    const started = ensureNats(settingsWith(list), quiet);
    await expect(started).rejects.toBeInstanceOf(StartupProblem);
    await expect(started).rejects.toThrow(/None of the NATS servers in NATS_URL/);
  });
});
