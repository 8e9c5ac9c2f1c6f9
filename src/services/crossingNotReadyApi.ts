import type { CrossingNotReady } from '../schemas/crossingPaperBodies.ts';
import { authApi } from './authApi.ts';
import { api, type HttpClient } from './http.ts';

/** The company's orders not yet picked up whose crossing is not ready (the order list's and the dashboard's flags). */
export function createCrossingNotReadyApi(client: HttpClient = api, withSession: <T>(call: () => Promise<T>) => Promise<T> = (call) => authApi.withSession(call)) {
  return {
    notReady: (): Promise<CrossingNotReady['orders']> => withSession(async () => (await client.get<CrossingNotReady>('/v1/user/order/crossing/notReady')).data.orders),
  };
}

export const crossingNotReadyApi = /* @__PURE__ */ createCrossingNotReadyApi();
