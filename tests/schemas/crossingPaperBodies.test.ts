// The crossing's forms, from the words: the Carta Porte's goods (description, SAT product
// key, quantity, weight, hazardous or not), the Mexican customs broker with the pedimento once
// assigned, the US entry number (today's field), the USMCA claim; and what to do next.
import { describe, expect, it } from 'vitest';
import { CartaPorteBody, CustomsBrokerBody, UsEntryBody, UsmcaClaimBody } from '../../src/schemas/crossingPaperBodies.ts';
import { nextCrossingStep } from '../../src/schemas/crossingPapers.ts';
import { validate } from '../../src/schemas/validate.ts';

const line = { description: 'Brake pads, ceramic', satProductKey: '25172000', quantity: 40, weightKg: 812.5, hazardous: false };

describe('CartaPorteBody', () => {
  it('takes 1 to 20 lines of goods', () => {
    expect(validate(CartaPorteBody, { goods: [line] }).ok).toBe(true);
    expect(validate(CartaPorteBody, { goods: Array.from({ length: 20 }, () => line) }).ok).toBe(true);
    expect(validate(CartaPorteBody, { goods: [] })).toEqual({ ok: false, errors: { goods: 'Add from 1 to 20 lines of goods.' } });
    expect(validate(CartaPorteBody, { goods: Array.from({ length: 21 }, () => line) })).toEqual({ ok: false, errors: { goods: 'Add from 1 to 20 lines of goods.' } });
    expect(validate(CartaPorteBody, {})).toEqual({ ok: false, errors: { goods: 'Add from 1 to 20 lines of goods.' } });
  });

  it('says what is wrong with each field of a line', () => {
    const result = validate(CartaPorteBody, { goods: [{ description: '  ', satProductKey: '2517200', quantity: 0, weightKg: 'heavy' }] });
    expect(result).toEqual({
      ok: false,
      errors: {
        'goods.0.description': 'goods description is required',
        'goods.0.satProductKey': 'SAT product key must be 8 digits (SAT’s c_ClaveProdServCP catalog)',
        'goods.0.quantity': 'quantity must be a number greater than 0',
        'goods.0.weightKg': 'weight must be a number of kilograms greater than 0',
        'goods.0.hazardous': 'Say whether the goods are hazardous.',
      },
    });
  });

  it('caps the description at 1000 characters and refuses a negative weight or a key with letters', () => {
    const errors = (validate(CartaPorteBody, { goods: [{ ...line, description: 'x'.repeat(1001), weightKg: -1, satProductKey: '2517200A' }] }) as { errors: Record<string, string> }).errors;
    expect(errors['goods.0.description']).toBe('goods description must be at most 1000 characters');
    expect(errors['goods.0.weightKg']).toBe('weight must be a number of kilograms greater than 0');
    expect(errors['goods.0.satProductKey']).toMatch(/8 digits/);
    expect(validate(CartaPorteBody, { goods: [{ ...line, description: 'x'.repeat(1000) }] }).ok).toBe(true);
  });
});

describe('CustomsBrokerBody', () => {
  it('keeps a pedimento written with spaces as its 15 digits', () => {
    expect(validate(CustomsBrokerBody, { brokerName: 'Agencia Aduanal Ruiz', patent: '3456', pedimento: '26 24 3456 6001234' })).toEqual({
      ok: true,
      value: { brokerName: 'Agencia Aduanal Ruiz', patent: '3456', pedimento: '262434566001234' },
    });
  });

  it('takes the broker before the pedimento is assigned', () => {
    expect(validate(CustomsBrokerBody, { brokerName: 'Agencia Aduanal Ruiz', patent: '3456' }).ok).toBe(true);
  });

  it('asks for the name, a 4-digit patent and a 15-digit pedimento', () => {
    expect(validate(CustomsBrokerBody, { brokerName: '', patent: '345', pedimento: '26 24 3456' })).toEqual({
      ok: false,
      errors: {
        brokerName: 'customs broker name is required',
        patent: 'patent must be the customs broker’s 4-digit patent number',
        pedimento: 'pedimento must be 15 digits, such as 26 24 3456 6001234',
      },
    });
  });

  it("refuses a pedimento whose digits 5 to 8 are not the broker's patent", () => {
    expect(validate(CustomsBrokerBody, { brokerName: 'Agencia Aduanal Ruiz', patent: '3457', pedimento: '26 24 3456 6001234' })).toEqual({
      ok: false,
      errors: { pedimento: 'The pedimento’s digits 5 to 8 must be the customs broker’s patent.' },
    });
  });
});

describe('UsEntryBody and UsmcaClaimBody', () => {
  it("is today's entry-number rule", () => {
    expect(validate(UsEntryBody, { entryNum: 'ABC-1234567-8' }).ok).toBe(true);
    expect(validate(UsEntryBody, { entryNum: 'ABC 123' })).toEqual({ ok: false, errors: { entryNum: 'entry number must be at most 30 letters, digits or hyphens' } });
  });

  it('takes a yes or no claim', () => {
    expect(validate(UsmcaClaimBody, { claimed: true }).ok).toBe(true);
    expect(validate(UsmcaClaimBody, { claimed: 'yes' })).toEqual({ ok: false, errors: { claimed: 'claimed must be true or false' } });
  });
});

describe('nextCrossingStep', () => {
  const item = (kind: 'commercialInvoice' | 'packingList' | 'cartaPorte', required: boolean, status: 'missing' | 'uploaded' | 'accepted' | 'rejected') => ({ kind, required, status });

  it('is the first required item the customer can act on: provide a missing one, provide a rejected one again', () => {
    expect(nextCrossingStep([item('commercialInvoice', true, 'accepted'), item('packingList', false, 'missing'), item('cartaPorte', true, 'missing')])).toEqual({ kind: 'cartaPorte', action: 'provide' });
    expect(nextCrossingStep([item('commercialInvoice', true, 'rejected'), item('cartaPorte', true, 'missing')])).toEqual({ kind: 'commercialInvoice', action: 'provideAgain' });
    // One waiting for our review is not the customer's next step while another needs them.
    expect(nextCrossingStep([item('commercialInvoice', true, 'uploaded'), item('packingList', false, 'missing'), item('cartaPorte', true, 'missing')])).toEqual({ kind: 'cartaPorte', action: 'provide' });
  });

  it('is waiting for our review of the first one provided, when nothing else needs the customer', () => {
    expect(nextCrossingStep([item('commercialInvoice', true, 'uploaded')])).toEqual({ kind: 'commercialInvoice', action: 'wait' });
    expect(nextCrossingStep([item('commercialInvoice', true, 'accepted'), item('packingList', true, 'uploaded'), item('cartaPorte', true, 'uploaded')])).toEqual({ kind: 'packingList', action: 'wait' });
  });

  it('is null once every required item is accepted', () => {
    expect(nextCrossingStep([item('commercialInvoice', true, 'accepted'), item('packingList', false, 'missing')])).toBeNull();
  });
});
