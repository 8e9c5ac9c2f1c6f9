import type { Pagination } from '../schemas/envelope.ts';
import type { SubUser, SubUserDeleted } from '../schemas/subUser.ts';
import type { SubUserCreateBody, SubUserUpdateForm } from '../schemas/subUserForm.ts';
import { authApi } from './authApi.ts';
import { api, type HttpClient } from './http.ts';

// The sub-user calls of spec §7 (the main user and admins; other roles get 403) and the invitation's
// resend. Every failure is rethrown
// as an ApiError (err.rethrow); machines invoke these, views never see them.

export type SubUserPage = { readonly subUsers: readonly SubUser[]; readonly pagination: Pagination };
export type SubUserSaved = { readonly subUser: SubUser; readonly message: string };
export type SubUserRemoved = { readonly accountId: string; readonly message: string };

/** Default page size of the sub-user list. */
export const SUB_USERS_PAGE_SIZE = 10;

export function createSubUsersApi(client: HttpClient = api, authed: <T>(call: () => Promise<T>) => Promise<T> = (call) => authApi.withSession(call)) {
  const path = (accountId: string) => `/v1/user/sub/user/${encodeURIComponent(accountId)}`;

  return {
    list: (query: { page: number; limit?: number }): Promise<SubUserPage> =>
      authed(async () => {
        const { data } = await client.get<{ response: SubUser[]; pagination: Pagination }>('/v1/user/sub/user', {
          query: { page: query.page, limit: query.limit ?? SUB_USERS_PAGE_SIZE },
        });
        return { subUsers: data.response, pagination: data.pagination };
      }),

    get: (accountId: string): Promise<SubUser> => authed(async () => (await client.get<SubUser>(path(accountId))).data),

    create: (form: SubUserCreateBody): Promise<SubUserSaved> =>
      authed(async () => {
        const { data, message } = await client.post<SubUser>('/v1/user/sub/user', { body: { ...form } });
        return { subUser: data, message };
      }),

    update: (accountId: string, form: SubUserUpdateForm): Promise<SubUserSaved> =>
      authed(async () => {
        const { data, message } = await client.put<SubUser>(path(accountId), { body: { ...form } });
        return { subUser: data, message };
      }),

    /** A new invitation link for a pending invitee. */
    resendInvitation: (accountId: string): Promise<SubUserSaved> =>
      authed(async () => {
        const { data, message } = await client.post<SubUser>(`${path(accountId)}/invitation`);
        return { subUser: data, message };
      }),

    remove: (accountId: string): Promise<SubUserRemoved> =>
      authed(async () => {
        const { data, message } = await client.delete<SubUserDeleted>(path(accountId));
        return { accountId: data.accountId, message };
      }),
  };
}

export type SubUsersApi = ReturnType<typeof createSubUsersApi>;
export const subUsersApi: SubUsersApi = /* @__PURE__ */ createSubUsersApi();
