import {
  AdminUserParams,
  AdminUserReply,
  AdminUsersQuery,
  AdminUsersReply,
  UserRoleBody,
  UserStatsReply,
  UserSuspendedBody,
} from '@academy/contracts/http';
import type { App } from '@academy/kit';
import type { BffContext } from '../../context.ts';
import { routeTable } from '../route-table.ts';

export const registerAdminRoutes = (api: App, { guards, clients, endedSessions }: BffContext) => {
  const { auth, orders } = clients;
  const admin = routeTable(api, { tags: ['admin'], guard: guards.role('ADMIN') });

  admin.get('/admin/stats/users', { reply: UserStatsReply }, async (request) => {
    const [{ allUsersCount }, { subscribedUsersCount }] = await Promise.all([
      auth.userStats(request),
      orders.subscriberCount(request),
    ]);
    return { allUsersCount, subscribedUsersCount, message: 'User statistics loaded' };
  });

  // User management; the auth service decides (its guard rails are 409s) and ends the account's
  // logins on a suspension or role change. Asking for the ended logins at once makes this replica
  // refuse their tokens from the reply on (others within a second), as after a password change.
  admin.get('/admin/users', { querystring: AdminUsersQuery, reply: AdminUsersReply }, (request) =>
    auth.users(request.query, request),
  );
  admin.put(
    '/admin/users/:id/role',
    { params: AdminUserParams, body: UserRoleBody, reply: AdminUserReply },
    async (request) => {
      const changed = await auth.setRole(request.params.id, request.body, request);
      await endedSessions.refresh();
      return changed;
    },
  );
  admin.put(
    '/admin/users/:id/suspended',
    { params: AdminUserParams, body: UserSuspendedBody, reply: AdminUserReply },
    async (request) => {
      const changed = await auth.setSuspended(request.params.id, request.body, request);
      await endedSessions.refresh();
      return changed;
    },
  );
};
