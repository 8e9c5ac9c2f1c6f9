import { describe, expect, it } from 'vitest';
import { CITIES, PRICING_SETTINGS, ZONES } from '../../server/db/seedCatalog.ts';
import { haversineKm, roundKm } from '../../server/service/geo.ts';
import { computeDistances, computeQuote, type PriceInput, type PriceZone, type PricingSettings } from '../../server/service/pricing.ts';

const city = (id: string) => {
  const found = CITIES.find((c) => c.id === id);
  if (found === undefined) throw new Error(id);
  return { latitude: found.latitude, longitude: found.longitude };
};

const zones: PriceZone[] = ZONES.map((z) => ({ name: z.name, latitude: z.latitude, longitude: z.longitude, radiusKm: z.radius_km, priceCents: z.price_cents }));
const settings: PricingSettings = { basePriceCents: PRICING_SETTINGS.base_price_cents, perAddressPriceCents: PRICING_SETTINGS.per_address_price_cents };

const base: PriceInput = {
  service: { title: 'Northbound Service', priceCents: 45_000 },
  transportationType: { title: 'FTL', priceCents: 85_000 },
  mode: { title: 'Dry Van', priceCents: 15_000 },
  specialRequirements: [],
  quantities: {},
  addresses: [],
};
const straps = { title: 'Straps', priceCents: 0, equipment: { key: 'straps' as const, title: 'Straps', unitPriceCents: 600 } };
const hazmat = { title: 'Hazmat certified driver', priceCents: 25_000, equipment: null };

describe('great-circle distances (haversine)', () => {
  // Published great-circle distances; a sphere is within 1% of them.
  it.each([
    ['Dallas', 'Houston', city('dallas-tx'), city('houston-tx'), 362],
    ['Mexico City', 'Guadalajara', city('mexico-city-cdmx'), city('guadalajara-jal'), 461],
    ['Laredo', 'Monterrey', city('laredo-tx'), city('monterrey-nl'), 222],
    ['JFK', 'LAX', { latitude: 40.6413, longitude: -73.7781 }, { latitude: 33.9416, longitude: -118.4085 }, 3983],
    ['London', 'Paris', { latitude: 51.5074, longitude: -0.1278 }, { latitude: 48.8566, longitude: 2.3522 }, 344],
  ])('%s – %s is within 1%% of %d km', (_a, _b, from, to, km) => {
    expect(Math.abs(haversineKm(from, to) - km) / km).toBeLessThan(0.01);
    expect(haversineKm(from, to)).toBeCloseTo(haversineKm(to, from), 9);
  });

  it('is 0 for one point and rounds to one decimal', () => {
    expect(haversineKm(city('laredo-tx'), city('laredo-tx'))).toBe(0);
    expect(roundKm(221.2449)).toBe(221.2);
    expect(roundKm(9.75)).toBe(9.8);
  });
});

describe('computeDistances', () => {
  const stop = (id: string, cityId: string) => ({ id, label: id, ...city(cityId) });

  it('routes pickups in order, then drops in order, one leg per consecutive pair', () => {
    const result = computeDistances([stop('p1', 'monterrey-nl'), stop('p2', 'laredo-tx')], [stop('d1', 'dallas-tx'), stop('d2', 'houston-tx')]);
    expect(result.legs.map((l) => [l.fromId, l.toId])).toEqual([
      ['p1', 'p2'],
      ['p2', 'd1'],
      ['d1', 'd2'],
    ]);
    expect(result.legs.map((l) => l.km)).toEqual([221.2, 637.8, 361.8]);
    expect(result.totalKm).toBe(1220.8);
  });

  it('has one leg for one pickup and one drop', () => {
    const result = computeDistances([stop('p', 'san-diego-ca')], [stop('d', 'tijuana-bc')]);
    expect(result).toEqual({ legs: [{ fromId: 'p', toId: 'd', fromLabel: 'p', toLabel: 'd', km: 25.1 }], totalKm: 25.1 });
  });
});

