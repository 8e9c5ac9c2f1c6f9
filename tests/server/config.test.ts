import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

// What a production start needs besides NODE_ENV: real payments, real mail, no demo customer.
const productionReady = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', SMTP_URL: 'smtps://u:p@smtp.example.com:465', SEED_DEMO: '0' };

const problemsOf = (env: Record<string, string>): readonly string[] => {
  try {
    loadConfig(env, '/srv/app');
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('production refuses test settings', () => {
  it('refuses the test-card provider, the dev mail outbox and the demo customer, naming the setting for each', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(3);
    expect(problems.find((p) => p.includes('test-card'))).toMatch(/PAYPAL_CLIENT_ID.*ALLOW_TEST_PAYMENTS=1/);
    expect(problems.find((p) => p.includes('outbox'))).toMatch(/SMTP_URL.*ALLOW_DEV_MAIL=1/);
    expect(problems.find((p) => p.includes('demo customer'))).toMatch(/SEED_DEMO=0.*ALLOW_DEMO_SEED=1/);
  });

  it('accepts each one when explicitly allowed, or replaced by the real thing', () => {
    expect(problemsOf({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1', ALLOW_DEV_MAIL: '1', ALLOW_DEMO_SEED: '1' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'production', ...productionReady })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'production', ...productionReady, SEED_DEMO: '1' })).toHaveLength(1);
    expect(problemsOf({ NODE_ENV: 'production', ...productionReady, ALLOW_DEMO_SEED: 'yes' })).toEqual(['ALLOW_DEMO_SEED must be 1, true, 0 or false (got "yes")']);
  });

  it.each(['development', 'test'])('leaves NODE_ENV=%s alone', (nodeEnv) => {
    expect(problemsOf({ NODE_ENV: nodeEnv })).toEqual([]);
  });
});

describe('loadConfig', () => {
  it('has working defaults', () => {
    expect(loadConfig({}, '/srv/app')).toEqual({
      port: 3000,
      host: undefined,
      dataDir: path.resolve('/srv/app', 'data'),
      pgliteSharedBuffersMb: 16,
      maxInFlight: 16,
      maxQueue: 256,
      maxQueueWaitMs: 1000,
      databaseUrl: undefined,
      staticDir: undefined,
      nodeEnv: 'development',
      maxJsonBodyBytes: 1024 * 1024,
      maxUploadBodyBytes: 10 * 1024 * 1024,
      jwtSecret: undefined,
      trustProxy: 0,
      signUpsPerIpPerHour: 20,
      quotesPerIpPerHour: 30,
      uploadQuotaFiles: 50,
      uploadQuotaBytes: 50 * 1024 * 1024,
      smtpUrl: undefined,
      mailFrom: 'Cargo Connects <no-reply@cargoconnects.test>',
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      delayCheckSeconds: 300,
      crossingFilesBytesPerCompany: 200 * 1024 * 1024,
      filesDir: path.resolve('/srv/app', 'data', 'files'),
      s3: undefined,
    });
  });

  it('reads the crossing papers quota and the S3-compatible store, and refuses half a setting', () => {
    expect(loadConfig({ CROSSING_FILES_MB_PER_COMPANY: '5' }, '/srv/app').crossingFilesBytesPerCompany).toBe(5 * 1024 * 1024);
    expect(loadConfig({ S3_BUCKET: 'papers', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_PREFIX: 'cargo/' }, '/srv/app').s3).toEqual({
      bucket: 'papers',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      prefix: 'cargo/',
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' }, '/srv/app')).toThrow('S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PREFIX need S3_BUCKET');
    expect(() => loadConfig({ S3_BUCKET: 'papers', S3_ACCESS_KEY_ID: 'id' }, '/srv/app')).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
    expect(() => loadConfig({ S3_BUCKET: 'papers', S3_ENDPOINT: 'minio:9000' }, '/srv/app')).toThrow('S3_ENDPOINT must be an http:// or https:// URL');
  });

  it('reads the delay check interval (DELAY_CHECK_SECONDS) and refuses one out of range', () => {
    expect(loadConfig({ DELAY_CHECK_SECONDS: '60' }, '/srv/app').delayCheckSeconds).toBe(60);
    expect(() => loadConfig({ DELAY_CHECK_SECONDS: '0' }, '/srv/app')).toThrow('DELAY_CHECK_SECONDS must be a whole number from 5 to 86400 (got "0")');
  });

  it('reads the environment', () => {
    const config = loadConfig(
      { PORT: '3101', DATA_DIR: '.data-b', DATABASE_URL: 'postgres://u:p@db:5432/cargo', NODE_ENV: 'production', HOST: '127.0.0.1', STATIC_DIR: 'build', ...productionReady },
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

  it('reads the bounded queue and the embedded database cache, and refuses a limit of 0 in flight', () => {
    expect(loadConfig({ MAX_IN_FLIGHT: '4', MAX_QUEUE: '0', MAX_QUEUE_WAIT_MS: '250', PGLITE_SHARED_BUFFERS_MB: '16' }, '/srv/app')).toMatchObject({
      maxInFlight: 4,
      maxQueue: 0,
      maxQueueWaitMs: 250,
      pgliteSharedBuffersMb: 16,
    });
    expect(() => loadConfig({ MAX_IN_FLIGHT: '0' })).toThrow('MAX_IN_FLIGHT must be a whole number from 1 to 10000 (got "0")');
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
