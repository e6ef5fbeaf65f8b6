import { auth } from '@academy/contracts';
import { readStream, startNatsServer } from '@academy/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthService, startAuthService } from '../support/auth-service.ts';

let nats: Awaited<ReturnType<typeof startNatsServer>>;
let service: AuthService;
beforeAll(async () => {
  nats = await startNatsServer();
  service = await startAuthService({ NATS_URL: nats.url });
});
afterAll(async () => {
  await nats.start();
  await service.stop();
  await nats.destroy();
});

const registeredIds = async () =>
  (await readStream(nats.url, service.config.SUBJECT_PREFIX, auth.userRegistered.subject)).map(
    (m) => (m.data as { data: { userId: string } }).data.userId,
  );

describe('registration while NATS is down', () => {
  it('succeeds, and auth.user.registered.v1 arrives exactly once when NATS is back', async () => {
    await nats.stop();
    const response = await service.app.inject({
      method: 'POST',
      url: '/users',
      payload: { fullName: 'Offline Olga', email: 'olga@example.com', password: 'no-network-1' },
    });
    expect(response.statusCode).toBe(201);
    const userId = response.json().user.id;
    const ready = await service.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);

    await nats.start();
    let ids: string[] = [];
    for (let i = 0; i < 100 && !ids.includes(userId); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      ids = await registeredIds().catch(() => []);
    }
    expect(ids.filter((id) => id === userId)).toHaveLength(1);
  });
});
