import { UserStatsReply } from '@academy/contracts';
import type { App } from '@academy/kit';
import type { BffContext } from '../../context.ts';

export const registerAdminRoutes = (api: App, { guards, clients }: BffContext) => {
  const { auth } = clients;

  api.get(
    '/admin/stats/users',
    { preHandler: guards.role('ADMIN'), schema: { tags: ['admin'], response: { 200: UserStatsReply } } },
    async (request) => {
      const { allUsersCount } = await auth.userStats(request);
      // Nobody can hold a subscription until payments exist, so none is counted yet.
      return { allUsersCount, subscribedUsersCount: 0, message: 'User statistics loaded' };
    },
  );
};
