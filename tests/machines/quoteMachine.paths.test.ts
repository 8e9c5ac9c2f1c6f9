import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { createActor, fromPromise, transition } from 'xstate';
import { quoteMachine, quoteRequestOf, quoteRequirements, quoteTrailers } from '../../src/machines/quoteMachine';
import type { InstantQuote } from '../../src/schemas/instantQuote';
import type { SpecialRequirement } from '../../src/schemas/serviceCatalog';
import { ApiError } from '../../src/services/http';
import type { QuoteOptions } from '../../src/services/quoteApi';
import { callInput, holds } from '../spec/oracle';
import { undescribed } from '../support/descriptions';
import { definePathTests } from '../support/pathCoverage';

// The instant quote (issue: a price before signing up), its oracles written from the issue's
// words: the catalog first; the special requirements follow the service, transport and crossing;
// a form with something missing says what, field by field, as every form of the spec does ("X is
// required"); the server's price, kept 24 hours under an id; a refusal in the server's words; a
// shared link opens the quote, an unknown one says so, an expired one can be priced again.

const offline = new ApiError(0, 'Something is wrong please try again');
const SHARED_ID = 'q7Vw2mZ0b8XcR4tY1uN3aA';

const options: QuoteOptions = {
  services: [{ _id: 'northbound', title: 'Northbound Service', description: 'Mexico to the United States', price: 45000 }],
  transitInfo: {
    typesOfTransportation: [{ _id: 'ftl', title: 'FTL', description: 'Full truckload', price: 30000, modes: [{ _id: 'dry-van', title: 'Dry Van', description: '', price: 0 }] }],
    ports: [{ _id: 'colombia', title: 'Colombia Solidarity Bridge', city: 'Laredo, TX', lat: 27.7, lng: -99.7 }],
    securingEquipment: [{ key: 'straps', title: 'Straps', unitPrice: 1500 }],
    trailers: [{ _id: 'dry-van-53', title: '53 ft dry van trailer' }],
    cities: [
      { _id: 'monterrey', name: 'Monterrey', state: 'Nuevo León', country: 'MX', lat: 25.67, lng: -100.31 },
      { _id: 'dallas', name: 'Dallas', state: 'Texas', country: 'US', lat: 32.78, lng: -96.8 },
    ],
  },
};
const straps: SpecialRequirement = { _id: 'straps', title: 'Straps', description: '', price: 0, equipmentKey: 'straps' };
const hazmat: SpecialRequirement = { _id: 'hazmat', title: 'Hazmat certified driver', description: '', price: 12000, equipmentKey: null };

/** A date a few days ahead, written without the app's clock. */
const ahead = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

// What the visitor does on the form: the route (service, transport, mode, crossing), the rest of the
// load and the trip, a special requirement with its quantity.
const ROUTE = { serviceId: 'northbound', transportationTypeId: 'ftl', modeId: 'dry-van', portId: 'colombia' };
const TRIP = { trailerId: 'dry-van-53', pickupCityId: 'monterrey', dropCityId: 'dallas', pickupDate: ahead };
const STRAPS = { specialRequirementIds: ['straps'], quantities: { straps: 4 } };
/** A pickup on the wrong side of the border for a Northbound load. */
const WRONG_SIDE = { pickupCityId: 'dallas' };
const COUNTRY: Record<string, string> = { monterrey: 'MX', dallas: 'US' };

