import { describe, expect, it } from 'vitest';
import { forgetPendingQuote, keepPendingQuote, readPendingQuote } from '../../src/services/pendingQuote';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k), items };
};
const quote = { id: 'QuoteIdForTheSamples01', pickup: 'Monterrey', drop: 'Dallas', total: 154_000, validUntil: '2026-11-30T18:00:00.000Z' };

describe('the quote kept to book (Book this)', () => {
  it('is read back as kept', () => {
    const storage = memory();
    keepPendingQuote(quote, storage);
    expect(readPendingQuote(storage)).toEqual(quote);
  });
  it('reads anything else as no quote: nothing, damaged JSON, another shape, blocked storage', () => {
    const storage = memory();
    expect(readPendingQuote(storage)).toBeNull();
    storage.items.set('cargo-connects.pending-quote.v1', '{not json');
    expect(readPendingQuote(storage)).toBeNull();
    storage.items.set('cargo-connects.pending-quote.v1', JSON.stringify({ ...quote, total: '1540' }));
    expect(readPendingQuote(storage)).toBeNull();
    expect(readPendingQuote({ getItem: () => { throw new DOMException('blocked', 'SecurityError'); } })).toBeNull();
  });
  it('is forgotten when an order books it, not when another quote is booked; dismissing forgets it whatever it is', () => {
    const storage = memory();
    keepPendingQuote(quote, storage);
    forgetPendingQuote('AnotherQuoteId00000000', storage);
    expect(readPendingQuote(storage)).toEqual(quote);
    forgetPendingQuote(quote.id, storage);
    expect(readPendingQuote(storage)).toBeNull();
    keepPendingQuote(quote, storage);
    forgetPendingQuote(undefined, storage);
    expect(readPendingQuote(storage)).toBeNull();
  });
});
