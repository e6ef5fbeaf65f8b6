import { UserStatsReply } from '@academy/contracts';
import type { App } from '@academy/kit';
import type { BffContext } from '../../context.ts';

export const registerAdminRoutes = (api: App, { guards, clients }: BffContext) => {
  const { auth, orders } = clients;

  api.get(
    '/admin/stats/users',
    { preHandler: guards.role('ADMIN'), schema: { tags: ['admin'], response: { 200: UserStatsReply } } },
    async (request) => {
      const [{ allUsersCount }, { subscribedUsersCount }] = await Promise.all([
        auth.userStats(request),
        orders.subscriberCount(request),
      ]);
      return { allUsersCount, subscribedUsersCount, message: 'User statistics loaded' };
    },
  );
};