// A link to /quote with the landing form's choices (the mode alone names its type of transportation):
// every one of them, and some the catalog does not know (and a parameter that is no choice).
const WHOLE_LINK = { serviceId: 'northbound', portId: 'colombia', modeId: 'dry-van', trailerId: 'dry-van-53', pickupCityId: 'monterrey', dropCityId: 'dallas', pickupDate: ahead };
const ODD_LINK = { serviceId: 'northbound', portId: 'nowhere-bridge', modeId: 'dry-van', trailerId: 'reefer-53', pickupCityId: 'atlantis', pickupDate: 'soon', utm_source: 'newsletter' };
/** What the catalog of `options` knows, field by field (written from the fixture, not from the app). */
const KNOWN: Record<string, readonly string[]> = {
  serviceId: ['northbound'],
  transportationTypeId: ['ftl'],
  modeId: ['dry-van'],
  portId: ['colombia'],
  trailerId: ['dry-van-53'],
  pickupCityId: ['monterrey', 'dallas'],
  dropCityId: ['monterrey', 'dallas'],
};
/** The form once the catalog has come: what it does not know is unchosen; the Dry Van mode is an FTL one. */
const knownOf = (v: Values): Values => {
  const kept = Object.fromEntries(Object.entries(KNOWN).map(([field, ids]) => [field, ids.includes(v[field] as string) ? v[field] : '']));
  if (kept.modeId === 'dry-van' && v.transportationTypeId === '') kept.transportationTypeId = 'ftl';
  return { ...v, ...kept };
};

const quote = (expired: boolean): InstantQuote => ({
  id: SHARED_ID,
  service: { _id: 'northbound', title: 'Northbound Service' },
  transportationType: { _id: 'ftl', title: 'FTL' },
  mode: { _id: 'dry-van', title: 'Dry Van' },
  port: { _id: 'colombia', title: 'Colombia Solidarity Bridge' },
  trailer: { _id: 'dry-van-53', title: '53 ft dry van trailer' },
  specialRequirements: [{ _id: 'straps', title: 'Straps' }],
  quantities: { straps: 4 },
  pickupCity: options.transitInfo.cities[0]!,
  dropCity: options.transitInfo.cities[1]!,
  pickupDate: '2026-12-04',
  quote: { lines: [{ label: 'Northbound Service', amount: 45000 }, { label: 'FTL', amount: 30000 }, { label: 'Straps × 4', amount: 6000 }], total: 81000, currency: 'USD' },
  includes: ['Mexico to the United States', 'Pickup in Monterrey, delivery in Dallas: one address each', 'Crossing at Colombia Solidarity Bridge', 'Live tracking, proof of delivery and a receipt'],
  distanceKm: 795.2,
  createdAt: '2026-11-29T12:00:00.000Z',
  validUntil: '2026-11-30T12:00:00.000Z',
  expired,
});
/** The same load priced again: what the quote's own choices send (written out, not derived by the app's helper). */
const QUOTE_AS_BODY = { ...ROUTE, trailerId: 'dry-van-53', pickupCityId: 'monterrey', dropCityId: 'dallas', pickupDate: '2026-12-04', specialRequirementIds: ['straps'], quantities: { straps: 4 } };

/** A new form: nothing chosen. */
const EMPTY_FORM = { serviceId: '', transportationTypeId: '', modeId: '', portId: '', trailerId: '', specialRequirementIds: [], quantities: {}, pickupCityId: '', dropCityId: '', pickupDate: '' };

/** Every field the price needs, with the words of its "is required" message (the spec's form wording). */
const REQUIRED: Record<string, string> = {
  serviceId: 'type of service is required',
  transportationTypeId: 'type of transportation is required',
  modeId: 'mode is required',
  portId: 'port is required',
  trailerId: 'trailer is required',
  pickupCityId: 'pickup city is required',
  dropCityId: 'drop city is required',
  pickupDate: 'pickup date is required',
};

type Values = Record<string, unknown> & { specialRequirementIds: string[]; quantities: Record<string, number> };
const valuesOf = (s: AnyMachineSnapshot) => s.context.values as Values;
const routeKey = (v: Record<string, unknown>) => (v.serviceId && v.transportationTypeId && v.portId ? `${v.serviceId}|${v.transportationTypeId}|${v.portId}` : null);
/** What the form sends: its choices, with only the chosen equipment's quantities. */
const bodyOf = (v: Values, offered: readonly SpecialRequirement[]) => ({
  ...v,
  quantities: Object.fromEntries(Object.entries(v.quantities).filter(([key]) => offered.some((r) => r.equipmentKey === key && v.specialRequirementIds.includes(r._id)))),
});
const quotedState = (q: InstantQuote) => ({ quoted: q.expired ? 'expired' : 'holding' });

