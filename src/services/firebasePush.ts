import type { FirebaseConfig } from '../schemas/config.ts';
import type { PushMessage } from '../schemas/notification.ts';

// Firebase Cloud Messaging in the browser. Only push.ts imports this module, lazily and only when
// Firebase is configured, so Firebase never ships to anyone who does not use it.

/** The background half (public/): it reads the Firebase settings from its own query string. */
export const FIREBASE_SW_PATH = '/firebase-messaging-sw.js';
/** Its own scope, so the worker never controls (or intercepts) the app's pages. */
export const FIREBASE_SW_SCOPE = '/firebase-cloud-messaging-push-scope';

export interface FirebasePushHandlers {
  readonly onMessage: (message: PushMessage) => void;
  /** Firebase issued this browser's token: the caller registers it with the API. */
  readonly onToken: (webToken: string) => void;
  readonly onError?: (error: unknown) => void;
}

type FirebaseModules = {
  app: Pick<typeof import('firebase/app'), 'initializeApp' | 'getApps'>;
  messaging: Pick<typeof import('firebase/messaging'), 'isSupported' | 'getMessaging' | 'getToken' | 'onMessage' | 'deleteToken'>;
};

export interface FirebasePushDeps {
  readonly load: () => Promise<FirebaseModules>;
  readonly serviceWorker: () => Pick<ServiceWorkerContainer, 'register'> | undefined;
}

const defaultDeps: FirebasePushDeps = {
  load: async () => {
    const [app, messaging] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
    return { app, messaging };
  },
  serviceWorker: () => globalThis.navigator?.serviceWorker,
};

/** The worker's URL: the public Firebase web-app settings travel in its query string. */
export const firebaseWorkerUrl = ({ apiKey, projectId, messagingSenderId, appId }: FirebaseConfig): string =>
  `${FIREBASE_SW_PATH}?${new URLSearchParams({ apiKey, projectId, messagingSenderId, appId })}`;

/**
 * Starts foreground messaging: registers the worker, gets this browser's token (asking for the
 * notification permission if it was never asked), hands it to onToken and forwards each message's
 * `data.type`. Rejects when this browser cannot receive Firebase messages (unsupported, permission
 * denied, no worker); the caller then falls back to the API's own stream. Resolves to a stop
 * function that also deletes the token, so a signed-out browser gets no more pushes.
 */
export async function startFirebasePush(config: FirebaseConfig, handlers: FirebasePushHandlers, deps: FirebasePushDeps = defaultDeps): Promise<() => void> {
  const { app: appModule, messaging: fcm } = await deps.load();
  if (!(await fcm.isSupported())) throw new Error('Firebase messaging is not supported in this browser');
  const container = deps.serviceWorker();
  if (!container) throw new Error('Service workers are not available');
  const { apiKey, projectId, messagingSenderId, appId, vapidKey } = config;
  const app = appModule.getApps()[0] ?? appModule.initializeApp({ apiKey, projectId, messagingSenderId, appId });
  const messaging = fcm.getMessaging(app);
  const registration = await container.register(firebaseWorkerUrl(config), { scope: FIREBASE_SW_SCOPE });
  const webToken = await fcm.getToken(messaging, { vapidKey, serviceWorkerRegistration: registration });
  if (!webToken) throw new Error('Firebase issued no token');
  const unsubscribe = fcm.onMessage(messaging, (payload) => {
    const type = payload.data?.type;
    if (typeof type === 'string') handlers.onMessage({ type });
  });
  handlers.onToken(webToken);
  return () => {
    unsubscribe();
    fcm.deleteToken(messaging).catch((error: unknown) => handlers.onError?.(error));
  };
}
