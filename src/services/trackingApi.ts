import type { CreatedTrackingLink, PublicTracking, TrackingLink } from '../schemas/tracking.ts';
import { publicTrackingPath, TRACKING_CHANGED } from '../schemas/trackingRules.ts';
import { authApi } from './authApi.ts';
import { getConfig } from './config.ts';
import { api, createHttpClient, type HttpClient } from './http.ts';

// Tracking links: the company's calls on an order, and the public page's own, which
// need no account (the token in the path is the credential, so no session token is ever sent).

export type TrackingLinkRevoked = { readonly link: TrackingLink; readonly message: string };
export type TrackingLinkCreated = { readonly created: CreatedTrackingLink; readonly message: string };

const publicClient: HttpClient = /* @__PURE__ */ createHttpClient({ baseURL: () => getConfig().apiBaseUrl, getToken: () => undefined });

export function createTrackingApi(
  client: HttpClient = api,
  withSession: <T>(call: () => Promise<T>) => Promise<T> = (call) => authApi.withSession(call),
  anonymous: HttpClient = publicClient,
) {
  const links = (movementId: string) => `/v1/user/order/${encodeURIComponent(movementId)}/tracking-links`;
  return {
    links: (movementId: string): Promise<readonly TrackingLink[]> =>
      withSession(async () => (await client.get<{ links: TrackingLink[] }>(links(movementId))).data.links),

    create: (movementId: string, label: string | null): Promise<TrackingLinkCreated> =>
      withSession(async () => {
        const { data, message } = await client.post<CreatedTrackingLink>(links(movementId), { body: label ? { label } : {} });
        return { created: data, message };
      }),

    revoke: (movementId: string, id: string): Promise<TrackingLinkRevoked> =>
      withSession(async () => {
        const { data, message } = await client.delete<TrackingLink>(`${links(movementId)}/${encodeURIComponent(id)}`);
        return { link: data, message };
      }),

    /** The public page's data; 404 unknown, 410 revoked or expired (in the server's words). */
    tracking: async (token: string): Promise<PublicTracking> => (await anonymous.get<PublicTracking>(publicTrackingPath(token))).data,
  };
}

export type TrackingApi = ReturnType<typeof createTrackingApi>;
export const trackingApi: TrackingApi = /* @__PURE__ */ createTrackingApi();

/** After the browser gave up on the stream: try a new one this much later. */
export const TRACKING_STREAM_RETRY_MS = 5000;

/**
 * Calls `onChange` whenever the page should fetch again: the order moved (a TRACKING_CHANGED
 * event), the stream came back after a drop (events may have been missed), or the server refused
 * it (revoked or expired: the fetch says which; otherwise a new stream is tried a little later).
 * Returns the stop function.
 */
export function watchTracking(token: string, onChange: () => void, EventSourceImpl: typeof EventSource = EventSource, retryMs = TRACKING_STREAM_RETRY_MS): () => void {
  const url = `${getConfig().apiBaseUrl.replace(/\/+$/, '')}${publicTrackingPath(token)}/events`;
  let source: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let dropped = false;
  const connect = (): void => {
    const current = new EventSourceImpl(url);
    source = current;
    current.onmessage = (event: MessageEvent<string>) => {
      try {
        if ((JSON.parse(event.data) as { type?: unknown }).type === TRACKING_CHANGED) onChange();
      } catch {
        // Not an event of ours: nothing to do.
      }
    };
    current.onopen = () => {
      if (dropped) onChange();
      dropped = false;
    };
    current.onerror = () => {
      dropped = true;
      if (current.readyState !== EventSourceImpl.CLOSED) return; // the browser reconnects by itself
      onChange();
      retry = setTimeout(connect, retryMs);
    };
  };
  connect();
  return () => {
    clearTimeout(retry);
    source?.close();
  };
}
