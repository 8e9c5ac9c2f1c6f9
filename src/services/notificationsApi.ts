import type { NotificationList, NotificationPreferences, ReadState, Unsubscribed } from '../schemas/notification.ts';
import type { NotificationChoice } from '../schemas/notificationRules.ts';
import { NOTIFICATION_DEFAULT_QUERY } from '../schemas/notificationRules.ts';
import { authApi } from './authApi.ts';
import { api, type HttpClient } from './http.ts';

// The notification calls of spec §7. Failures are rethrown as ApiErrors; the notifications machine
// decides that they are only logged (spec err.notif-logged).

export type NotificationQuery = { readonly page?: number; readonly limit?: number };

export function createNotificationsApi(
  client: HttpClient = api,
  withSession: <T>(call: () => Promise<T>) => Promise<T> = (call) => authApi.withSession(call),
) {
  return {
    /** spec call.notification-defaults: page and limit always sent, defaults 1 and 10; newest first. */
    list: ({ page = NOTIFICATION_DEFAULT_QUERY.page, limit = NOTIFICATION_DEFAULT_QUERY.limit }: NotificationQuery = {}): Promise<NotificationList> =>
      withSession(async () => (await client.get<NotificationList>('/v1/user/notification', { query: { page, limit } })).data),

    /** One notification read (for the whole company); what is still unread. */
    markRead: (id: string): Promise<ReadState> =>
      withSession(async () => (await client.post<ReadState>(`/v1/user/notification/${encodeURIComponent(id)}/read`, { body: {} })).data),

    /** Every notification read. */
    markAllRead: (): Promise<ReadState> => withSession(async () => (await client.post<ReadState>('/v1/user/notification/read-all', { body: {} })).data),

    /** The company's channels per kind. */
    preferences: (): Promise<readonly NotificationChoice[]> =>
      withSession(async () => (await client.get<NotificationPreferences>('/v1/user/notification/preferences')).data.preferences),

    savePreferences: (preferences: readonly NotificationChoice[]): Promise<readonly NotificationChoice[]> =>
      withSession(async () => (await client.put<NotificationPreferences>('/v1/user/notification/preferences', { body: { preferences } })).data.preferences),

    /** An email's unsubscribe link, no session needed. */
    unsubscribe: async (token: string): Promise<{ readonly result: Unsubscribed; readonly message: string }> => {
      const answer = await client.post<Unsubscribed>('/v1/common/notification/unsubscribe', { body: { token } });
      return { result: answer.data, message: answer.message };
    },

    /** spec call.notification-token: this browser's push token, sent as webToken. */
    registerToken: (webToken: string): Promise<void> =>
      withSession(async () => {
        await client.put('/v1/user/notification/token', { body: { webToken } });
      }),
  };
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
export const notificationsApi: NotificationsApi = /* @__PURE__ */ createNotificationsApi();
