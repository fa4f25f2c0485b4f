import type { CommandReceipt, LoginInput, LoginReply, Page, RegisterInput, RoleInput, RolesView, UserInfo, UserView } from '@cargo/contracts';
import { api } from '../../../shared/api';

export const identityApi = api.enhanceEndpoints({ addTagTypes: ['User', 'Role'] }).injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginReply, LoginInput>({ query: (body) => ({ url: '/user/login', method: 'POST', body }) }),
    register: build.mutation<Record<string, never>, RegisterInput>({ query: (body) => ({ url: '/user/register', method: 'POST', body }) }),
    verifyEmail: build.mutation<{ id: number }, string>({ query: (token) => `/verify/email/${encodeURIComponent(token)}` }),
    logout: build.mutation<void, void>({ query: () => '/user/logout' }),
    verifySession: build.query<{ userInfo: UserInfo; id: number }, void>({ query: () => '/user/verify/session' }),
    listUsers: build.query<Page<UserView>, { page: number; pageSize: number }>({ query: (params) => ({ url: '/user/get', params }), providesTags: ['User'] }),
    listRoles: build.query<RolesView, void>({ query: () => '/role/get', providesTags: ['Role'] }),
    setRole: build.mutation<CommandReceipt, RoleInput>({ query: (body) => ({ url: '/role/set', method: 'POST', body }), invalidatesTags: ['Role'] }),
    setUserRoles: build.mutation<CommandReceipt, { id: number; roles: string[] }>({
      query: ({ id, roles }) => ({ url: `/user/roles/${id}`, method: 'POST', body: { roles } }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useVerifyEmailMutation,
  useLogoutMutation,
  useVerifySessionQuery,
  useListUsersQuery,
  useLazyListUsersQuery,
  useListRolesQuery,
  useSetRoleMutation,
  useSetUserRolesMutation,
} = identityApi;
