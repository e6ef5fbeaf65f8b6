import {
  AdminUserParams,
  AdminUserReply,
  AdminUsersQuery,
  AdminUsersReply,
  UserRoleBody,
  UserSuspendedBody,
} from '@academy/contracts';
import type { App } from '@academy/kit';
import { withUser } from '@academy/kit';
import { changeRole, setSuspended } from '../../commands/manage-account.ts';
import type { AuthContext } from '../../context.ts';
import { listUsers, toAdminUser } from '../../queries/admin-users.ts';

/**
 * The admin console's user management: the list with its search, role changes and suspension. A
 * change ends the account's logins (`ended_sessions`, which the BFF reads), and no administrator can
 * change their own account here or leave the academy without an active administrator (409).
 */
export const registerAdminUserRoutes = (app: App, { db, guards, sessions, relay }: AuthContext) => {
  const admin = { onRequest: guards.role('ADMIN') };

  app.get(
    '/users',
    { ...admin, schema: { querystring: AdminUsersQuery, response: { 200: AdminUsersReply } } },
    (request) => listUsers(db, request.query),
  );

  app.put(
    '/users/:id/role',
    {
      ...admin,
      schema: { params: AdminUserParams, body: UserRoleBody, response: { 200: AdminUserReply } },
    },
    withUser(async (request) => {
      const { role } = request.body;
      const { user, changed } = await changeRole(
        { db, sessions },
        request.user.id,
        request.params.id,
        role,
        request.id,
      );
      if (changed) relay.wake();
      const title = role === 'ADMIN' ? 'an administrator' : 'a learner';
      return {
        user: toAdminUser(user),
        message: changed ? `${user.fullName} is now ${title}` : `${user.fullName} was already ${title}`,
      };
    }),
  );

  app.put(
    '/users/:id/suspended',
    {
      ...admin,
      schema: { params: AdminUserParams, body: UserSuspendedBody, response: { 200: AdminUserReply } },
    },
    withUser(async (request) => {
      const { suspended } = request.body;
      const { user } = await setSuspended({ db, sessions }, request.user.id, request.params.id, suspended);
      return {
        user: toAdminUser(user),
        message: suspended ? `${user.fullName} is suspended` : `${user.fullName} is reinstated`,
      };
    }),
  );
};