/** Get my price on the form: each missing or wrong field says so, or the server is asked for the form's choices. */
function expectPriceAsked(from: AnyMachineSnapshot, to: AnyMachineSnapshot): void {
  const v = valuesOf(from);
  const missing: Record<string, string> = Object.fromEntries(Object.entries(REQUIRED).filter(([field]) => v[field] === ''));
  // A Northbound load picks up in Mexico and delivers to the United States: said before any call.
  if (v.serviceId === 'northbound' && v.pickupCityId !== '' && COUNTRY[v.pickupCityId as string] !== 'MX') missing.pickupCityId = 'Northbound Service picks up in Mexico: please choose a pickup city in Mexico.';
  if (v.serviceId === 'northbound' && v.dropCityId !== '' && COUNTRY[v.dropCityId as string] !== 'US') missing.dropCityId = 'Northbound Service delivers to the United States: please choose a drop city in the United States.';
  if (Object.keys(missing).length > 0) {
    expect(to.value, 'something is missing: the form again').toBe('choosing');
    expect(to.context.fieldErrors, 'each missing or wrong field says so').toEqual(missing);
  } else {
    expect(to.value, 'priced by the server').toBe('pricing');
    expect(callInput(to, 'requestQuote'), 'the form’s choices').toEqual(bodyOf(v, from.context.requirements?.value ?? []));
    expect([to.context.error, to.context.fieldErrors]).toEqual([null, {}]);
  }
}

