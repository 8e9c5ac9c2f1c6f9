import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_TTL_MS, catalogIndex, resolveChoice } from '../../server/service/catalog.ts';
import { createServiceTestApp } from './support/service.ts';
import type { TestApp } from './support/testApp.ts';

// What quotes and orders look up by id comes from an index read at most once per
// CATALOG_TTL_MS; an operator's edit shows after that, and a failed read is not kept.
describe('the catalog index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createServiceTestApp();
  });
  afterAll(() => t.close());

  it('is shared within its time and read again after it: an edit shows within CATALOG_TTL_MS', async () => {
    const start = 1_000_000_000;
    const first = await catalogIndex(t.db, start);
    const price = first.services.get('northbound')!.price_cents;
    await t.db.updateTable('types_of_service').set({ price_cents: price + 100 }).where('id', '=', 'northbound').execute();
    try {
      expect(await catalogIndex(t.db, start + CATALOG_TTL_MS - 1)).toBe(first);
      const later = await catalogIndex(t.db, start + CATALOG_TTL_MS);
      expect(later).not.toBe(first);
      expect(later.services.get('northbound')!.price_cents).toBe(price + 100);
    } finally {
      await t.db.updateTable('types_of_service').set({ price_cents: price }).where('id', '=', 'northbound').execute();
      await catalogIndex(t.db, start + 10 * CATALOG_TTL_MS);
    }
  });

  it('still names every unknown id of a choice', async () => {
    const errors: Record<string, string> = {};
    expect(await resolveChoice(t.db, { serviceId: 'eastbound', transportationTypeId: 'ftl', portId: 'atlantis' }, errors)).toBeUndefined();
    expect(Object.keys(errors).sort()).toEqual(['portId', 'serviceId']);
  });

  it('keeps no failed read: the next request reads again', async () => {
    const other = await createServiceTestApp();
    const now = 2_000_000_000;
    try {
      await other.db.deleteFrom('pricing_settings').execute();
      await expect(catalogIndex(other.db, now)).rejects.toThrow(/pricing_settings is empty/);
      await other.db
        .insertInto('pricing_settings')
        .values({ base_price_cents: 1000, per_address_price_cents: 100 } as never)
        .execute();
      expect((await catalogIndex(other.db, now + 1)).settings).toEqual({ basePriceCents: 1000, perAddressPriceCents: 100 });
    } finally {
      await other.close();
    }
  });
});
