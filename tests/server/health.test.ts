import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationList } from '../../server/db/migrationList.ts';
import { appliedMigrationCount } from '../../server/db/migrateToLatest.ts';
import { Envelope, HealthData } from '../../src/schemas/envelope.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { createTestDatabase } from './support/testDatabase.ts';

describe('GET /health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with the envelope and the migrations the database has applied', async () => {
    const res = await t.app.request('/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toEqual({
      statusCode: 200,
      message: 'OK',
      data: { status: 'ok', database: 'up', migrations: Object.keys(migrationList).length },
    });
    expect(body.data.migrations).toBe(await appliedMigrationCount(t.db));
    // The shared schema the client decodes with accepts it.
    expect(Schema.decodeUnknownSync(Envelope(HealthData))(body)).toEqual(body);
  });

  it('answers HEAD without a body', async () => {
    const res = await t.app.request('/health', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('reads the count from the database, not from the code', async () => {
    await t.db.deleteFrom('kysely_migration' as never).execute();
    const body = await (await t.app.request('/health')).json();
    expect(body.data.migrations).toBe(0);
  });
});

describe('GET /health with the database down', () => {
  it('answers 503 JSON with database down and logs the cause', async () => {
    const database = await createTestDatabase();
    const t = await createTestApp({ database });
    await database.close();
    const res = await t.app.request('/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ statusCode: 503, message: 'Service unavailable', data: { status: 'error', database: 'down' } });
    expect(t.logs.some((l) => l.level === 'error' && l.message.includes('Health check'))).toBe(true);
  });
});
