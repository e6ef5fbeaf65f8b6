import type {
  AdminUserReply,
  AdminUsersQuery,
  AdminUsersReply,
  UserRoleBody,
  UserSuspendedBody,
} from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';

const usersApiBase = bffApi.enhanceEndpoints({ addTagTypes: ['AdminUser'] });
const USER_LIST = { type: 'AdminUser', id: 'LIST' } as const;

/** The admin console's user management: the searched list, role changes, suspension. */
export const adminUsersApi = usersApiBase.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<AdminUsersReply, AdminUsersQuery>({
      query: (params) => ({ url: 'admin/users', params }),
      providesTags: (reply) => [
        USER_LIST,
        ...(reply?.users ?? []).map((user) => ({ type: 'AdminUser' as const, id: user.id })),
      ],
    }),
    setUserRole: build.mutation<AdminUserReply, { id: string } & UserRoleBody>({
      query: ({ id, role }) => ({ url: `admin/users/${id}/role`, method: 'PUT', body: { role } }),
      invalidatesTags: (_reply, _error, { id }) => [{ type: 'AdminUser', id }],
    }),
    setUserSuspended: build.mutation<AdminUserReply, { id: string } & UserSuspendedBody>({
      query: ({ id, suspended }) => ({
        url: `admin/users/${id}/suspended`,
        method: 'PUT',
        body: { suspended },
      }),
      invalidatesTags: (_reply, _error, { id }) => [{ type: 'AdminUser', id }],
    }),
  }),
});

export const { useAdminUsersQuery, useSetUserRoleMutation, useSetUserSuspendedMutation } = adminUsersApi;
