import {
  EndedSessionsQuery,
  EndedSessionsReply,
  LoginBody,
  RefreshBody,
  SessionReply,
} from '@academy/contracts';
import { type App, unauthorized } from '@academy/kit';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../context.ts';
import { refreshTokens } from '../../db/schema.ts';
import { digest } from '../../domain/secrets.ts';
import { endedSessionsSince } from '../../queries/ended-sessions.ts';
import { toUser } from '../../queries/user-view.ts';
import { accountThatMayLogIn, findUserByEmail } from '../../queries/users.ts';

// Checked against when the e-mail is unknown, so a wrong address takes as long as a wrong password.
const DECOY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$6kV8VxQX9r3ZJ6v0d9rE0mSx0b2zTg7p0m8d5c3yN1k';

export const registerSessionRoutes = (app: App, { db, sessions, passwords }: AuthContext) => {
  app.post(
    '/sessions',
    { config: { access: 'public' }, schema: { body: LoginBody, response: { 200: SessionReply } } },
    async (request) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(db, email);
      const valid = await passwords.verify(user?.passwordHash ?? DECOY_HASH, password);
      if (!user || !valid) throw unauthorized('Invalid email or password', 'INVALID_CREDENTIALS');
      return db.transaction(async (tx) => {
        const account = await accountThatMayLogIn(tx, user.id);
        return { user: toUser(account), ...(await sessions.issue(tx, account)) };
      });
    },
  );

  app.post(
    '/sessions/refresh',
    { config: { access: 'public' }, schema: { body: RefreshBody, response: { 200: SessionReply } } },
    async (request) => {
      const { refreshToken } = request.body;
      const outcome = await db.transaction(async (tx) => {
        const rotation = await sessions.rotate(tx, refreshToken);
        if (rotation.refused) return rotation;
        const user = await accountThatMayLogIn(tx, rotation.retired.userId);
        return {
          renewed: { user: toUser(user), ...(await sessions.issue(tx, user, rotation.retired.familyId)) },
        };
      });
      if ('refused' in outcome) throw outcome.refused;
      return outcome.renewed;
    },
  );

  /** Logout: the login's whole token family stops working. */
  app.post(
    '/sessions/revoke',
    { config: { access: 'public' }, schema: { body: RefreshBody } },
    async (request, reply) => {
      const { refreshToken } = request.body;
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, digest(refreshToken)));
      if (row) await db.transaction((tx) => sessions.revokeFamily(tx, row.familyId));
      return reply.status(204).send();
    },
  );

  /**
   * For the BFF, which refuses the access tokens of these logins: ids of logins, nothing else, so it
   * needs no token (it is not reachable from outside, like every service).
   */
  app.get(
    '/sessions/ended',
    {
      config: { access: 'public' },
      schema: { querystring: EndedSessionsQuery, response: { 200: EndedSessionsReply } },
    },
    (request) => endedSessionsSince(db, new Date(request.query.since)),
  );
};
