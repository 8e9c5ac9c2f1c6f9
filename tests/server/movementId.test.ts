import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMovementId, movementIdSql } from '../../server/service/orders.ts';
import { createTestDatabase, type TestDatabaseHandle } from './support/testDatabase.ts';

// The order's statement allocates its movement id in SQL: it must write what formatMovementId writes.
describe('movementIdSql', () => {
  let handle: TestDatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ migrated: false });
  });
  afterAll(() => handle.close());

  it.each([
    [2026, 1],
    [2026, 42],
    [2026, 999_999],
    [2026, 1_000_000],
    [2100, 7],
    [2009, 123_456],
  ])('year %i, sequence %i as formatMovementId writes it', async (year, sequence) => {
    const { rows } = await sql<{ id: string }>`select ${movementIdSql(sql`${year}::int`, sql`${sequence}::int`)} as id`.execute(handle.db);
    expect(rows[0]!.id).toBe(formatMovementId(year, sequence));
  });
});
