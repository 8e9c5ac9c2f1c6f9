import { Effect, Schema } from 'effect';

// The app's runtime configuration, decoded once at start-up from VITE_* variables.
// Messages name the variable so a broken deployment says exactly what to fix.

const isHttpUrl = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

const HttpUrl = (variable: string) =>
  Schema.String.check(
    Schema.makeFilter((value: string) => isHttpUrl(value), {
      message: `${variable} must be an http(s) URL`,
    }),
  );

const withDefault = <S extends Schema.Codec<string, string>>(schema: S, value: string) =>
  schema.pipe(Schema.withDecodingDefaultKey(Effect.succeed(value)));

export const DEFAULT_CARRIER_SITE_URL = 'https://carrier.cargoconnects.com';
export const DEFAULT_CHAT_URL = 'https://wa.me/15550100200';
export const DEFAULT_APP_STORE_URL = 'https://apps.apple.com/us/search?term=Cargo%20Connects';
export const DEFAULT_PLAY_STORE_URL = 'https://play.google.com/store/search?q=Cargo%20Connects&c=apps';

// '' means the API is served from the app's own origin (dev proxy, same-host deploy).
const ApiBaseUrl = Schema.String.check(
  Schema.makeFilter((value: string) => value === '' || isHttpUrl(value), {
    message: 'VITE_API_BASE_URL must be an http(s) URL',
  }),
);

const firebaseField = (variable: string) => {
  const message = `${variable} is required when Firebase is configured`;
  return Schema.String.check(Schema.isNonEmpty({ message })).pipe(
    Schema.annotateKey({ messageMissingKey: message }),
  );
};

// All five come from one Firebase web-app registration; half a set cannot work.
export const FirebaseConfig = Schema.Struct({
  apiKey: firebaseField('VITE_FIREBASE_API_KEY'),
  projectId: firebaseField('VITE_FIREBASE_PROJECT_ID'),
  messagingSenderId: firebaseField('VITE_FIREBASE_MESSAGING_SENDER_ID'),
  appId: firebaseField('VITE_FIREBASE_APP_ID'),
  vapidKey: firebaseField('VITE_FIREBASE_VAPID_KEY'),
});
export type FirebaseConfig = typeof FirebaseConfig.Type;

const flag = (variable: string) =>
  Schema.Boolean.annotate({ message: `${variable} must be 1, true, 0 or false` }).pipe(
    Schema.withDecodingDefaultKey(Effect.succeed(false)),
  );

export const AppConfig = Schema.Struct({
  apiBaseUrl: withDefault(ApiBaseUrl, ''),
  carrierSiteUrl: withDefault(HttpUrl('VITE_CARRIER_SITE_URL'), DEFAULT_CARRIER_SITE_URL),
  chatUrl: withDefault(HttpUrl('VITE_CHAT_URL'), DEFAULT_CHAT_URL),
  appStoreUrl: withDefault(HttpUrl('VITE_APP_STORE_URL'), DEFAULT_APP_STORE_URL),
  playStoreUrl: withDefault(HttpUrl('VITE_PLAY_STORE_URL'), DEFAULT_PLAY_STORE_URL),
  features: Schema.Struct({ push: flag('VITE_PUSH'), inspect: flag('VITE_INSPECT'), statecharts: flag('VITE_STATECHARTS'), pseudoLocale: flag('VITE_PSEUDO_LOCALE') }).pipe(
    Schema.withDecodingDefaultKey(Effect.succeed({})),
  ),
  firebase: Schema.optionalKey(FirebaseConfig),
});
export type AppConfig = typeof AppConfig.Type;
export type AppConfigInput = typeof AppConfig.Encoded;
