import { describe, expect, it } from 'vitest';
import { ENGLISH_FORMATS, formatsFor } from '../../src/machines/localeFormats';
import { lapsedQuoteNote, quotedPriceNote } from '../../src/machines/wizardDisplay';
import type { PricedQuote } from '../../src/schemas/quote';

// Issue 35: "The summary shows the quoted price while it holds; after that a new price, with the
// difference said in words." The sentences below are written out from that, not built by the code.

const price = (total: number, quoted?: PricedQuote['quoted']): PricedQuote => ({ lines: [{ label: 'Northbound Service', amount: total }], total, currency: 'USD', ...(quoted ? { quoted } : {}) });
const held = { id: 'QuoteIdForTheSamples01', total: 154_000, validUntil: '2026-11-30T18:00:00.000Z' };

describe('what the summary says of a quoted price', () => {
  it('says nothing for a request that names no quote', () => {
    expect(quotedPriceNote(price(154_000), ENGLISH_FORMATS)).toBeNull();
  });

  it('while the quote holds: its price, and until when', () => {
    expect(quotedPriceNote(price(154_000, { ...held, status: 'applied', differs: [] }), ENGLISH_FORMATS)).toEqual({ tone: 'held', text: 'The price of your instant quote, held until 30 Nov 2026, 18:00.' });
  });

  it('after it expired: today’s price and how much more, less or the same', () => {
    const expired = { ...held, status: 'expired' as const, differs: [] };
    expect(quotedPriceNote(price(160_250, expired), ENGLISH_FORMATS)?.text).toBe('Your instant quote of $1,540.00 stopped holding on 30 Nov 2026, 18:00. This is today’s price: $62.50 more than quoted.');
    expect(quotedPriceNote(price(150_000, expired), ENGLISH_FORMATS)?.text).toBe('Your instant quote of $1,540.00 stopped holding on 30 Nov 2026, 18:00. This is today’s price: $40.00 less than quoted.');
    expect(quotedPriceNote(price(154_000, expired), ENGLISH_FORMATS)?.text).toBe('Your instant quote of $1,540.00 stopped holding on 30 Nov 2026, 18:00. Today’s price is the same.');
    expect(quotedPriceNote(price(160_250, expired), ENGLISH_FORMATS)?.tone).toBe('today');
  });

  it('when the choices differ from the quote: which, and the difference', () => {
    const changed = { ...held, status: 'changed' as const, differs: ['trailerId', 'dropAddressIds'] as const };
    expect(quotedPriceNote(price(170_000, { ...changed, differs: [...changed.differs] }), ENGLISH_FORMATS)?.text).toBe(
      'You changed the trailer and drop address since your instant quote, so this is today’s price for your choices: $160.00 more than the quoted $1,540.00.',
    );
    expect(quotedPriceNote(price(154_000, { ...changed, differs: ['quantities'] }), ENGLISH_FORMATS)?.text).toBe('You changed the quantities since your instant quote; today’s price for your choices is the same as the quoted $1,540.00.');
  });

  it('writes amounts, times and lists as the reader’s language does', () => {
    const es = formatsFor('es');
    const text = quotedPriceNote(price(150_000, { ...held, status: 'changed', differs: ['trailerId', 'modeId'] }), es)?.text ?? '';
    expect(text).toContain(es.money(4_000));
    expect(text).toContain('trailer y mode');
  });
});

describe('on payment, a quote that stopped holding after the summary', () => {
  const summary = price(154_000, { ...held, status: 'applied', differs: [] });
  it('is said when the order was placed at another total', () => {
    expect(lapsedQuoteNote(summary, { quote: price(160_250) }, ENGLISH_FORMATS)).toBe('Your instant quote stopped holding before the order was placed, so the order is charged today’s price: $1,602.50 instead of $1,540.00.');
  });
  it('is not said when the order kept the quoted price, before the order exists, or without a quote', () => {
    expect(lapsedQuoteNote(summary, { quote: price(154_000) }, ENGLISH_FORMATS)).toBeNull();
    expect(lapsedQuoteNote(summary, null, ENGLISH_FORMATS)).toBeNull();
    expect(lapsedQuoteNote(price(154_000), { quote: price(160_250) }, ENGLISH_FORMATS)).toBeNull();
  });
});
