import type { Order } from '../schemas/order.ts';
import type { PricedQuote } from '../schemas/quoteAnswer.ts';
import { QUOTE_CHOICE_WORDS, QuotedPriceWords } from '../schemas/quoteBooking.ts';
import type { TransitInfo } from '../schemas/serviceCatalog.ts';
import type { ServiceRequestDraft } from '../schemas/serviceRequestDraft.ts';
import { formatDate } from '../services/dateText.ts';
import { formatCents, inEnglish, type Words } from './displayWords.ts';

export { formatCents, inEnglish, type Words };

// What the wizard shows of dates and money. Dates are shown as dateText.ts writes them (English month names, const.locale).
// Sentences are Words: a catalog id (the English words, /*i18n*/ so `npm run i18n` finds them) and
// its values. These functions say them in English unless a view hands them its `say` (the page's
// language) and its `fmt` (dates and money as that language writes them: localeFormats.ts).

/** How a view says Words, and writes dates and money, in its language; English by default. */
export interface DisplayLanguage {
  readonly say: (words: Words) => string;
  readonly fmt: { readonly date: (iso: string) => string; readonly money: (cents: number) => string };
}
export const ENGLISH_DISPLAY: DisplayLanguage = { say: inEnglish, fmt: { date: (iso) => formatDate(iso), money: (cents) => formatCents(cents) } };

export function formatSchedule(programming: string, schedule: { date: string; time: string }, { say, fmt }: DisplayLanguage = ENGLISH_DISPLAY): string {
  if (programming !== 'Schedule') return say(/*i18n*/ { id: 'Instant: as soon as a carrier accepts' });
  return say(/*i18n*/ { id: '{date} at {time}', values: { date: fmt.date(schedule.date), time: schedule.time } });
}

/** A quantity's price where it is chosen: '$25.00 each' or '$25.00 each · $100.00 for 4'. */
export function equipmentPriceNote(unitPrice: number, quantity: unknown, { say, fmt }: DisplayLanguage = ENGLISH_DISPLAY): string {
  // A select's value arrives as text.
  const count = typeof quantity === 'string' && /^\d+$/.test(quantity) ? Number(quantity) : quantity;
  return typeof count === 'number' && count > 0
    ? say(/*i18n*/ { id: '{price} each · {total} for {count}', values: { price: fmt.money(unitPrice), total: fmt.money(unitPrice * count), count } })
    : say(/*i18n*/ { id: '{price} each', values: { price: fmt.money(unitPrice) } });
}

export interface ChosenRequirement {
  readonly title: string;
  /** The requirement's own price (cents), then its securing equipment's, if it uses one. */
  readonly price: number;
  readonly equipment: { readonly title: string; readonly quantity: number; readonly total: number } | null;
}

/**
 * Each chosen special requirement with what it costs, for the summary: its own price and, when it
 * secures the load with equipment, that equipment's quantity at its unit price. Prices are the
 * catalog's; the total charged is still the server's quote.
 */
export function chosenRequirements(
  chosen: ReadonlyArray<{ readonly _id: string; readonly title: string; readonly equipmentKey?: string | null }>,
  catalog: ReadonlyArray<{ readonly _id: string; readonly price: number }>,
  equipment: ReadonlyArray<{ readonly key: string; readonly title: string; readonly unitPrice: number }>,
  quantities: Readonly<Record<string, unknown>>,
): ChosenRequirement[] {
  return chosen.map((item) => {
    const price = catalog.find((r) => r._id === item._id)?.price ?? 0;
    const kit = item.equipmentKey ? equipment.find((e) => e.key === item.equipmentKey) : undefined;
    const quantity = kit ? quantities[kit.key] : undefined;
    return {
      title: item.title,
      price,
      equipment: kit && typeof quantity === 'number' ? { title: kit.title, quantity, total: quantity * kit.unitPrice } : null,
    };
  });
}

/**
 * A requirement and its equipment, each said once: "Chains × 4 ($72.00)" when the equipment bears
 * the requirement's name and the requirement has no price of its own; otherwise both, as
 * "Load secured with straps, Straps × 4 ($60.00)".
 */
function requirementText(r: ChosenRequirement, { say, fmt }: DisplayLanguage): string {
  // Titles, figures and signs only: the same in every language.
  const title = say({ id: r.title });
  const own = r.price > 0 ? `${title} (${fmt.money(r.price)})` : title;
  if (!r.equipment) return own;
  const equipment = `${say({ id: r.equipment.title })} × ${r.equipment.quantity} (${fmt.money(r.equipment.total)})`;
  return r.price === 0 && r.equipment.title === r.title ? equipment : `${own}, ${equipment}`;
}

/** One line of the summary (step6): what was chosen, and the step that changes it. */
export interface SummaryRow {
  readonly label: string;
  readonly value: string;
  readonly step: 'step1' | 'step2' | 'step3' | 'step5';
}

