import { UserStatsReply } from '@academy/contracts/http';
import type { App } from '@academy/kit';
import type { BffContext } from '../../context.ts';
import { routeTable } from '../route-table.ts';

export const registerAdminRoutes = (api: App, { guards, clients }: BffContext) => {
  const { auth, orders } = clients;
  const admin = routeTable(api, { tags: ['admin'], guard: guards.role('ADMIN') });

  admin.get('/admin/stats/users', { reply: UserStatsReply }, async (request) => {
    const [{ allUsersCount }, { subscribedUsersCount }] = await Promise.all([
      auth.userStats(request),
      orders.subscriberCount(request),
    ]);
    return { allUsersCount, subscribedUsersCount, message: 'User statistics loaded' };
  });
};
