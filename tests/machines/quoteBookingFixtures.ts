import type { InstantQuote } from '../../src/schemas/instantQuote';
import { catalogToday } from './bookAgainFixtures';

// An instant quote for the sample order's load (orderFixtures, bookAgainFixtures): Northbound, FTL
// dry van, straps × 4, Monterrey to Dallas; and the clock its bookings are planned at.

/** 2026-11-29, 12:00 on the service's (Pacific) clock: past the start of that business day. */
export const BOOKED_AT = new Date('2026-11-29T20:00:00.000Z');
export const QUOTE_ID = 'QuoteIdForTheSamples01';

export const sampleQuote = (overrides: Partial<InstantQuote> = {}): InstantQuote => ({
  id: QUOTE_ID,
  service: { _id: 'northbound', title: 'Northbound Service' },
  transportationType: { _id: 'ftl', title: 'FTL' },
  mode: { _id: 'ftl-dry-van', title: 'Dry Van' },
  port: { _id: 'colombia-solidarity-bridge', title: 'Colombia Solidarity Bridge' },
  trailer: { _id: 'dry-van-53', title: '53 ft dry van trailer' },
  specialRequirements: [{ _id: 'straps', title: 'Straps' }],
  quantities: { straps: 4 },
  pickupCity: { _id: 'monterrey', name: 'Monterrey', state: 'Nuevo León', country: 'MX', lat: 25.69, lng: -100.32 },
  dropCity: { _id: 'dallas', name: 'Dallas', state: 'Texas', country: 'US', lat: 32.78, lng: -96.8 },
  pickupDate: '2026-12-04',
  quote: { lines: [{ label: 'Northbound Service', amount: 150_000 }, { label: 'Straps × 4', amount: 4_000 }], total: 154_000, currency: 'USD' },
  includes: ['Mexico to the US'],
  distanceKm: 721.4,
  createdAt: '2026-11-29T18:00:00.000Z',
  validUntil: '2026-11-30T18:00:00.000Z',
  expired: false,
  ...overrides,
});

/** Laredo: a drop city where the sample address book has no address. */
export const laredo = { _id: 'laredo', name: 'Laredo', state: 'Texas', country: 'US' as const, lat: 27.5, lng: -99.5 };

export { catalogToday };
