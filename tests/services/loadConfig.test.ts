import { Schema } from 'effect';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfig } from '../../src/schemas/config.ts';
import { ConfigError, envToConfigInput, loadConfig } from '../../src/services/loadConfig.ts';

const firebaseEnv = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_PROJECT_ID: 'cargo-connects',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234',
  VITE_FIREBASE_APP_ID: '1:1234:web:abc',
  VITE_FIREBASE_VAPID_KEY: 'vapid',
};

const configError = (env: Record<string, unknown>): ConfigError => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected loadConfig to throw');
};

describe('AppConfig schema', () => {
  it('fills every default from an empty input', () => {
    expect(Schema.decodeUnknownSync(AppConfig)({})).toEqual({
      apiBaseUrl: '',
      carrierSiteUrl: 'https://carrier.cargoconnects.com',
      chatUrl: 'https://wa.me/15550100200',
      appStoreUrl: 'https://apps.apple.com/us/search?term=Cargo%20Connects',
      playStoreUrl: 'https://play.google.com/store/search?q=Cargo%20Connects&c=apps',
      features: { push: false, inspect: false, statecharts: false, pseudoLocale: false },
    });
  });

  it('rejects a non-http(s) API base URL with the variable named', () => {
    expect(() => Schema.decodeUnknownSync(AppConfig)({ apiBaseUrl: 'ftp://api.example.com' })).toThrow(
      'VITE_API_BASE_URL must be an http(s) URL',
    );
  });
});

describe('loadConfig', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('uses the defaults when no variable is set (empty API base URL = same origin)', () => {
    const config = loadConfig({});
    expect(config.apiBaseUrl).toBe('');
    expect(config.carrierSiteUrl).toBe('https://carrier.cargoconnects.com');
    expect(config.chatUrl).toBe('https://wa.me/15550100200');
    expect(config.appStoreUrl).toMatch(/^https:\/\/apps\.apple\.com\/.*Cargo%20Connects/);
    expect(config.playStoreUrl).toMatch(/^https:\/\/play\.google\.com\/store\/.*Cargo%20Connects/);
    expect(config.features).toEqual({ push: false, inspect: false, statecharts: false, pseudoLocale: false });
    expect(config.firebase).toBeUndefined();
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ VITE_API_BASE_URL: '  ', VITE_CHAT_URL: '', VITE_PUSH: '' })).toEqual(loadConfig({}));
  });

  it('maps every VITE_* variable', () => {
    const config = loadConfig({
      VITE_API_BASE_URL: 'https://api.cargoconnects.com',
      VITE_CARRIER_SITE_URL: 'http://carrier.test',
      VITE_CHAT_URL: 'https://wa.me/15550000000',
      VITE_APP_STORE_URL: 'https://apps.apple.com/app/id1',
      VITE_PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=x',
      VITE_PUSH: 'true',
      VITE_INSPECT: '1',
      VITE_STATECHARTS: '1',
      ...firebaseEnv,
    });
    expect(config).toEqual({
      apiBaseUrl: 'https://api.cargoconnects.com',
      carrierSiteUrl: 'http://carrier.test',
      chatUrl: 'https://wa.me/15550000000',
      appStoreUrl: 'https://apps.apple.com/app/id1',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=x',
      features: { push: true, inspect: true, statecharts: true, pseudoLocale: false },
      firebase: {
        apiKey: 'key',
        projectId: 'cargo-connects',
        messagingSenderId: '1234',
        appId: '1:1234:web:abc',
        vapidKey: 'vapid',
      },
    });
  });

  it.each([
    ['1', true],
    ['true', true],
    ['TRUE', true],
    ['0', false],
    ['false', false],
    [undefined, false],
  ])('reads feature flag %s as %s', (value, expected) => {
    expect(loadConfig({ VITE_PUSH: value, VITE_INSPECT: value, VITE_STATECHARTS: value, VITE_PSEUDO_LOCALE: value }).features).toEqual({
      push: expected,
      inspect: expected,
      statecharts: expected,
      pseudoLocale: expected,
    });
  });

  it('throws a ConfigError listing every invalid variable at once', () => {
    const error = configError({
      VITE_API_BASE_URL: 'api.example.com',
      VITE_CARRIER_SITE_URL: 'javascript:alert(1)',
      VITE_CHAT_URL: 'not a url',
      VITE_APP_STORE_URL: 'mailto:x@y.z',
      VITE_PLAY_STORE_URL: 'ftp://play',
      VITE_PUSH: 'yes',
      VITE_INSPECT: 'on',
      VITE_STATECHARTS: 'maybe',
    });
    expect(error.errors).toEqual({
      VITE_API_BASE_URL: 'VITE_API_BASE_URL must be an http(s) URL',
      VITE_CARRIER_SITE_URL: 'VITE_CARRIER_SITE_URL must be an http(s) URL',
      VITE_CHAT_URL: 'VITE_CHAT_URL must be an http(s) URL',
      VITE_APP_STORE_URL: 'VITE_APP_STORE_URL must be an http(s) URL',
      VITE_PLAY_STORE_URL: 'VITE_PLAY_STORE_URL must be an http(s) URL',
      VITE_PUSH: 'VITE_PUSH must be 1, true, 0 or false',
      VITE_INSPECT: 'VITE_INSPECT must be 1, true, 0 or false',
      VITE_STATECHARTS: 'VITE_STATECHARTS must be 1, true, 0 or false',
    });
    expect(error.name).toBe('ConfigError');
    for (const variable of Object.keys(error.errors)) expect(error.message).toContain(variable);
  });

  it('requires all five Firebase variables together, naming the missing ones', () => {
    const { VITE_FIREBASE_APP_ID: _appId, VITE_FIREBASE_VAPID_KEY: _vapid, ...partial } = firebaseEnv;
    const error = configError(partial);
    expect(error.errors).toEqual({
      VITE_FIREBASE_APP_ID: 'VITE_FIREBASE_APP_ID is required when Firebase is configured',
      VITE_FIREBASE_VAPID_KEY: 'VITE_FIREBASE_VAPID_KEY is required when Firebase is configured',
    });
  });

  it('leaves firebase out when no Firebase variable is set', () => {
    expect('firebase' in envToConfigInput({ VITE_PUSH: '1' })).toBe(false);
  });

  it('reads import.meta.env by default', () => {
    vi.stubEnv('VITE_CHAT_URL', 'https://wa.me/15551112222');
    expect(loadConfig().chatUrl).toBe('https://wa.me/15551112222');
  });

  it('getConfig() returns the config decoded when Vite started (here: an empty environment)', async () => {
    const { getConfig } = await import('../../src/services/config.ts');
    expect(getConfig()).toEqual(loadConfig({}));
  });
});
