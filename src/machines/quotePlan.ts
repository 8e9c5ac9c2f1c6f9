import type { Address } from '../schemas/addressBody.ts';
import { defaultDraft } from '../schemas/defaultDraft.ts';
import type { InstantQuote } from '../schemas/instantQuote.ts';
import { QUOTED_PICKUP_TIME, QuoteBookingNotes } from '../schemas/quoteBooking.ts';
import { isScheduleInPast, wallClockAt } from '../schemas/scheduleClock.ts';
import type { ServiceRequestDraft } from '../schemas/serviceRequestDraft.ts';
import { carryChoices, type BookAgainCatalog, type BookAgainPlan } from './bookAgain.ts';
import { addressLabel } from './orderRequest.ts';

// Book this: an instant quote's choices as a new wizard draft, checked against today's catalog
// like Book again (bookAgain.ts). A quote names cities, not addresses: the wizard opens on
// Addresses, where the customer chooses (or adds) one in each quoted city. The price is the
// server's to decide: the draft names the quote (quoteId) and the summary asks with it.

/**
 * The draft a quote opens the wizard with, and where: the first step whose choice the catalog no
 * longer offers, Details when the quoted pickup date has passed, else Addresses. The quoted date is
 * booked from QUOTED_PICKUP_TIME; a date that is today (its business hours begun) as soon as
 * possible. An address is chosen for a side only when the book holds exactly one in the quoted city.
 */
export function quotePlan(quote: InstantQuote, catalog: BookAgainCatalog, reference: string, now: Date = new Date()): BookAgainPlan {
  const draft: { -readonly [K in keyof ServiceRequestDraft]: ServiceRequestDraft[K] } = { ...defaultDraft(), userReference: reference, quoteId: quote.id };
  const carried = carryChoices(quote, catalog, draft);

  const schedule = { date: quote.pickupDate, time: QUOTED_PICKUP_TIME };
  const today = wallClockAt(now).slice(0, 10);
  const datePassed = quote.pickupDate < today;
  if (quote.pickupDate === today && isScheduleInPast(schedule, now)) draft.selectedPrograming = 'Instant';
  else {
    draft.selectedPrograming = 'Schedule';
    draft.schedule = { date: datePassed ? '' : schedule.date, time: schedule.time };
  }

  const only = (book: readonly Address[], cityId: string) => {
    const inCity = book.filter((a) => a.addressDetails.cityId === cityId);
    return inCity.length === 1 ? [addressLabel(inCity[0]!)] : [];
  };
  draft.selectedPickupItems = only(catalog.addressBook.pickups, quote.pickupCity._id);
  draft.selectedDropItems = only(catalog.addressBook.drops, quote.dropCity._id);

  if (!carried.service) return { step: 'step1', draft, note: QuoteBookingNotes.serviceGone };
  if (!carried.route) return { step: 'step2', draft, note: QuoteBookingNotes.routeGone };
  if (!carried.details) return { step: 'step3', draft, note: QuoteBookingNotes.detailsGone };
  if (datePassed) return { step: 'step3', draft, note: QuoteBookingNotes.datePassed };
  const note = draft.selectedPrograming === 'Instant' ? QuoteBookingNotes.readyToday(quote.pickupCity.name, quote.dropCity.name) : QuoteBookingNotes.ready(quote.pickupCity.name, quote.dropCity.name, QUOTED_PICKUP_TIME);
  return { step: 'step5', draft, note };
}
