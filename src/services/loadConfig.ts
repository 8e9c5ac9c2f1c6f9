import { AppConfig } from '../schemas/config.ts';
import { validate } from '../schemas/validate.ts';

export type Env = Readonly<Record<string, unknown>>;

// Schema path (dot-joined) → the variable that feeds it, so errors name what to fix.
const VARIABLES: Readonly<Record<string, string>> = {
  apiBaseUrl: 'VITE_API_BASE_URL',
  carrierSiteUrl: 'VITE_CARRIER_SITE_URL',
  chatUrl: 'VITE_CHAT_URL',
  appStoreUrl: 'VITE_APP_STORE_URL',
  playStoreUrl: 'VITE_PLAY_STORE_URL',
  'features.push': 'VITE_PUSH',
  'features.inspect': 'VITE_INSPECT',
  'features.statecharts': 'VITE_STATECHARTS',
  'features.pseudoLocale': 'VITE_PSEUDO_LOCALE',
  'firebase.apiKey': 'VITE_FIREBASE_API_KEY',
  'firebase.projectId': 'VITE_FIREBASE_PROJECT_ID',
  'firebase.messagingSenderId': 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'firebase.appId': 'VITE_FIREBASE_APP_ID',
  'firebase.vapidKey': 'VITE_FIREBASE_VAPID_KEY',
};

/** Thrown at start-up when any VITE_* variable is invalid; lists every one of them. */
export class ConfigError extends Error {
  readonly errors: Readonly<Record<string, string>>;

  constructor(errors: Record<string, string>) {
    const lines = Object.entries(errors).map(([variable, message]) =>
      message.includes(variable) ? `- ${message}` : `- ${variable}: ${message}`,
    );
    super(`Invalid configuration:\n${lines.join('\n')}`);
    this.name = 'ConfigError';
    this.errors = errors;
  }
}

// Unset and blank variables are "absent", so the schema's defaults apply.
const text = (env: Env, name: string): string | undefined => {
  const value = env[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

// '1'/'true' and '0'/'false'; anything else is passed through for the schema to reject.
const flag = (env: Env, name: string): unknown => {
  const value = text(env, name)?.toLowerCase();
  if (value === undefined) return undefined;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return value;
};

const compact = (record: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));

/** Maps VITE_* variables onto the AppConfig input shape (absent keys stay absent). */
export const envToConfigInput = (env: Env): Record<string, unknown> => {
  const firebase = compact({
    apiKey: text(env, 'VITE_FIREBASE_API_KEY'),
    projectId: text(env, 'VITE_FIREBASE_PROJECT_ID'),
    messagingSenderId: text(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
    appId: text(env, 'VITE_FIREBASE_APP_ID'),
    vapidKey: text(env, 'VITE_FIREBASE_VAPID_KEY'),
  });
  return compact({
    apiBaseUrl: text(env, 'VITE_API_BASE_URL'),
    carrierSiteUrl: text(env, 'VITE_CARRIER_SITE_URL'),
    chatUrl: text(env, 'VITE_CHAT_URL'),
    appStoreUrl: text(env, 'VITE_APP_STORE_URL'),
    playStoreUrl: text(env, 'VITE_PLAY_STORE_URL'),
    features: compact({ push: flag(env, 'VITE_PUSH'), inspect: flag(env, 'VITE_INSPECT'), statecharts: flag(env, 'VITE_STATECHARTS'), pseudoLocale: flag(env, 'VITE_PSEUDO_LOCALE') }),
    // Any Firebase variable switches Firebase on; the schema then demands all five.
    firebase: Object.keys(firebase).length > 0 ? firebase : undefined,
  });
};

/** Decodes the app configuration from the environment; throws ConfigError listing every bad variable. */
export const loadConfig = (env: Env = import.meta.env): AppConfig => {
  const result = validate(AppConfig, envToConfigInput(env));
  if (result.ok) return result.value;
  // validate keys errors by dot-joined schema path; report them by variable name.
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(result.errors)) {
    errors[VARIABLES[path] ?? (path || 'configuration')] ??= message;
  }
  throw new ConfigError(errors);
};