/** The summary's choices, in the customer's words (every choice, each requirement with its price); `language` says them in the page's language. */
export function summaryRows(
  draft: ServiceRequestDraft,
  transitInfo: Pick<TransitInfo, 'trailers' | 'securingEquipment'> | null,
  catalog: ReadonlyArray<{ readonly _id: string; readonly price: number }>,
  language: DisplayLanguage = ENGLISH_DISPLAY,
): SummaryRow[] {
  const { say } = language;
  // Titles from the catalog: catalog ids when the seed has them (serviceCatalogWords.ts), else shown as they came.
  const title = (text: string) => say({ id: text });
  // The draft keeps the trailer's id, which means nothing to a customer: its title once the catalog is in.
  const trailer = transitInfo?.trailers.find((t) => t._id === draft.trailer)?.title ?? '';
  const requirements = chosenRequirements(draft.selectedSpecialRequirementItems, catalog, transitInfo?.securingEquipment ?? [], {
    chains: draft.selectedQuantityChains,
    straps: draft.selectedQuantityStraps,
    tarps: draft.selectedQuantityTarps,
  });
  const requirementsText = requirements.map((r) => requirementText(r, language)).join(' · ') || say(/*i18n*/ { id: 'None' });
  return [
    { label: say(/*i18n*/ { id: 'Type of service' }), value: title(draft.selectedServiceItem.title), step: 'step1' },
    { label: say(/*i18n*/ { id: 'Crossing' }), value: title(draft.selectedPortItem.title), step: 'step2' },
    { label: say(/*i18n*/ { id: 'Equipment' }), value: `${title(draft.selectedTypeOfTransportationItem.title)} · ${title(draft.selectedModeItem.title)}`, step: 'step2' },
    { label: say(/*i18n*/ { id: 'User reference' }), value: draft.userReference, step: 'step3' },
    { label: say(/*i18n*/ { id: 'Trailer' }), value: trailer && title(trailer), step: 'step3' },
    { label: say(/*i18n*/ { id: 'Special requirements' }), value: requirementsText, step: 'step3' },
    { label: say(/*i18n*/ { id: 'Programming' }), value: formatSchedule(draft.selectedPrograming, draft.schedule, language), step: 'step3' },
    { label: say(/*i18n*/ { id: 'Pickup' }), value: draft.selectedPickupItems.map((i) => i.title).join(' · '), step: 'step5' },
    { label: say(/*i18n*/ { id: 'Drop' }), value: draft.selectedDropItems.map((i) => i.title).join(' · '), step: 'step5' },
  ];
}

/** How the quoted-price words write amounts, times and lists (LocaleFormats). */
export interface QuoteFormats {
  readonly money: (cents: number) => string;
  readonly dateTime: (iso: string) => string;
  readonly andList: (items: readonly string[]) => string;
}

/**
 * What the summary says of a price asked with an instant quote (null when none was named): 'held'
 * when the quote's price applies, else 'today' (it expired, or the choices differ from the quote)
 * with the difference from the quoted total in words.
 */
export function quotedPriceNote(priced: PricedQuote, fmt: QuoteFormats, say: (words: Words) => string = inEnglish): { readonly tone: 'held' | 'today'; readonly text: string } | null {
  const quoted = priced.quoted;
  if (quoted === undefined) return null;
  if (quoted.status === 'applied') return { tone: 'held', text: say({ id: QuotedPriceWords.applied, values: { time: fmt.dateTime(quoted.validUntil) } }) };
  const difference = priced.total - quoted.total;
  const values = {
    quoted: fmt.money(quoted.total),
    difference: fmt.money(Math.abs(difference)),
    time: fmt.dateTime(quoted.validUntil),
    choices: fmt.andList(quoted.differs.map((choice) => say({ id: QUOTE_CHOICE_WORDS[choice] }))),
  };
  const words =
    quoted.status === 'expired'
      ? difference > 0 ? QuotedPriceWords.expiredMore : difference < 0 ? QuotedPriceWords.expiredLess : QuotedPriceWords.expiredSame
      : difference > 0 ? QuotedPriceWords.changedMore : difference < 0 ? QuotedPriceWords.changedLess : QuotedPriceWords.changedSame;
  return { tone: 'today', text: say({ id: words, values }) };
}

/**
 * On payment: the order was placed at another total than the summary's quoted price (the quote
 * stopped holding in between), said before the customer pays; null otherwise.
 */
export function lapsedQuoteNote(summary: PricedQuote | undefined, order: Pick<Order, 'quote'> | null, fmt: Pick<QuoteFormats, 'money'>, say: (words: Words) => string = inEnglish): string | null {
  if (summary?.quoted?.status !== 'applied' || order === null || order.quote.total === summary.total) return null;
  return say({ id: QuotedPriceWords.lapsed, values: { total: fmt.money(order.quote.total), quoted: fmt.money(summary.total) } });
}
