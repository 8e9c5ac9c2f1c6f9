import type { AppConfig } from '../schemas/config.ts';
import type { PushMessage } from '../schemas/notification.ts';
import { authApi } from './authApi.ts';
import { getConfig } from './config.ts';
import { getToken } from './cookies.ts';
import { PUSH_EVENTS_PATH, streamPushEvents } from './pushEvents.ts';

// Push messages for the signed-in browser (spec push.refetch): Firebase Cloud Messaging when the
// build configures it, otherwise the API's server-sent events (no third party, works offline).

export interface PushHandlers {
  /** A push arrived; only its type matters (NEW_NOTIFICATION → refetch). */
  readonly onMessage: (message: PushMessage) => void;
  /** Firebase issued this browser's token: register it with the API (spec call.notification-token). */
  readonly onToken?: (webToken: string) => void;
  /** The stream came back after a drop; messages sent meanwhile were missed. */
  readonly onResume?: () => void;
  /** Transport trouble, for the log only (spec err.notif-logged). */
  readonly onError?: (error: unknown) => void;
}

export interface PushDeps {
  readonly config: () => AppConfig;
  readonly startFirebase: typeof import('./firebasePush.ts').startFirebasePush;
  readonly streamEvents: typeof streamPushEvents;
}

const defaultDeps: PushDeps = {
  config: getConfig,
  // Firebase is imported only here, only when configured: never in the landing bundle.
  startFirebase: async (...args) => (await import('./firebasePush.ts')).startFirebasePush(...args),
  streamEvents: streamPushEvents,
};

/** Starts listening; the returned function stops it (sign-out) and may be called more than once. */
export function subscribePush(handlers: PushHandlers, deps: PushDeps = defaultDeps): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const onError = handlers.onError ?? ((error: unknown) => console.warn('push', error));
  const config = deps.config();
  let stopFirebase: (() => void) | undefined;

  const stream = () =>
    void deps
      .streamEvents({
        url: `${config.apiBaseUrl.replace(/\/+$/, '')}${PUSH_EVENTS_PATH}`,
        getToken,
        withSession: (call) => authApi.withSession(call),
        onMessage: handlers.onMessage,
        onResume: handlers.onResume,
        onError,
        signal,
      })
      .catch(onError);

  // VITE_PUSH opts in to browser push (Firebase asks for notification permission); live updates
  // over the API's stream need no setting.
  if (config.firebase && config.features.push) {
    deps
      .startFirebase(config.firebase, { onMessage: handlers.onMessage, onToken: (token) => handlers.onToken?.(token), onError })
      .then(
        (stop) => {
          if (signal.aborted) stop();
          else stopFirebase = stop;
        },
        (error: unknown) => {
          // No Firebase in this browser (unsupported, permission denied): the API's stream still works.
          onError(error);
          if (!signal.aborted) stream();
        },
      );
  } else {
    stream();
  }

  return () => {
    controller.abort();
    stopFirebase?.();
    stopFirebase = undefined;
  };
}
