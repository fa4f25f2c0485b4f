import type { LoginInput, LoginReply, Page, RegisterInput, UserInfo, UserView } from '@cargo/contracts';
import { api } from '../../../shared/api';

export const identityApi = api.enhanceEndpoints({ addTagTypes: ['User'] }).injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginReply, LoginInput>({ query: (body) => ({ url: '/user/login', method: 'POST', body }) }),
    register: build.mutation<Record<string, never>, RegisterInput>({ query: (body) => ({ url: '/user/register', method: 'POST', body }) }),
    verifyEmail: build.mutation<{ id: number }, string>({ query: (token) => `/verify/email/${encodeURIComponent(token)}` }),
    logout: build.mutation<void, void>({ query: () => '/user/logout' }),
    verifySession: build.query<{ userInfo: UserInfo; id: number }, void>({ query: () => '/user/verify/session' }),
    listUsers: build.query<Page<UserView>, { page: number; pageSize: number }>({ query: (params) => ({ url: '/user/get', params }), providesTags: ['User'] }),
    changeRole: build.mutation<{ id: number }, { id: number; grant: boolean; role: 'admin' | 'auditor' }>({
      query: ({ id, grant, role }) => ({ url: `/user/${grant ? 'grant' : 'revoke'}/${role}/${id}`, method: 'POST' }),
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
  useChangeRoleMutation,
} = identityApi;
