import type { Kysely } from 'kysely';
import type { InstantQuote } from '../../src/schemas/instantQuote.ts';
import { Messages } from '../../src/schemas/messages.ts';
import type { PricedQuote, QuoteChoice, QuotedPrice } from '../../src/schemas/quote.ts';
import type { EquipmentKey } from '../../src/schemas/serviceCatalog.ts';
import type { Database } from '../db/Database.ts';
import { HttpError } from '../http/HttpError.ts';
import { quoteOf, type Selection } from './selection.ts';
import { findInstantQuote } from './instantQuotes.ts';

// "Book this" (issue 35): a customer who signed up books the price an instant quote holds. A quote
// belongs to no one (no personal data): whoever has its id may book it.

const EQUIPMENT: readonly EquipmentKey[] = ['chains', 'straps', 'tarps'];

const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((id) => b.includes(id));

/**
 * The quote's choices a resolved request differs on, by the request's field names (QUOTE_CHOICES
 * order): the service, transportation type, mode and port; the trailer when the request names one
 * (an order does, coordinatesPrice does not); the special requirements as a set; their quantities
 * when the requirements are the same; exactly one pickup in the quote's pickup city and exactly
 * one drop in its drop city (the addresses' cityId).
 */
export function quoteDiffers(quote: InstantQuote, selection: Selection, trailerId?: string): QuoteChoice[] {
  const differs: QuoteChoice[] = [];
  if (selection.service.id !== quote.service._id) differs.push('serviceId');
  if (selection.transportationType.id !== quote.transportationType._id) differs.push('transportationTypeId');
  if (selection.mode.id !== quote.mode._id) differs.push('modeId');
  if (selection.port.id !== quote.port._id) differs.push('portId');
  if (trailerId !== undefined && trailerId !== quote.trailer._id) differs.push('trailerId');
  const requirements = sameSet(
    selection.specialRequirements.map((r) => r.id),
    quote.specialRequirements.map((r) => r._id),
  );
  if (!requirements) differs.push('specialRequirementIds');
  else if (EQUIPMENT.some((key) => selection.quantities[key] !== quote.quantities[key])) differs.push('quantities');
  const inCity = (addresses: Selection['pickups'], cityId: string) => addresses.length === 1 && addresses[0]!.addressDetails.cityId === cityId;
  if (!inCity(selection.pickups, quote.pickupCity._id)) differs.push('pickupAddressIds');
  if (!inCity(selection.drops, quote.dropCity._id)) differs.push('dropAddressIds');
  return differs;
}

/**
 * The price of a resolved request that may name an instant quote (`quoteId`), decided on the
 * database clock:
 * - none named: today's price (quoteOf), without `quoted`;
 * - an unknown id: 400 `quoteNotFound` on quoteId (nothing priced);
 * - the quote holds and the request is what was quoted (quoteDiffers empty): 'applied', the quote's
 *   own lines and total, whatever the catalog says now;
 * - the quote expired: 'expired', today's price;
 * - it holds but the request differs: 'changed', today's price for what was chosen.
 * `quoted` carries the quote's id, total and validUntil, the status and what differs.
 */
export async function quotedPriceFor(db: Kysely<Database>, selection: Selection, quoteId: string | null | undefined, trailerId?: string): Promise<PricedQuote> {
  if (quoteId === undefined || quoteId === null) return quoteOf(db, selection);
  const quote = await findInstantQuote(db, quoteId);
  // The customer's stored link is wrong: said on the field, nothing priced.
  if (quote === undefined) throw new HttpError(400, Messages.quoteNotFound, { quoteId: Messages.quoteNotFound });
  const { id, quote: held, validUntil, expired } = quote;
  const differs = quoteDiffers(quote, selection, trailerId);
  const status: QuotedPrice['status'] = expired ? 'expired' : differs.length > 0 ? 'changed' : 'applied';
  const price = status === 'applied' ? { lines: held.lines, total: held.total, currency: held.currency } : await quoteOf(db, selection);
  return { ...price, quoted: { id, total: held.total, validUntil, status, differs } };
}

/** The Quote an order stores and charges (without `quoted`), and the id of the quote whose price it books (null when none applied). */
export function chargedQuote(priced: PricedQuote): { readonly quote: Omit<PricedQuote, 'quoted'>; readonly quoteId: string | null } {
  const { quoted, ...quote } = priced;
  return { quote, quoteId: quoted?.status === 'applied' ? quoted.id : null };
}
