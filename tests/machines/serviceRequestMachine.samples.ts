import { bookAgainPlan } from '../../src/machines/bookAgain';
import { quotePlan } from '../../src/machines/quotePlan';
import { quoteKey, requirementsKey } from '../../src/machines/orderRequest';
import { restoreWizard, type Restored } from '../../src/machines/restoreWizard';
import type { AddressBook, BookAgainData, Keyed, StepDetails, SummaryData } from '../../src/machines/serviceRequestContext';
import { serviceRequestMachine } from '../../src/machines/serviceRequestMachine';
import type { PaymentOutput } from '../../src/machines/paymentMachine';
import type { Address, AddressBody } from '../../src/schemas/addressBody';
import type { Order } from '../../src/schemas/order';
import type { SpecialRequirement, TransitInfo, TypeOfService } from '../../src/schemas/serviceCatalog';
import { defaultDraft, type ServiceRequestDraft } from '../../src/schemas/serviceRequestDraft';
import { ApiError } from '../../src/services/http';
import type { EventSamples, GenerateOptions } from '../support/pathCoverageCore';
import { catalogToday } from './bookAgainFixtures';
import { completedOrder, drop, pickup, sampleOrder } from './orderFixtures';
import { BOOKED_AT, laredo, QUOTE_ID, sampleQuote } from './quoteBookingFixtures';
import type { QuoteBookingCase } from '../spec/quoteBookingRules';
import type { InstantQuote } from '../../src/schemas/instantQuote';

/**
 * The events and inputs the wizard's paths are generated from: the unit paths
 * (serviceRequestMachine.paths.test.ts) and their replay in Chromium (e2e/machinePaths) use these
 * same samples, hence the same paths. Ids are the samples' own ('a1', 'a2', 'a4', 'CC26000001'):
 * the browser model maps them to what the real server made for its customer.
 */

export const item = (id: string, title: string) => ({ _id: id, title });
export const details: StepDetails = {
  userReference: 'REF123',
  trailer: 'trl-53',
  selectedSpecialRequirementItems: [{ _id: 'sr-straps', title: 'Straps', equipmentKey: 'straps' }],
  selectedQuantityChains: 'Select option',
  selectedQuantityStraps: 4,
  selectedQuantityTarps: 'Select option',
  selectedPrograming: 'Instant',
  schedule: { date: '', time: '' },
};
export const filled: ServiceRequestDraft = {
  ...defaultDraft(),
  selectedServiceItem: item('northbound', 'Northbound Service'),
  selectedPortItem: item('colombia-solidarity-bridge', 'Colombia Solidarity Bridge'),
  selectedTypeOfTransportationItem: item('ftl', 'FTL'),
  selectedModeItem: item('ftl-dry-van', 'Dry Van'),
  ...details,
  selectedPickupItems: [item('a1', 'Planta Apodaca, Monterrey')],
  selectedDropItems: [item('a2', 'DFW Crossdock, Dallas')],
};
export const services: TypeOfService[] = [{ _id: 'northbound', title: 'Northbound Service', description: 'Mexico to the US', price: 150_000 }];
export const transitInfo: TransitInfo = { typesOfTransportation: [], ports: [], securingEquipment: [{ key: 'straps', title: 'Straps', unitPrice: 1_000 }], trailers: [{ _id: 'trl-53', title: '53 ft dry van trailer' }], cities: [] };
export const requirements: Keyed<readonly SpecialRequirement[]> = {
  key: 'northbound|ftl|colombia-solidarity-bridge',
  value: [{ _id: 'sr-straps', title: 'Straps', description: 'Ratchet straps', price: 2_500, equipmentKey: 'straps' }],
};
// A drop in Mexico: not on a Northbound route.
export const mexicanDrop: Address = { ...drop, _id: 'a4', addressDetails: { ...drop.addressDetails, buildinName: 'Bodega Querétaro', city: 'Querétaro', state: 'Querétaro', country: 'MX', cityId: 'queretaro-qro' } };
export const book: AddressBook = { pickups: [pickup], drops: [drop, mexicanDrop] };
export const renamed: Address = { ...pickup, addressDetails: { ...pickup.addressDetails, buildinName: 'Planta Apodaca Norte' } };
export const added: Address = { ...drop, _id: 'a3', addressDetails: { ...drop.addressDetails, buildinName: 'Laredo Yard' } };
export const unpaid: Order = sampleOrder({ paymentStatus: 'unpaid' });
export const paid: Order = sampleOrder({ paymentStatus: 'paid' });
// The fake server prices whatever draft it is asked about.
export const summaryOf = (draft: ServiceRequestDraft): SummaryData => ({
  summary: { key: quoteKey(draft), value: { quote: unpaid.quote, distances: unpaid.distances } },
  transitInfo,
  requirements: { ...requirements, key: `${draft.selectedServiceItem._id}|${draft.selectedTypeOfTransportationItem._id}|${draft.selectedPortItem._id}` },
});
export const paidOutput: PaymentOutput = { movementId: 'CC26000001', captureId: 'cap_1' };
export const body: AddressBody = {
  type: 'drop',
  addressDetails: { buildinName: 'Laredo Yard', street: 'Av. Industrial 120', postalCode: '78040', cityId: 'laredo-tx' },
  contactDetails: { contactName: 'Lucía Garza', contactNumber: '8112345678' },
};
export const offline = new ApiError(0, 'Something is wrong please try again');
// A refusal in the server's own words, unlike the generic message: what shows must be these words.
export const busy = new ApiError(503, 'The service is busy: try again in a minute');
export const notVerified = new ApiError(403, 'You are not verified by the admin. Please contact the admin for assistanc');
// Team roles: "Viewer (sees orders and tracking), Booker (also requests and pays for services)".
export const VIEWER_REFUSED = 'Viewers cannot request services. Ask the main user or an admin for the Booker role.';
export const viewerRefused = new ApiError(403, VIEWER_REFUSED);

