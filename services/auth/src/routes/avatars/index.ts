import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { AVATAR_PATH, AvatarReply, WildcardParams } from '@academy/contracts';
import { type App, detectBinary, HttpError, notFound, reencodeImage, storeUpload } from '@academy/kit';
import { changeUser } from '../../commands/update-user.ts';
import type { AuthContext } from '../../context.ts';
import { avatarUrl } from '../../queries/user-view.ts';
import { findUserById } from '../../queries/users.ts';
import { ownAccount } from '../params.ts';

const AVATAR_TYPES = detectBinary('image/png', 'image/jpeg', 'image/webp', 'image/gif');
// Only the pixels are kept: decoded (within a pixel limit) and encoded again.
const AVATAR_CHECK = reencodeImage();

export const registerAvatarRoutes = (app: App, { db, guards, relay, store, config }: AuthContext) => {
  // Avatars arrive as a raw stream; the content decides what they are, never the name or header.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  app.put('/users/:id/avatar', ownAccount(guards, { response: { 200: AvatarReply } }), async (request) => {
    const { id } = request.params;
    // Any other content type reaches here already parsed, not as a stream.
    if (!(request.body instanceof Readable)) {
      throw new HttpError(
        415,
        'Send the image as the request body with Content-Type application/octet-stream',
        'UNSUPPORTED_MEDIA_TYPE',
      );
    }
    const previous = (await findUserById(db, id)).avatarKey;
    const stored = await storeUpload({
      store,
      stream: request.body,
      detect: AVATAR_TYPES,
      maxBytes: config.AVATAR_MAX_BYTES,
      kind: 'avatar image',
      key: (ext) => `avatars/${id}/${randomUUID()}.${ext}`,
      check: AVATAR_CHECK,
    });
    const row = await changeUser(db, id, { avatarKey: stored.key }, request.id).catch(async (error) => {
      await store.remove(stored.key);
      throw error;
    });
    relay.wake();
    if (previous) await store.remove(previous).catch(() => undefined);
    return { avatarUrl: avatarUrl(row.avatarKey)!, message: 'Avatar updated successfully' };
  });

  /** Avatars are public images; a new upload gets a new key, so they may be cached for long. */
  app.get(
    '/avatars/*',
    { config: { access: 'public' }, schema: { params: WildcardParams } },
    async (request, reply) => {
      const path = request.params['*'];
      if (!AVATAR_PATH.test(path)) throw notFound('Avatar not found');
      const key = `avatars/${path}`;
      const object = await store.stat(key).catch(() => {
        throw notFound('Avatar not found');
      });
      return reply
        .header('content-type', object.contentType)
        .header('content-length', object.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(await store.read(key));
    },
  );
};
