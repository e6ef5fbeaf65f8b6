import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { assertSelfOrAdmin, detectBinary, notFound, storeUpload } from '@academy/kit';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../context.ts';
import { findUserById, updateUser } from '../../domain/accounts.ts';
import { avatarUrl } from '../../domain/user-view.ts';
import { UserIdParams } from '../params.ts';

const AVATAR_TYPES = detectBinary('image/png', 'image/jpeg', 'image/webp', 'image/gif');
const AVATAR_KEY = /^avatars\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.[a-z]{3,4}$/;

export const registerAvatarRoutes = (
  app: FastifyInstance,
  { db, guards, relay, store, config }: AuthContext,
) => {
  // Avatars arrive as a raw stream; the content decides what they are, never the name or header.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  app.put(
    '/users/:id/avatar',
    { preHandler: guards.user, schema: { params: UserIdParams } },
    async (request) => {
      const { id } = request.params as { id: string };
      assertSelfOrAdmin(request.user, id);
      const previous = (await findUserById(db, id)).avatarKey;
      const stored = await storeUpload({
        store,
        stream: request.body as Readable,
        detect: AVATAR_TYPES,
        maxBytes: config.AVATAR_MAX_BYTES,
        kind: 'avatar image',
        key: (ext) => `avatars/${id}/${randomUUID()}.${ext}`,
      });
      const row = await db
        .transaction((tx) => updateUser(tx, id, { avatarKey: stored.key }, request.id))
        .catch(async (error) => {
          await store.remove(stored.key);
          throw error;
        });
      relay.wake();
      if (previous) await store.remove(previous).catch(() => undefined);
      return { avatarUrl: avatarUrl(row.avatarKey)!, message: 'Avatar updated successfully' };
    },
  );

  /** Avatars are public images; a new upload gets a new key, so they may be cached for long. */
  app.get('/avatars/*', async (request, reply) => {
    const key = `avatars/${(request.params as { '*': string })['*']}`;
    if (!AVATAR_KEY.test(key)) throw notFound('Avatar not found');
    const object = await store.stat(key).catch(() => {
      throw notFound('Avatar not found');
    });
    return reply
      .header('content-type', object.contentType)
      .header('content-length', object.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(await store.read(key));
  });
};