// What Book again reads from a past order, for each step it may open on. The fresh
// reference is the one the other paths type on step3 (the step5 check reads it).
export const pastOrder = completedOrder({ programming: 'Instant', schedule: null });
export const bookAgainFrom = (order: Order): BookAgainData => {
  const plan = bookAgainPlan(order, catalogToday, 'REF123');
  return { ...plan, services, transitInfo: catalogToday.transitInfo, requirements: { key: requirementsKey(plan.draft), value: catalogToday.requirements }, addressBook: book };
};
/** Each past order the paths book again, with what of it is gone today (the oracle's input, tests/spec/bookAgainRules.ts). */
export const bookAgainCases: ReadonlyArray<{ readonly order: Order; readonly gone: readonly string[]; readonly output: BookAgainData }> = (
  [
    [pastOrder, []],
    [{ ...pastOrder, service: item('retired-service', 'Express Service') }, ['service']],
    [{ ...pastOrder, mode: item('retired-mode', 'Flatbed') }, ['mode']],
    [{ ...pastOrder, trailer: item('retired-trailer', '48 ft trailer') }, ['trailer']],
    [{ ...pastOrder, pickups: [{ ...pickup, _id: 'deleted-address' }] }, ['pickup']],
  ] as const
).map(([order, gone]) => ({ order, gone, output: bookAgainFrom(order) }));
export const bookAgainOutputs: BookAgainData[] = bookAgainCases.map((c) => c.output);

/**
 * Each instant quote the paths book (Book this), with what of it is unusable today (the oracle's
 * input, tests/spec/quoteBookingRules.ts), planned against today's catalog and the samples' book.
 */
const quoteCatalog = { ...catalogToday, addressBook: book };
export const quoteBookingCases: readonly QuoteBookingCase[] = (
  [
    [sampleQuote(), [], false],
    [sampleQuote({ service: item('retired-service', 'Express Service') }), ['service'], false],
    [sampleQuote({ mode: item('retired-mode', 'Flatbed') }), ['mode'], false],
    [sampleQuote({ trailer: item('retired-trailer', '48 ft trailer') }), ['trailer'], false],
    [sampleQuote({ pickupDate: '2026-11-20' }), ['date'], false],
    [sampleQuote({ pickupDate: '2026-11-29' }), [], true],
    // No address in the quoted drop city yet: the customer adds one.
    [sampleQuote({ dropCity: laredo }), [], false],
  ] as ReadonlyArray<readonly [InstantQuote, readonly string[], boolean]>
).map(([quote, gone, today]) => {
  const plan = quotePlan(quote, quoteCatalog, 'REF123', BOOKED_AT);
  const output: BookAgainData = { ...plan, services, transitInfo: catalogToday.transitInfo, requirements: { key: requirementsKey(plan.draft), value: catalogToday.requirements }, addressBook: book };
  return { quote, gone, today, addressBook: book, output };
});

