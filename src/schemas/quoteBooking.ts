import type { QuoteChoice } from './quoteAnswer.ts';

// Book this: the words of a booking that started from an instant quote (no Effect: the wizard's
// first JS reads them). The notes have {holes} the wizard fills with the quote's city names; the
// price words' holes are amounts and times the view formats in the reader's language.

/** When a quoted pickup date is booked: the start of the business day (stated in the note; changed on Details). */
export const QUOTED_PICKUP_TIME = '08:00';

const fill = (id: string, values: Readonly<Record<string, string>>): string => id.replace(/\{(\w+)\}/g, (hole, name: string) => values[name] ?? hole);

/** What the wizard says on the step a quote opens it on. */
export const QuoteBookingNotes = {
  ready: (pickup: string, drop: string, time: string) =>
    fill(
      /*i18n*/ 'Booking your instant quote: the service, crossing, equipment and pickup date are filled in (pickup from {time}; you can change it in Details). Choose a pickup address in {pickup} and a drop address in {drop}.',
      { pickup, drop, time },
    ),
  readyToday: (pickup: string, drop: string) =>
    fill(/*i18n*/ 'Booking your instant quote for pickup today, as soon as possible: the service, crossing and equipment are filled in. Choose a pickup address in {pickup} and a drop address in {drop}.', { pickup, drop }),
  serviceGone: /*i18n*/ 'The service of your instant quote is no longer offered. Choose a service to continue.',
  routeGone: /*i18n*/ 'The crossing, transportation or mode of your instant quote is no longer offered. Choose them again to continue.',
  detailsGone: /*i18n*/ 'The trailer or a special requirement of your instant quote is no longer offered. Check the load details to continue.',
  datePassed: /*i18n*/ 'The pickup date of your instant quote has passed. Choose a new pickup date and time.',
} as const;

/**
 * What the summary says about a quoted price (holes: {quoted} and {difference} amounts, {time} a
 * date and time, {choices} a list of QUOTE_CHOICE_WORDS). The view picks one by the server's status.
 */
export const QuotedPriceWords = {
  applied: /*i18n*/ 'The price of your instant quote, held until {time}.',
  expiredMore: /*i18n*/ 'Your instant quote of {quoted} stopped holding on {time}. This is today’s price: {difference} more than quoted.',
  expiredLess: /*i18n*/ 'Your instant quote of {quoted} stopped holding on {time}. This is today’s price: {difference} less than quoted.',
  expiredSame: /*i18n*/ 'Your instant quote of {quoted} stopped holding on {time}. Today’s price is the same.',
  changedMore: /*i18n*/ 'You changed the {choices} since your instant quote, so this is today’s price for your choices: {difference} more than the quoted {quoted}.',
  changedLess: /*i18n*/ 'You changed the {choices} since your instant quote, so this is today’s price for your choices: {difference} less than the quoted {quoted}.',
  changedSame: /*i18n*/ 'You changed the {choices} since your instant quote; today’s price for your choices is the same as the quoted {quoted}.',
  /** On payment, when the order was charged other than the summary said (the quote stopped holding in between). */
  lapsed: /*i18n*/ 'Your instant quote stopped holding before the order was placed, so the order is charged today’s price: {total} instead of {quoted}.',
} as const;

/** A choice that differs from the quote, as the sentence names it ("You changed the trailer and pickup address…"). */
export const QUOTE_CHOICE_WORDS: Readonly<Record<QuoteChoice, string>> = {
  serviceId: /*i18n*/ 'service',
  transportationTypeId: /*i18n*/ 'type of transportation',
  modeId: /*i18n*/ 'mode',
  portId: /*i18n*/ 'crossing',
  trailerId: /*i18n*/ 'trailer',
  specialRequirementIds: /*i18n*/ 'special requirements',
  quantities: /*i18n*/ 'quantities',
  pickupAddressIds: /*i18n*/ 'pickup address',
  dropAddressIds: /*i18n*/ 'drop address',
};
