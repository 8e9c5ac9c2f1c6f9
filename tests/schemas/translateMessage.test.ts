import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { Messages, requiredMessage } from '../../src/schemas/messages.ts';
import { translateMessage } from '../../src/schemas/translateMessage.ts';
import { keyedCompactly, withCompactCatalogs } from '../../src/schemas/compactCatalogs.ts';

// A hand-written Spanish catalog, compiled as `lingui compile` does and keyed as `npm run i18n` keys
// the browser's (src/schemas/compactCatalogs.ts).
const spanish = withCompactCatalogs(setupI18n());
const compiled = (entries: Record<string, string>) => keyedCompactly(Object.fromEntries(Object.entries(entries).map(([id, text]) => [id, compileMessage(text)])));
spanish.loadAndActivate({
  locale: 'es',
  messages: compiled({
    'Invalid email format': 'Formato de correo electrónico no válido',
    '{label} must be at most {max} characters': '{label} debe tener como máximo {max} caracteres',
    '{label} is required': '{label} es obligatorio',
    'company name': 'el nombre de la empresa',
    'Order {movementId}': 'Orden {movementId}',
    '{count} unread': '{count} sin leer',
    'Still missing: {papers}.': 'Aún falta: {papers}.',
    'commercial invoice': 'la factura comercial',
    'packing list': 'la lista de empaque',
  }),
});

describe('translateMessage (what machines, schemas and the API say in English, in the active language)', () => {
  it('translates a table message by its words', () => {
    expect(translateMessage(spanish, Messages.invalidEmail)).toBe('Formato de correo electrónico no válido');
  });

  it('translates a list of words the catalog knows word by word, and leaves a list it does not know as it came', () => {
    expect(translateMessage(spanish, 'Still missing: commercial invoice, packing list.')).toBe('Aún falta: la factura comercial, la lista de empaque.');
    expect(translateMessage(spanish, 'Still missing: commercial invoice, a letter from the mayor.')).toBe('Aún falta: commercial invoice, a letter from the mayor.');
  });

  it('finds a message made from values by its template, and translates the values the catalog knows', () => {
    expect(translateMessage(spanish, Messages.tooLong('company name', 100))).toBe('el nombre de la empresa debe tener como máximo 100 caracteres');
    expect(translateMessage(spanish, Messages.tooLong('ACME-42', 12))).toBe('ACME-42 debe tener como máximo 12 caracteres');
    expect(translateMessage(spanish, requiredMessage('company name'))).toBe('el nombre de la empresa es obligatorio');
  });

  it('takes a template only where its values can be what their names say (an order id, a number), not any words', () => {
    expect(translateMessage(spanish, 'Order CC26000001')).toBe('Orden CC26000001');
    expect(translateMessage(spanish, '3 unread')).toBe('3 sin leer');
    // The API's "Order not found" is not "Order {movementId}" with the id "not found".
    expect(translateMessage(spanish, 'Order not found')).toBe('Order not found');
    expect(translateMessage(spanish, 'many unread')).toBe('many unread');
  });

  it('leaves text the catalog does not know as it came (already translated by the API, or free text)', () => {
    expect(translateMessage(spanish, 'Formato de correo electrónico no válido')).toBe('Formato de correo electrónico no válido');
    expect(translateMessage(spanish, 'Something nobody wrote down')).toBe('Something nobody wrote down');
    expect(translateMessage(spanish, '')).toBe('');
  });
});

describe('translateMessage as a language\'s catalog grows (its parts load one by one)', () => {
  it('finds a template that came with a part loaded after the first message', () => {
    const growing = withCompactCatalogs(setupI18n());
    growing.loadAndActivate({ locale: 'es', messages: compiled({ 'Invalid email format': 'Formato de correo electrónico no válido' }) });
    expect(translateMessage(growing, Messages.tooLong('company name', 100))).toBe('company name must be at most 100 characters');
    growing.load('es', compiled({ '{label} must be at most {max} characters': '{label} debe tener como máximo {max} caracteres' }));
    expect(translateMessage(growing, Messages.tooLong('company name', 100))).toBe('company name debe tener como máximo 100 caracteres');
  });
});