/**
 * What a reload may find saved (spec: the draft survives a reload, DESIGN.md §1: validated by its
 * schema first), each with the wizard it gives (restoreWizard): the oracle of where it must reopen is
 * tests/spec/wizardRestoreRules.ts. The reference typed on step3 is the other paths' 'REF123'.
 */
export const restoreCases: ReadonlyArray<{ readonly saved: unknown; readonly output: Restored }> = [
  ...(['step1', 'step2', 'step3', 'step5', 'step6', 'stepCheckout'] as const).map((step) => ({ version: 1, step, draft: step === 'step1' ? defaultDraft() : filled })),
  // Reopened on payment after the order was placed.
  { version: 1, step: 'stepCheckout', draft: { ...filled, movementId: 'CC26000001' } },
  // Left while adding or editing an address, or on the booked screen.
  { version: 1, step: 'step4', draft: filled },
  { version: 1, step: 'step8', draft: filled },
  { version: 1, step: 'step7', draft: { ...filled, movementId: 'CC26000001' } },
  // Nothing saved, an older shape, a damaged one.
  null,
  { version: 0, step: 'step3', draft: filled },
  { version: 1, step: 'step9', draft: filled },
  { version: 1, step: 'step3', draft: { ...filled, selectedServiceItem: 'northbound' } },
].map((saved) => ({ saved, output: restoreWizard(saved) }));
export const restoredOutputs: Restored[] = [...new Map(restoreCases.map((c) => [JSON.stringify(c.output), c.output])).values()];

const fakes = { actions: { persist: () => {}, forgetDraft: () => {}, forgetBookedQuote: () => {}, leaveToHome: () => {} } };
/** The wizard with its side effects (storage, leaving the page) made inert: what paths are generated on. */
export const machineUnderTest = serviceRequestMachine.provide(fakes as never);
export const done = <I extends string, T>(id: I, output: T) => ({ type: `xstate.done.actor.${id}` as const, output });
export const failed = <I extends string>(id: I, error: unknown) => ({ type: `xstate.error.actor.${id}` as const, error });