function checkStep({ from, event, to }: { from: AnyMachineSnapshot; event: { type: string; [key: string]: unknown }; to: AnyMachineSnapshot }): void {
  const refused = (error: unknown) => {
    const e = error as ApiError;
    holds('err.rethrow', () => {
      if (Object.keys(e.fieldErrors ?? {}).length > 0) expect(to.context.fieldErrors, 'the refusal on its fields').toEqual(e.fieldErrors);
      else expect(to.context.error, 'the refusal in the server’s words').toBe(e.message);
    });
  };
  switch (event.type) {
    case 'form.changed': {
      const values = { ...valuesOf(from), ...(event.values as object) };
      expect(to.context.values, 'the form keeps what was chosen').toEqual(values);
      // Chosen on the form drawn before the catalog came: kept, and the catalog still awaited.
      if (from.value === 'loadingOptions') return void expect(to.value).toBe('loadingOptions');
      const key = routeKey(values);
      // Another service, transport or crossing: the requirements on offer are asked for again.
      if (key !== null && key !== from.context.requirements?.key) {
        expect(to.value).toBe('loadingRequirements');
        expect(callInput(to, 'loadRequirements'), 'the requirements of the chosen route').toEqual({ serviceId: values.serviceId, transportationTypeId: values.transportationTypeId, portId: values.portId });
      } else expect(to.value, 'a change stays on the form').toEqual(from.value);
      return;
    }
    case 'quote.requested': {
      // Pressed on the form drawn before the catalog came: nothing asked yet, answered once it comes.
      if (from.value === 'loadingOptions') return void expect([to.value, to.context.askedEarly, to.children.requestQuote]).toEqual(['loadingOptions', true, undefined]);
      return expectPriceAsked(from, to);
    }
    case 'quote.edited': {
      expect(to.context.values, 'the quote’s choices on the form').toEqual(QUOTE_AS_BODY);
      expect(to.value, 'the catalog first if the page has none').toBe(from.context.options ? 'loadingRequirements' : 'editingShared');
      return;
    }
    case 'quote.renewed':
      expect(to.value, 'the same load, priced again').toBe('pricing');
      expect(callInput(to, 'requestQuote')).toEqual(QUOTE_AS_BODY);
      return;
    case 'quote.booked': {
      // Book this: the price that holds is kept for after sign-up, and the booking of this very quote opens.
      expect(from.value, 'only a price that holds is booked').toEqual({ quoted: 'holding' });
      expect(to.value, 'the quote stays on screen while the wizard opens').toEqual(from.value);
      const [, actions] = transition(quoteMachine, from as never, event as never);
      expect(actions.map((a) => a.type), 'kept in the browser, then the wizard opens').toEqual(['keepForBooking', 'openBooking']);
      expect(actions[1]?.params, 'on this quote').toEqual({ quoteId: from.context.quote.id });
      return;
    }
    case 'quote.started':
      expect([to.value, to.context.quoteId, to.context.error]).toEqual(['loadingOptions', null, null]);
      return;
    case 'load.retried':
      expect(to.value).toBe(from.value === 'quoteFailed' ? 'loadingQuote' : 'loadingOptions');
      expect(to.context.error).toBeNull();
      return;
    case 'xstate.done.actor.loadOptions': {
      // The link's choices (and what was chosen meanwhile) that the catalog knows stay chosen; a whole
      // quote is priced at once; a chosen route asks for its requirements; otherwise the form.
      const v = knownOf(valuesOf(from));
      expect(to.context.options).toEqual(event.output);
      expect(to.context.values, 'unknown choices are simply not chosen').toEqual(v);
      const whole = Object.keys(REQUIRED).every((field) => v[field] !== '') && COUNTRY[v.pickupCityId as string] === 'MX' && COUNTRY[v.dropCityId as string] === 'US';
      if (whole) {
        expect(to.value, 'a whole quote is priced at once').toBe('pricing');
        expect(callInput(to, 'requestQuote')).toEqual({ ...v, specialRequirementIds: [], quantities: {} });
      } else if (routeKey(v) !== null) {
        expect(to.value).toBe('loadingRequirements');
        expect(callInput(to, 'loadRequirements')).toEqual({ serviceId: v.serviceId, transportationTypeId: v.transportationTypeId, portId: v.portId });
        expect(to.context.askedEarly, 'a price asked for early waits for the requirements too').toBe(from.context.askedEarly);
      } else if (from.context.askedEarly) {
        // Get my price pressed before the catalog came is answered now: the form says what is missing.
        expectPriceAsked({ ...from, context: { ...from.context, values: v, requirements: null } } as AnyMachineSnapshot, to);
        expect(to.context.askedEarly, 'answered once').toBe(false);
      } else expect([to.value, to.context.fieldErrors]).toEqual(['choosing', {}]);
      return;
    }
    case 'xstate.done.actor.loadOptionsToEdit':
      expect(to.context.options).toEqual(event.output);
      expect(callInput(to, 'loadRequirements'), 'then the requirements of the quote’s route').toEqual({ serviceId: 'northbound', transportationTypeId: 'ftl', portId: 'colombia' });
      return;
    case 'xstate.error.actor.loadOptions':
    case 'xstate.error.actor.loadOptionsToEdit':
      expect(to.value).toBe('optionsFailed');
      refused(event.error);
      return;
    case 'xstate.done.actor.loadRequirements': {
      const offered = event.output as SpecialRequirement[];
      expect(to.context.requirements?.value).toEqual(offered);
      // A requirement of the old route not offered on this one is no longer chosen.
      const kept = valuesOf(from).specialRequirementIds.filter((id) => offered.some((r) => r._id === id));
      expect(valuesOf(to).specialRequirementIds).toEqual(kept);
      // Get my price pressed before the catalog came is answered now that the form can be checked.
      if (from.context.askedEarly) expectPriceAsked({ ...from, context: { ...from.context, values: { ...valuesOf(from), specialRequirementIds: kept }, requirements: { key: '', value: offered } } } as AnyMachineSnapshot, to);
      else expect(to.value).toBe('choosing');
      expect(to.context.askedEarly, 'answered once').toBe(false);
      return;
    }
    case 'xstate.error.actor.loadRequirements':
      expect(to.value).toBe('choosing');
      expect(to.context.askedEarly, 'nothing asked later behind the customer’s back').toBe(false);
      refused(event.error);
      return;
    case 'xstate.done.actor.requestQuote':
    case 'xstate.done.actor.loadQuote': {
      const q = event.output as InstantQuote;
      expect(to.value, 'the price, holding or expired').toEqual(quotedState(q));
      expect([to.context.quote, to.context.quoteId]).toEqual([q, q.id]);
      return;
    }
    case 'xstate.error.actor.requestQuote':
      expect(to.value, 'not priced: the form again, as it was').toBe('choosing');
      expect(to.context.values).toEqual(from.context.values);
      refused(event.error);
      return;
    case 'xstate.error.actor.loadQuote':
      expect(to.value, 'an unknown link says so; another failure offers Try again').toBe((event.error as ApiError).status === 404 ? 'missing' : 'quoteFailed');
      refused(event.error);
      return;
    default:
      throw new Error(`no step oracle for ${event.type}`);
  }
}

