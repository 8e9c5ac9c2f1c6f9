import { describe, expect, it } from 'vitest';
import { CITIES, MODES, PORTS, TRAILERS, TRANSPORTATION_TYPES, TYPES_OF_SERVICE } from '../../server/db/seedCatalog';
import { QUOTE_FORM_CATALOG } from '../../src/schemas/quoteFormCatalog';

// The plain quote forms draw the seeded catalog before any call answers: the same ids, titles and
// order as the seed, so a choice made on them is one the server knows.
describe('the plain quote form’s choices are the seeded catalog', () => {
  const byPosition = <T extends { position?: number | null }>(rows: readonly T[]) => [...rows].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const c = QUOTE_FORM_CATALOG;

  it('services, transportation types and their modes, crossings, trailers', () => {
    expect(c.services.map((s) => [s.id, s.title.id])).toEqual(byPosition(TYPES_OF_SERVICE).map((s) => [s.id, s.title]));
    expect(c.transportationTypes.map((t) => [t.id, t.title.id, t.modes.map((m) => [m.id, m.title.id])])).toEqual(
      byPosition(TRANSPORTATION_TYPES).map((t) => [t.id, t.title, byPosition(MODES.filter((m) => m.transportation_type_id === t.id)).map((m) => [m.id, m.title])]),
    );
    expect(c.ports.map((p) => [p.id, p.title.id, p.city])).toEqual(byPosition(PORTS).map((p) => [p.id, p.title, p.city]));
    expect(c.trailers.map((t) => [t.id, t.title.id])).toEqual(byPosition(TRAILERS).map((t) => [t.id, t.title]));
  });

  it('cities, with their state and country', () => {
    expect(c.cities.map((x) => [x.id, x.name, x.state, x.country])).toEqual(byPosition(CITIES).map((x) => [x.id, x.name, x.state, x.country]));
  });
});