/** Options of `generatePaths` for the wizard (shared by the unit suite and the browser replay). */
export const serviceRequestPathOptions = {
  // "Start a new request" is offered where a request ended or could not open: on the booked screen
  // and when a past order could not be read. Paths send it there only, so each is one a customer
  // can walk; the reset rules are still checked on every state (tests/spec/wizardRules.ts).
  filterEvents: (s, e) => e.type !== 'draft.reset' || s.matches('step7') || s.matches('prefillFailed') || s.matches('quotePrefillFailed'),
  // A plain visit (the saved request), and Book again from a past order.
  inputs: [{ bookAgainFrom: null }, { bookAgainFrom: 'CC26000001' }, { bookAgainFrom: null, quoteFrom: QUOTE_ID }],
  // The summary's key is the machine's own bookkeeping; states are told apart by what the customer sees.
  serializeState: (s) => JSON.stringify([s.value, s.context.draft, s.context.services !== null, s.context.transitInfo !== null, s.context.requirements !== null, s.context.addressBook !== null, s.context.summary !== null, s.context.order?.movementId ?? null]),
  events: (s): EventSamples<typeof machineUnderTest> => ({
    'xstate.done.actor.checkVerification': [done('checkVerification', true), done('checkVerification', false)],
    // A Viewer's profile is refused by the check itself (403, the server's words).
    'xstate.error.actor.checkVerification': [failed('checkVerification', offline), failed('checkVerification', viewerRefused), failed('checkVerification', busy)],
    // What a reload finds (restoreCases); equal outputs are one event.
    'xstate.done.actor.restoreDraft': restoredOutputs.map((output) => done<'restoreDraft', Restored>('restoreDraft', output)),
    'xstate.error.actor.restoreDraft': [failed('restoreDraft', new Error('storage blocked'))],
    'xstate.done.actor.prefillFromOrder': bookAgainOutputs.map((output) => done('prefillFromOrder', output)),
    'xstate.error.actor.prefillFromOrder': [failed('prefillFromOrder', new ApiError(404, 'Order not found'))],
    'xstate.done.actor.prefillFromQuote': quoteBookingCases.map((c) => done('prefillFromQuote', c.output as BookAgainData)),
    'xstate.error.actor.prefillFromQuote': [failed('prefillFromQuote', new ApiError(404, 'This quote does not exist. Get a new one from the quote form.'))],
    'xstate.done.actor.loadServices': [done('loadServices', services)],
    'xstate.error.actor.loadServices': [failed('loadServices', offline), failed('loadServices', busy)],
    'xstate.done.actor.loadTransitInfo': [done('loadTransitInfo', transitInfo)],
    'xstate.error.actor.loadTransitInfo': [failed('loadTransitInfo', offline), failed('loadTransitInfo', busy)],
    'xstate.done.actor.loadDetails': [done('loadDetails', { transitInfo, requirements, suggestedReference: 'SUGG000001' })],
    'xstate.error.actor.loadDetails': [failed('loadDetails', offline), failed('loadDetails', busy)],
    'xstate.done.actor.checkReference': [done('checkReference', undefined)],
    'xstate.error.actor.checkReference': [failed('checkReference', new ApiError(409, 'This reference is already used by another of your orders.', { userReference: 'This reference is already used by another of your orders.' }))],
    'xstate.done.actor.loadCities': [done('loadCities', transitInfo)],
    'xstate.error.actor.loadCities': [failed('loadCities', offline), failed('loadCities', busy)],
    'xstate.done.actor.loadAddressBook': [done('loadAddressBook', book)],
    'xstate.error.actor.loadAddressBook': [failed('loadAddressBook', offline), failed('loadAddressBook', busy)],
    'xstate.done.actor.saveAddress': [done('saveAddress', s.matches('step8') ? renamed : added)],
    'xstate.error.actor.saveAddress': [failed('saveAddress', new ApiError(400, 'Invalid contact number format', { 'contactDetails.contactNumber': 'Invalid contact number format' }))],
    'xstate.done.actor.loadSummary': [done('loadSummary', summaryOf(s.context.draft))],
    'xstate.error.actor.loadSummary': [failed('loadSummary', offline), failed('loadSummary', busy)],
    'xstate.done.actor.loadQuote': [done('loadQuote', summaryOf(s.context.draft))],
    'xstate.error.actor.loadQuote': [failed('loadQuote', offline), failed('loadQuote', busy)],
    'xstate.done.actor.createOrder': [done('createOrder', unpaid)],
    'xstate.error.actor.createOrder': [failed('createOrder', notVerified)],
    'xstate.done.actor.loadOrder': [done('loadOrder', unpaid), done('loadOrder', paid)],
    'xstate.error.actor.loadOrder': [failed('loadOrder', offline), failed('loadOrder', busy)],
    // The payment actor's own paths are in paymentMachine.paths.test.ts; here it ends paid.
    'xstate.done.actor.payment': [done('payment', paidOutput)],
    'service.chosen': [{ type: 'service.chosen', service: item('northbound', 'Northbound Service') }],
    'route.chosen': [{ type: 'route.chosen', port: item('colombia-solidarity-bridge', 'Colombia Solidarity Bridge'), transportationType: item('ftl', 'FTL'), mode: item('ftl-dry-van', 'Dry Van') }],
    'details.submitted': [{ type: 'details.submitted', details }],
    'addresses.changed': [
      { type: 'addresses.changed', pickups: [item('a1', 'Planta Apodaca, Monterrey')], drops: [item('a2', 'DFW Crossdock, Dallas')] },
      // A pickup without a drop, and a drop without a pickup: Next must wait.
      { type: 'addresses.changed', pickups: [item('a1', 'Planta Apodaca, Monterrey')], drops: [] },
      { type: 'addresses.changed', pickups: [], drops: [item('a2', 'DFW Crossdock, Dallas')] },
      // Monterrey to Querétaro, both in Mexico: not a Northbound route.
      { type: 'addresses.changed', pickups: [item('a1', 'Planta Apodaca, Monterrey')], drops: [item('a4', 'Bodega Querétaro, Querétaro')] },
    ],
    'reference.typed': [{ type: 'reference.typed', userReference: 'MINE01' }],
    'address.addRequested': [{ type: 'address.addRequested', addressType: 'drop' }],
    'address.editRequested': [{ type: 'address.editRequested', addressId: 'a1', addressType: 'pickup' }],
    'address.submitted': [{ type: 'address.submitted', body }],
    'step.selected': (['step1', 'step2', 'step3', 'step5'] as const).map((step) => ({ type: 'step.selected' as const, step })),
  }),
} satisfies GenerateOptions<typeof machineUnderTest>;
