import type { NotificationList } from '../schemas/notification.ts';
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

    /** spec call.notification-token: this browser's push token, sent as webToken. */
    registerToken: (webToken: string): Promise<void> =>
      withSession(async () => {
        await client.put('/v1/user/notification/token', { body: { webToken } });
      }),
  };
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
export const notificationsApi: NotificationsApi = /* @__PURE__ */ createNotificationsApi();
