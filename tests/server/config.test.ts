import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    expect(loadConfig({}, '/srv/app')).toEqual({
      port: 3000,
      host: undefined,
      dataDir: path.resolve('/srv/app', 'data'),
      databaseUrl: undefined,
      staticDir: undefined,
      nodeEnv: 'development',
      maxJsonBodyBytes: 1024 * 1024,
      maxUploadBodyBytes: 10 * 1024 * 1024,
      jwtSecret: undefined,
      trustProxy: 0,
      smtpUrl: undefined,
      mailFrom: 'Cargo Connects <no-reply@cargoconnects.test>',
      seedDemo: true,
    });
  });

  it('reads the environment', () => {
    const config = loadConfig(
      { PORT: '3101', DATA_DIR: '.data-b', DATABASE_URL: 'postgres://u:p@db:5432/cargo', NODE_ENV: 'production', HOST: '127.0.0.1', STATIC_DIR: 'build' },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 3101,
      dataDir: '/srv/app/.data-b',
      databaseUrl: 'postgres://u:p@db:5432/cargo',
      nodeEnv: 'production',
      host: '127.0.0.1',
      staticDir: '/srv/app/build',
    });
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: ' ', DATABASE_URL: '' }, '/srv/app')).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('lists every problem at once, without echoing the database URL', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://root:hunter2@db/x', NODE_ENV: 'staging', MAX_JSON_BODY_BYTES: '1e6' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "70000")',
      'MAX_JSON_BODY_BYTES must be a whole number from 1024 to 104857600 (got "1e6")',
      'DATABASE_URL must be a postgres:// or postgresql:// URL, e.g. postgres://user:password@localhost:5432/cargo',
      'NODE_ENV must be one of development, production, test (got "staging")',
    ]);
    expect(message).not.toContain('hunter2');
  });
});
