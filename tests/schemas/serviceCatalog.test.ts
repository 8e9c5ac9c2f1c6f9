import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { SpecialRequirementsBody, TransitInfo, TypeOfService } from '../../src/schemas/serviceCatalog.ts';
import { validate } from '../../src/schemas/validate.ts';

describe('service catalog schemas', () => {
  it('TypeOfService prices are whole, non-negative cents', () => {
    const decode = Schema.decodeUnknownSync(TypeOfService);
    expect(decode({ _id: 'northbound', title: 'Northbound Service', description: 'd', price: 45_000 }).price).toBe(45_000);
    expect(() => decode({ _id: 'x', title: 'x', description: 'd', price: 12.5 })).toThrow();
    expect(() => decode({ _id: 'x', title: 'x', description: 'd', price: -1 })).toThrow();
  });

  it('TransitInfo holds modes per type, ports, equipment keys, trailers and US/MX cities', () => {
    const info = {
      typesOfTransportation: [{ _id: 'ftl', title: 'FTL', description: 'd', price: 1, modes: [{ _id: 'ftl-dry-van', title: 'Dry Van', description: 'd', price: 2 }] }],
      ports: [{ _id: 'p', title: 'World Trade Bridge', city: 'Laredo, TX', lat: 27.6, lng: -99.5 }],
      securingEquipment: [{ key: 'chains', title: 'Chains', unitPrice: 1800 }],
      trailers: [{ _id: 't', title: '53 ft dry van trailer' }],
      cities: [{ _id: 'c', name: 'Laredo', state: 'Texas', country: 'US', lat: 27.5, lng: -99.5 }],
    };
    expect(Schema.decodeUnknownSync(TransitInfo)(info)).toEqual(info);
    expect(() => Schema.decodeUnknownSync(TransitInfo)({ ...info, securingEquipment: [{ key: 'ropes', title: 'Ropes', unitPrice: 1 }] })).toThrow();
    expect(() => Schema.decodeUnknownSync(TransitInfo)({ ...info, cities: [{ ...info.cities[0], country: 'CA' }] })).toThrow();
  });

  it('SpecialRequirementsBody requires the three choices', () => {
    expect(validate(SpecialRequirementsBody, {})).toEqual({
      ok: false,
      errors: { serviceId: 'type of service is required', transportationTypeId: 'type of transportation is required', portId: 'port is required' },
    });
    expect(validate(SpecialRequirementsBody, { serviceId: ' northbound ', transportationTypeId: 'ftl', portId: 'otay-mesa' })).toEqual({
      ok: true,
      value: { serviceId: 'northbound', transportationTypeId: 'ftl', portId: 'otay-mesa' },
    });
  });
});
