import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { DropDistancesRequest, Quote, QuoteRequest } from '../../src/schemas/quote.ts';
import { validate } from '../../src/schemas/validate.ts';
import { ruleIt } from '../spec/ruleIt';

const valid = {
  serviceId: 'northbound',
  transportationTypeId: 'ftl',
  modeId: 'ftl-dry-van',
  portId: 'otay-mesa',
  pickupAddressIds: ['p1'],
  dropAddressIds: ['d1'],
};

describe('QuoteRequest', () => {
  it('requires the choice and at least one address per side, all at once', () => {
    expect(validate(QuoteRequest, {})).toEqual({
      ok: false,
      errors: {
        serviceId: 'type of service is required',
        transportationTypeId: 'type of transportation is required',
        modeId: 'mode is required',
        portId: 'port is required',
        pickupAddressIds: 'Please select at least one pickup address.',
        dropAddressIds: 'Please select at least one drop address.',
      },
    });
    expect(validate(QuoteRequest, { ...valid, pickupAddressIds: [], dropAddressIds: [] })).toMatchObject({
      ok: false,
      errors: { pickupAddressIds: 'Please select at least one pickup address.', dropAddressIds: 'Please select at least one drop address.' },
    });
  });

  it('defaults special requirements and quantities; drops unknown keys such as a client price', () => {
    expect(validate(QuoteRequest, { ...valid, total: 1, price: 99 })).toEqual({ ok: true, value: { ...valid, specialRequirementIds: [], quantities: {} } });
  });

  ruleIt('[val.service.quantities] quantities are 1–10 with the equipment message; null means not chosen', () => {
    expect(validate(QuoteRequest, { ...valid, quantities: { chains: 0, straps: 11, tarps: 2.5 } })).toEqual({
      ok: false,
      errors: {
        'quantities.chains': 'Please select quantity for chains.',
        'quantities.straps': 'Please select quantity for straps.',
        'quantities.tarps': 'Please select quantity for tarps.',
      },
    });
    expect(validate(QuoteRequest, { ...valid, quantities: { chains: 1, straps: 10, tarps: null } })).toMatchObject({ ok: true });
  });

  it('refuses repeats and more than 10 addresses per side', () => {
    expect(validate(QuoteRequest, { ...valid, specialRequirementIds: ['a', 'a'], dropAddressIds: ['d', 'd'] })).toEqual({
      ok: false,
      errors: { specialRequirementIds: 'Each special requirement can be chosen only once.', dropAddressIds: 'Each address can be chosen only once.' },
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `p${i}`);
    expect(validate(QuoteRequest, { ...valid, pickupAddressIds: eleven })).toEqual({
      ok: false,
      errors: { pickupAddressIds: 'Please select at most 10 pickup addresses.' },
    });
  });

  it('DropDistancesRequest needs both sides', () => {
    expect(validate(DropDistancesRequest, { pickupAddressIds: ['p'] })).toEqual({
      ok: false,
      errors: { dropAddressIds: 'Please select at least one drop address.' },
    });
  });

  it('Quote amounts are whole cents in USD', () => {
    const quote = { lines: [{ label: 'FTL', amount: 85_000 }], total: 85_000, currency: 'USD' };
    expect(Schema.decodeUnknownSync(Quote)(quote)).toEqual(quote);
    expect(() => Schema.decodeUnknownSync(Quote)({ ...quote, currency: 'MXN' })).toThrow();
    expect(() => Schema.decodeUnknownSync(Quote)({ ...quote, total: 850.5 })).toThrow();
  });
});