describe('computeQuote (the price rule)', () => {
  it('worked example: service + FTL + Dry Van + 4 straps + hazmat, one address in Monterrey metro and one outside any zone', () => {
    const quote = computeQuote(
      { ...base, specialRequirements: [straps, hazmat], quantities: { straps: 4 }, addresses: [city('monterrey-nl'), city('dallas-tx')] },
      zones,
      settings,
    );
    expect(quote).toEqual({
      lines: [
        { label: 'Northbound Service', amount: 45_000 },
        { label: 'FTL', amount: 85_000 },
        { label: 'Dry Van', amount: 15_000 },
        { label: 'Straps × 4', amount: 2_400 },
        { label: 'Hazmat certified driver', amount: 25_000 },
        { label: 'Zone: Monterrey metro', amount: 18_000 },
        { label: 'Base price', amount: 9_500 },
        { label: 'Addresses outside zones × 1', amount: 4_500 },
      ],
      total: 204_400,
      currency: 'USD',
    });
  });

  it('no address in a zone: only the per-address price, for each address', () => {
    const quote = computeQuote({ ...base, addresses: [city('dallas-tx'), city('houston-tx'), city('queretaro-qro')] }, zones, settings);
    expect(quote.lines.slice(3)).toEqual([{ label: 'Addresses outside zones × 3', amount: 13_500 }]);
    expect(quote.total).toBe(145_000 + 13_500);
  });

  it('every address in zones: the highest zone price once plus the base price once', () => {
    const quote = computeQuote(
      { ...base, addresses: [city('laredo-tx'), city('nuevo-laredo-tamps'), city('monterrey-nl'), city('tijuana-bc'), city('el-paso-tx')] },
      zones,
      settings,
    );
    expect(quote.lines.slice(3)).toEqual([
      { label: 'Zone: Tijuana–San Diego', amount: 20_000 },
      { label: 'Base price', amount: 9_500 },
    ]);
    expect(quote.total).toBe(145_000 + 29_500);
  });

  it('two addresses in one zone count the zone once', () => {
    const quote = computeQuote({ ...base, addresses: [city('laredo-tx'), city('nuevo-laredo-tamps')] }, zones, settings);
    expect(quote.total).toBe(145_000 + 12_000 + 9_500);
  });

  it('among equally priced zones the first in catalog order names the line; the border of a zone is inside', () => {
    const a: PriceZone = { name: 'A', latitude: 0, longitude: 0, radiusKm: 10, priceCents: 1_000 };
    const b: PriceZone = { name: 'B', latitude: 0, longitude: 0.05, radiusKm: 10, priceCents: 1_000 };
    const onBorder = { latitude: 0, longitude: 0 };
    const radius = haversineKm(onBorder, { latitude: 0, longitude: 0.05 });
    const quote = computeQuote({ ...base, addresses: [onBorder] }, [a, { ...b, radiusKm: radius }], settings);
    expect(quote.lines.slice(3)).toEqual([
      { label: 'Zone: A', amount: 1_000 },
      { label: 'Base price', amount: 9_500 },
    ]);
  });

  it('lists every chosen equipment and requirement in catalog order and omits zero amounts', () => {
    const chains = { title: 'Chains', priceCents: 0, equipment: { key: 'chains' as const, title: 'Chains', unitPriceCents: 1_800 } };
    const tarps = { title: 'Tarps', priceCents: 0, equipment: { key: 'tarps' as const, title: 'Tarps', unitPriceCents: 2_500 } };
    const liftgate = { title: 'Liftgate', priceCents: 7_500, equipment: null };
    const quote = computeQuote(
      {
        ...base,
        mode: { title: 'Free mode', priceCents: 0 },
        specialRequirements: [chains, tarps, liftgate],
        quantities: { chains: 2, tarps: 10, straps: 3 },
        addresses: [city('dallas-tx')],
      },
      zones,
      settings,
    );
    expect(quote.lines.map((l) => l.label)).toEqual(['Northbound Service', 'FTL', 'Chains × 2', 'Tarps × 10', 'Liftgate', 'Addresses outside zones × 1']);
    expect(quote.total).toBe(45_000 + 85_000 + 3_600 + 25_000 + 7_500 + 4_500);
    expect(quote.total).toBe(quote.lines.reduce((sum, l) => sum + l.amount, 0));
  });

  it('refuses a chosen equipment without a quantity (the caller validates first)', () => {
    expect(() => computeQuote({ ...base, specialRequirements: [straps] }, zones, settings)).toThrow('No quantity for straps');
  });
});
