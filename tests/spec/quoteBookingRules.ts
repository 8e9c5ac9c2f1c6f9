/**
 * Oracle for Book this (issue 35: "from the quote, sign in or register…, and the wizard opens with
 * everything the quote holds, at the step that still needs input (the addresses, within the quoted
 * cities). The summary shows the quoted price while it holds; after that a new price"). Written
 * from those words and from Book again's rule for what the catalog no longer offers
 * (bookAgainRules.ts), not from quotePlan.ts.
 */
import { expect } from 'vitest';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { CHOSEN_ON } from './bookAgainRules';

const STEP_ORDER = ['step1', 'step2', 'step3', 'step5'] as const;
type Landing = (typeof STEP_ORDER)[number];
/** What of a quote may be unusable today, and where the customer chooses it again ('date': the quoted pickup date has passed). */
const QUOTE_CHOSEN_ON: Readonly<Record<string, Landing>> = { ...(CHOSEN_ON as Record<string, Landing>), date: 'step3' };

/** Where Book this must land: the first step that needs a choice; with nothing gone, the addresses (a quote names cities only). */
export const expectedQuoteLanding = (gone: readonly string[]): Landing => STEP_ORDER.find((step) => gone.some((what) => QUOTE_CHOSEN_ON[what] === step)) ?? 'step5';

interface Item {
  readonly _id: string;
}
interface QuoteLike {
  readonly id: string;
  readonly service: Item;
  readonly transportationType: Item;
  readonly mode: Item;
  readonly port: Item;
  readonly trailer: Item;
  readonly specialRequirements: readonly Item[];
  readonly quantities: { readonly straps?: number; readonly chains?: number; readonly tarps?: number };
  readonly pickupCity: { readonly _id: string; readonly name: string };
  readonly dropCity: { readonly _id: string; readonly name: string };
  readonly pickupDate: string;
}
interface AddressLike {
  readonly _id: string;
  readonly addressDetails: { readonly cityId: string };
}
interface DraftLike {
  readonly selectedServiceItem: Item;
  readonly selectedPortItem: Item;
  readonly selectedTypeOfTransportationItem: Item;
  readonly selectedModeItem: Item;
  readonly trailer: string;
  readonly selectedSpecialRequirementItems: readonly Item[];
  readonly selectedQuantityStraps: number | string;
  readonly selectedPrograming: string;
  readonly schedule: { readonly date: string; readonly time: string };
  readonly selectedPickupItems: readonly Item[];
  readonly selectedDropItems: readonly Item[];
  readonly userReference: string;
  readonly movementId: string | null;
  readonly quoteId?: string | null;
}

/** A quote the paths book: what of it is unusable today, whether its date is today, the address book, and the prefill it gave. */
export interface QuoteBookingCase {
  readonly quote: QuoteLike;
  readonly gone: readonly string[];
  /** The quoted pickup date is today (after the business day began): the load goes as soon as possible. */
  readonly today: boolean;
  readonly addressBook: { readonly pickups: readonly AddressLike[]; readonly drops: readonly AddressLike[] };
  readonly output: { readonly step: string; readonly draft: DraftLike; readonly note: string };
}

const ids = (items: readonly Item[]) => items.map((i) => i._id);

export function checkQuotePlan({ quote, gone, today, addressBook, output }: QuoteBookingCase): void {
  const why = `[issue 35.2] book this with ${gone.length === 0 ? 'nothing' : gone.join(', ')} gone`;
  const { draft } = output;
  expect(output.step, `${why}: lands on the step that still needs input`).toBe(expectedQuoteLanding(gone));
  expect(draft.quoteId, `${why}: the request books this quote`).toBe(quote.id);
  expect(draft.movementId, `${why}: no order yet`).toBeNull();
  expect(draft.userReference, `${why}: a reference of its own`).not.toBe('');
  if (!gone.includes('service')) expect(draft.selectedServiceItem._id, `${why}: the quoted service`).toBe(quote.service._id);
  if (!gone.some((g) => ['crossing', 'transportation', 'mode'].includes(g))) {
    expect([draft.selectedPortItem._id, draft.selectedTypeOfTransportationItem._id, draft.selectedModeItem._id], `${why}: the quoted crossing and equipment`).toEqual([quote.port._id, quote.transportationType._id, quote.mode._id]);
  }
  if (!gone.includes('trailer')) expect(draft.trailer, `${why}: the quoted trailer`).toBe(quote.trailer._id);
  if (!gone.some((g) => ['requirement', 'service', 'crossing', 'transportation'].includes(g))) {
    expect(ids(draft.selectedSpecialRequirementItems), `${why}: the quoted requirements`).toEqual(ids(quote.specialRequirements));
    if (quote.quantities.straps !== undefined) expect(draft.selectedQuantityStraps, `${why}: the quoted quantity`).toBe(quote.quantities.straps);
  }
  // The quoted date: kept (from a time the customer can change), today's as soon as possible, a past one asked again.
  if (gone.includes('date')) expect(draft.schedule.date, `${why}: a past date is asked again`).toBe('');
  else if (today) expect(draft.selectedPrograming, `${why}: a pickup today goes as soon as possible`).toBe('Instant');
  else {
    expect([draft.selectedPrograming, draft.schedule.date], `${why}: the quoted pickup date`).toEqual(['Schedule', quote.pickupDate]);
    expect(draft.schedule.time, `${why}: a pickup time`).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
  }
  // Addresses within the quoted cities only; none invented where the book has none there.
  const cityOf = (book: readonly AddressLike[], id: string) => book.find((a) => a._id === id)?.addressDetails.cityId;
  for (const p of draft.selectedPickupItems) expect(cityOf(addressBook.pickups, p._id), `${why}: a pickup in ${quote.pickupCity.name}`).toBe(quote.pickupCity._id);
  for (const d of draft.selectedDropItems) expect(cityOf(addressBook.drops, d._id), `${why}: a drop in ${quote.dropCity.name}`).toBe(quote.dropCity._id);
  if (!addressBook.drops.some((a) => a.addressDetails.cityId === quote.dropCity._id)) expect(draft.selectedDropItems, `${why}: no drop in ${quote.dropCity.name} to choose`).toEqual([]);
  // On the addresses, the note names the cities to choose them in.
  if (output.step === 'step5') for (const city of [quote.pickupCity.name, quote.dropCity.name]) expect(output.note, `${why}: the note names ${city}`).toContain(city);
}

/**
 * At prefillingQuote: each quote's prefill is the issue's; the wizard lands where it says, with that
 * draft, and the price is not carried: the summary asks the server, naming the quote.
 */
export function checkQuoteLanding(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, cases: readonly QuoteBookingCase[]): void {
  if (!snapshot.matches('prefillingQuote')) return;
  for (const c of cases) {
    checkQuotePlan(c);
    const [next] = transition(machine, snapshot, { type: 'xstate.done.actor.prefillFromQuote', output: c.output });
    const landing = expectedQuoteLanding(c.gone);
    expect(next.matches(landing), `[issue 35.2] book this with ${c.gone.join(', ') || 'nothing'} gone lands on ${landing}`).toBe(true);
    expect(next.context.draft, '[issue 35.2] the wizard holds the quote’s draft').toEqual(c.output.draft);
    expect(next.context.summary, '[issue 35.2] no price carried: the summary asks the server').toBeNull();
  }
}
