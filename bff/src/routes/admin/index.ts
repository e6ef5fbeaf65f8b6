import { UserStatsReply } from '@academy/contracts';
import type { FastifyInstance } from 'fastify';
import { createAuthClient } from '../../clients/auth.ts';
import type { BffContext } from '../../context.ts';

export const registerAdminRoutes = (api: FastifyInstance, { config, guards }: BffContext) => {
  const auth = createAuthClient(config.AUTH_URL);

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
