import { describe, expect, it } from 'vitest';
import { crossingItemsFor, crossingReadiness, CROSSING_TABLE } from '../../src/schemas/crossingPapers';

// Issue 36's table, written out from its words: "for a southbound load (US → MX) the commercial
// invoice, the packing list, the Carta Porte data … and the Mexican customs broker with the
// pedimento number once assigned; for a northbound load (MX → US) the commercial invoice, the packing
// list, the US entry number … and, where the customer claims USMCA treatment, the certification of
// origin. Required and optional items per service; each entry says where the requirement comes from."

const kinds = (facts: Parameters<typeof crossingItemsFor>[0]) => crossingItemsFor(facts).map((i) => `${i.kind}${i.required ? '' : '?'}`);

describe('what a crossing needs (issue 36.1)', () => {
  it('southbound: invoice, packing list (required on a shared trailer), Carta Porte data, customs broker', () => {
    expect(kinds({ serviceId: 'southbound', transportationTypeId: 'ftl', usmcaClaimed: false })).toEqual(['commercialInvoice', 'packingList?', 'cartaPorte', 'customsBroker']);
    expect(kinds({ serviceId: 'southbound', transportationTypeId: 'ltl', usmcaClaimed: false })).toEqual(['commercialInvoice', 'packingList', 'cartaPorte', 'customsBroker']);
  });
  it('northbound: invoice, packing list, US entry number, and the USMCA certification only when claimed', () => {
    expect(kinds({ serviceId: 'northbound', transportationTypeId: 'ftl', usmcaClaimed: false })).toEqual(['commercialInvoice', 'packingList?', 'usEntry']);
    expect(kinds({ serviceId: 'northbound', transportationTypeId: 'ltl', usmcaClaimed: true })).toEqual(['commercialInvoice', 'packingList', 'usEntry', 'usmcaCertificate']);
  });
  it('the Carta Porte, the broker and the entry number are forms, not files', () => {
    const inputs = Object.fromEntries([...CROSSING_TABLE.southbound, ...CROSSING_TABLE.northbound].map((r) => [r.kind, r.input]));
    expect(inputs).toEqual({ commercialInvoice: 'file', packingList: 'file', cartaPorte: 'cartaPorte', customsBroker: 'customsBroker', usEntry: 'usEntry', usmcaCertificate: 'file' });
  });
  it('every entry says where the requirement comes from', () => {
    for (const rule of [...CROSSING_TABLE.southbound, ...CROSSING_TABLE.northbound]) expect(rule.source.length, rule.kind).toBeGreaterThan(10);
  });
  it('a service that crosses no border asks for nothing', () => {
    expect(kinds({ serviceId: 'domestic', transportationTypeId: 'ftl', usmcaClaimed: true })).toEqual([]);
  });
  it('"3 of 5 ready": the required items accepted, out of the required; optional ones do not count', () => {
    const items = [
      { required: true, status: 'accepted' as const },
      { required: true, status: 'accepted' as const },
      { required: true, status: 'accepted' as const },
      { required: true, status: 'uploaded' as const },
      { required: true, status: 'rejected' as const },
      { required: false, status: 'missing' as const },
    ];
    expect(crossingReadiness(items)).toEqual({ ready: 3, of: 5, complete: false });
    expect(crossingReadiness(items.slice(0, 3))).toEqual({ ready: 3, of: 3, complete: true });
  });
});
