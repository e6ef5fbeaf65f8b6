import type { UserStatsReply } from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';

export const adminApi = bffApi.injectEndpoints({
  endpoints: (build) => ({
    userStats: build.query<UserStatsReply, void>({
      query: () => 'admin/stats/users',
      providesTags: ['UserStats'],
    }),
  }),
});

export const { useUserStatsQuery } = adminApi;