describe('instant quote machine: generated paths', () => {
  definePathTests(quoteMachine, {
    inputs: [{ quoteId: null }, { quoteId: SHARED_ID }, { quoteId: null, link: WHOLE_LINK }, { quoteId: null, link: ODD_LINK }],
    events: {
      'form.changed': [
        { type: 'form.changed', values: ROUTE },
        { type: 'form.changed', values: TRIP },
        { type: 'form.changed', values: STRAPS },
        { type: 'form.changed', values: WRONG_SIDE },
      ],
      'xstate.done.actor.loadOptions': [{ type: 'xstate.done.actor.loadOptions', output: options }],
      'xstate.error.actor.loadOptions': [{ type: 'xstate.error.actor.loadOptions', error: offline }],
      'xstate.done.actor.loadOptionsToEdit': [{ type: 'xstate.done.actor.loadOptionsToEdit', output: options }],
      'xstate.error.actor.loadOptionsToEdit': [{ type: 'xstate.error.actor.loadOptionsToEdit', error: offline }],
      'xstate.done.actor.loadRequirements': [
        { type: 'xstate.done.actor.loadRequirements', output: [straps, hazmat] },
        { type: 'xstate.done.actor.loadRequirements', output: [hazmat] },
      ],
      'xstate.error.actor.loadRequirements': [{ type: 'xstate.error.actor.loadRequirements', error: offline }],
      'xstate.done.actor.requestQuote': [
        { type: 'xstate.done.actor.requestQuote', output: quote(false) },
      ],
      'xstate.error.actor.requestQuote': [
        {
          type: 'xstate.error.actor.requestQuote',
          error: new ApiError(400, 'Northbound Service picks up in Mexico: please choose a pickup city in Mexico.', { pickupCityId: 'Northbound Service picks up in Mexico: please choose a pickup city in Mexico.' }),
        },
        { type: 'xstate.error.actor.requestQuote', error: new ApiError(429, 'Too many attempts. Please try again later.') },
      ],
      'xstate.done.actor.loadQuote': [
        { type: 'xstate.done.actor.loadQuote', output: quote(false) },
        { type: 'xstate.done.actor.loadQuote', output: quote(true) },
      ],
      'xstate.error.actor.loadQuote': [
        { type: 'xstate.error.actor.loadQuote', error: new ApiError(404, 'This quote does not exist. Get a new one from the quote form.') },
        { type: 'xstate.error.actor.loadQuote', error: offline },
      ],
    },
    // Told apart by what the visitor sees: which fields are filled, whether the requirements and a price are in.
    serializeState: (s) => {
      const v = s.context.values as unknown as Record<string, unknown>;
      return JSON.stringify([s.value, v.pickupCityId, Object.keys(v).filter((k) => v[k] !== '' && !(Array.isArray(v[k]) && v[k].length === 0)), s.context.options !== null, s.context.requirements?.value.length ?? null, s.context.quote?.expired ?? null, s.context.error !== null, Object.keys(s.context.fieldErrors)]);
    },
    steps: checkStep,
    states: {
      loadingOptions: (s) => {
        expect(s.children.loadOptions, 'the catalog is asked for').toBeDefined();
        // A new quote starts from its link's choices, none without one; a link chooses no special requirement.
        if (s.context.quote === null) expect([s.context.values.specialRequirementIds, s.context.values.quantities]).toEqual([[], {}]);
        expect(s.hasTag('loading')).toBe(true);
      },
      optionsFailed: (s) => {
        expect(s.context.error).toBe('Something is wrong please try again');
        expect(s.can({ type: 'load.retried' }), 'Try again is offered').toBe(true);
      },
      choosing: (s) => {
        expect(s.context.options, 'the form has its catalog').not.toBeNull();
        expect(s.can({ type: 'quote.requested' }), 'Get the price is offered').toBe(true);
      },
      loadingRequirements: (s) => {
        expect(s.hasTag('busy')).toBe(true);
        expect(s.can({ type: 'quote.requested' }), 'no price while the requirements load').toBe(false);
      },
      pricing: (s) => {
        expect(s.children.requestQuote).toBeDefined();
        expect(s.can({ type: 'form.changed', values: TRIP }), 'the form holds still while it is priced').toBe(false);
      },
      loadingQuote: (s) => expect(callInput(s, 'loadQuote'), 'the quote of the link').toEqual({ id: SHARED_ID }),
      quoteFailed: (s) => expect(s.can({ type: 'load.retried' })).toBe(true),
      missing: (s) => {
        expect(s.context.quote).toBeNull();
        expect(s.can({ type: 'quote.started' }), 'Get a new quote is offered').toBe(true);
      },
      'quoted.holding': (s) => {
        expect(s.context.quote?.expired).toBe(false);
        expect(s.context.quoteId, 'the quote has its own link').toBe(s.context.quote?.id);
        expect(s.can({ type: 'quote.renewed' }), 'a price that holds is not priced again').toBe(false);
        expect(s.can({ type: 'quote.edited' })).toBe(true);
        expect(s.can({ type: 'quote.booked' }), 'Book this price is offered').toBe(true);
      },
      'quoted.expired': (s) => {
        expect(s.context.quote?.expired).toBe(true);
        expect(s.can({ type: 'quote.renewed' }), 'an expired quote can be priced again').toBe(true);
        expect(s.can({ type: 'quote.booked' }), 'an expired price is not booked: today’s is asked first').toBe(false);
      },
      editingShared: (s) => expect(s.children.loadOptionsToEdit).toBeDefined(),
    },
  });
});

