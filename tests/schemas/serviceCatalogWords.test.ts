import { setupI18n } from '@lingui/core';
import { withCompactCatalogs } from '../../src/schemas/compactCatalogs.ts';
import { describe, expect, it } from 'vitest';
import { CITIES, MODES, PORTS, SECURING_EQUIPMENT, SPECIAL_REQUIREMENTS, TRAILERS, TRANSPORTATION_TYPES, TYPES_OF_SERVICE } from '../../server/db/seedCatalog';
import { messages as es } from '../../src/locales/app/es.ts';
import { PLACE_WORDS, QUOTE_LINE_WORDS, SERVICE_CATALOG_WORDS } from '../../src/schemas/serviceCatalogWords';
import { translateMessage } from '../../src/schemas/translateMessage';

// The catalog arrives in English as seeded; its words must be catalog ids to be read in Spanish.
const ids = new Set<string>([...SERVICE_CATALOG_WORDS, ...PLACE_WORDS, ...QUOTE_LINE_WORDS].map((w) => w.id));

describe("the seeded catalog's words are catalog ids", () => {
  it('every title and description the wizard shows', () => {
    const shown = [
      ...TYPES_OF_SERVICE.flatMap((s) => [s.title, s.description]),
      ...TRANSPORTATION_TYPES.flatMap((t) => [t.title, t.description]),
      ...MODES.flatMap((m) => [m.title, m.description]),
      ...SECURING_EQUIPMENT.map((e) => e.title),
      ...TRAILERS.map((t) => t.title),
      ...SPECIAL_REQUIREMENTS.flatMap((r) => [r.title, r.description]),
    ];
    expect(shown.filter((word) => !ids.has(word!))).toEqual([]);
  });

  it('the ports by their names', () => {
    expect(PORTS.map((p) => p.title).filter((word) => !ids.has(word!))).toEqual([]);
  });

  it('the one city with a Spanish name of its own', () => {
    expect(CITIES.filter((c) => ids.has(c.name!)).map((c) => c.name)).toEqual(['Mexico City']);
  });
});

describe("the quote's lines in Spanish (the server's English, as stored)", () => {
  const spanish = withCompactCatalogs(setupI18n({ locale: 'es', messages: { es } }));

  it('a title, an equipment line, a zone and the base price', () => {
    expect(translateMessage(spanish, 'Northbound Service')).toBe('Servicio al norte (MX → EE. UU.)');
    expect(translateMessage(spanish, 'Chains × 4')).toBe('Cadenas × 4');
    expect(translateMessage(spanish, 'Zone: Laredo metro')).toBe('Zona: Área metropolitana de Laredo');
    expect(translateMessage(spanish, 'Base price')).toBe('Precio base');
    expect(translateMessage(spanish, 'Addresses outside zones × 2')).toBe('Direcciones fuera de zona × 2');
  });

  it('a line the catalog does not know is shown as it came', () => {
    expect(translateMessage(spanish, 'Bonded warehouse')).toBe('Bonded warehouse');
  });
});