describe('instant quote machine', () => {
  it('every state and transition says what it is in the visitor’s words', () => {
    expect(undescribed(quoteMachine)).toEqual([]);
  });

  it('a new quote opens on its link’s choices, text only: a malformed date or an unknown parameter is no choice', () => {
    const start = (link?: Record<string, string>) => createActor(quoteMachine, { input: { quoteId: null, link } }).getSnapshot().context.values;
    expect(start()).toEqual(EMPTY_FORM);
    expect(start(ODD_LINK)).toEqual({ ...EMPTY_FORM, serviceId: 'northbound', portId: 'nowhere-bridge', modeId: 'dry-van', trailerId: 'reefer-53', pickupCityId: 'atlantis' });
    expect(start({ ...WHOLE_LINK, serviceId: 'x'.repeat(101) }).serviceId).toBe('');
  });

  it('a trailer the link names that is not made for its mode is not chosen', async () => {
    const withReefer: QuoteOptions = { ...options, transitInfo: { ...options.transitInfo, trailers: [...options.transitInfo.trailers, { _id: 'reefer-53', title: '53 ft reefer trailer' }] } };
    const actor = createActor(quoteMachine.provide({ actors: { loadOptions: fromPromise(async () => withReefer), loadRequirements: fromPromise(async () => [straps]) } }), { input: { quoteId: null, link: { ...WHOLE_LINK, trailerId: 'reefer-53' } } }).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.values).toMatchObject({ trailerId: '', modeId: 'dry-van', transportationTypeId: 'ftl' });
  });

  it('a route change while its requirements load asks again for the new route only', async () => {
    const asked: string[] = [];
    const actor = createActor(
      quoteMachine.provide({
        actors: {
          loadOptions: fromPromise(async () => options),
          loadRequirements: fromPromise(async ({ input }: { input: { serviceId: string; transportationTypeId: string; portId: string } }) => (asked.push(input.portId), [straps])),
        },
      }),
      { input: { quoteId: null } },
    ).start();
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'form.changed', values: ROUTE });
    actor.send({ type: 'form.changed', values: { portId: 'pharr' } });
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual(['colombia', 'pharr']);
    expect(actor.getSnapshot().context.requirements?.key).toBe('northbound|ftl|pharr');
  });

  it('a route the service does not run says why on the form, before any call', async () => {
    const actor = createActor(quoteMachine.provide({ actors: { loadOptions: fromPromise(async () => options), loadRequirements: fromPromise(async () => [straps]) } }), { input: { quoteId: null } }).start();
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'form.changed', values: { ...ROUTE, ...TRIP, pickupCityId: 'dallas', dropCityId: 'monterrey' } });
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'quote.requested' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      pickupCityId: 'Northbound Service picks up in Mexico: please choose a pickup city in Mexico.',
      dropCityId: 'Northbound Service delivers to the United States: please choose a drop city in the United States.',
    });
  });

  it('offers only the trailers and requirements made for the chosen mode: no reefer trailer or temperature log with a Dry Van', () => {
    const withReefer = { ...options, transitInfo: { ...options.transitInfo, trailers: [...options.transitInfo.trailers, { _id: 'reefer-53', title: '53 ft reefer trailer' }, { _id: 'customer-provided', title: 'Customer-provided trailer' }] } };
    const log: SpecialRequirement = { _id: 'temperature-log', title: 'Temperature log', description: '', price: 5000, equipmentKey: null };
    const context = (modeId: string) => ({ values: { ...createActor(quoteMachine, { input: { quoteId: null } }).getSnapshot().context.values, modeId }, options: withReefer, requirements: { key: 'k', value: [straps, log] } });
    expect(quoteTrailers(context('dry-van')).map((t) => t._id)).toEqual(['dry-van-53', 'customer-provided']);
    expect(quoteRequirements(context('dry-van')).map((r) => r._id)).toEqual(['straps']);
    // No mode chosen yet: everything is on offer.
    expect(quoteTrailers(context('')).map((t) => t._id)).toEqual(['dry-van-53', 'reefer-53', 'customer-provided']);
    expect(quoteRequirements(context('')).map((r) => r._id)).toEqual(['straps', 'temperature-log']);
  });

  it('sends only the quantities of the requirements chosen, and all of a quote’s own while the route’s requirements are not known', () => {
    const values = { ...EMPTY_FORM, ...ROUTE, ...TRIP, specialRequirementIds: ['hazmat'], quantities: { straps: 4, chains: 2 } };
    expect(quoteRequestOf(values, [straps, hazmat]).quantities).toEqual({});
    expect(quoteRequestOf({ ...values, specialRequirementIds: ['straps', 'hazmat'] }, [straps, hazmat]).quantities).toEqual({ straps: 4 });
    expect(quoteRequestOf(values, null).quantities).toEqual({ straps: 4, chains: 2 });
  });

  it('a past pickup date is refused on the form, before any call', async () => {
    const actor = createActor(quoteMachine.provide({ actors: { loadOptions: fromPromise(async () => options), loadRequirements: fromPromise(async () => [straps]) } }), { input: { quoteId: null } }).start();
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'form.changed', values: { ...ROUTE, ...TRIP, pickupDate: '2020-01-01' } });
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'quote.requested' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ pickupDate: 'The pickup date must be today or later.' });
  });
});
