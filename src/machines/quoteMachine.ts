import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { BrowserMessages } from '../schemas/browserMessages.ts';
import { InstantQuoteRequest, type InstantQuote, type InstantQuoteRequestInput } from '../schemas/instantQuote.ts';
import type { SpecialRequirement } from '../schemas/serviceCatalog.ts';
import { fitsMode } from '../schemas/optionFit.ts';
import { COUNTRY_NAMES, SERVICE_ROUTES } from '../schemas/serviceRoute.ts';
import type { Trailer } from '../schemas/serviceCatalog.ts';
import { validate } from '../schemas/validate.ts';
import { statusOf, submitFailure } from '../services/http.ts';
import { keepPendingQuote } from '../services/pendingQuote.ts';
import { quoteApi, type QuoteOptions } from '../services/quoteApi.ts';

/** What the visitor chose on the quote form (ids, as the API reads them; '' while not chosen). */
export interface QuoteFormValues {
  readonly serviceId: string;
  readonly transportationTypeId: string;
  readonly modeId: string;
  readonly portId: string;
  readonly trailerId: string;
  readonly specialRequirementIds: readonly string[];
  readonly quantities: { readonly chains?: number; readonly straps?: number; readonly tarps?: number };
  readonly pickupCityId: string;
  readonly dropCityId: string;
  readonly pickupDate: string;
}

export const EMPTY_QUOTE_FORM: QuoteFormValues = {
  serviceId: '',
  transportationTypeId: '',
  modeId: '',
  portId: '',
  trailerId: '',
  specialRequirementIds: [],
  quantities: {},
  pickupCityId: '',
  dropCityId: '',
  pickupDate: '',
};

/** The special requirements on offer depend on the service, the transportation type and the crossing. */
export const requirementsKeyOf = (v: Pick<QuoteFormValues, 'serviceId' | 'transportationTypeId' | 'portId'>): string | null =>
  v.serviceId && v.transportationTypeId && v.portId ? [v.serviceId, v.transportationTypeId, v.portId].join('|') : null;

/**
 * The form's choices as the API's body: only the quantities of the chosen requirements' equipment
 * (all of them while the requirements on offer are not known: a quote's own, priced again).
 */
export function quoteRequestOf(values: QuoteFormValues, requirements: readonly SpecialRequirement[] | null): InstantQuoteRequestInput {
  const equipment = new Set(requirements?.filter((r) => values.specialRequirementIds.includes(r._id)).map((r) => r.equipmentKey));
  const quantities = requirements === null ? { ...values.quantities } : Object.fromEntries(Object.entries(values.quantities).filter(([key]) => equipment.has(key as 'chains')));
  return { ...values, specialRequirementIds: [...values.specialRequirementIds], quantities };
}

/** A quote's choices back on the form (to change them, or to price them again). */
export const valuesOfQuote = (quote: InstantQuote): QuoteFormValues => ({
  serviceId: quote.service._id,
  transportationTypeId: quote.transportationType._id,
  modeId: quote.mode._id,
  portId: quote.port._id,
  trailerId: quote.trailer._id,
  specialRequirementIds: quote.specialRequirements.map((r) => r._id),
  quantities: quote.quantities,
  pickupCityId: quote.pickupCity._id,
  dropCityId: quote.dropCity._id,
  pickupDate: quote.pickupDate,
});

/**
 * What keeps the form from being priced, field by field (empty when nothing does): the body's own
 * checks, and a city on the wrong side of the border for the service (the server says the same).
 */
export function quoteProblems(context: Pick<QuoteContext, 'values' | 'options' | 'requirements'>): Record<string, string> {
  const checked = validate(InstantQuoteRequest, quoteRequestOf(context.values, context.requirements?.value ?? null));
  return { ...routeProblems(context), ...(checked.ok ? {} : checked.errors) };
}

/** A pickup or drop city on the wrong side of the border for the chosen service (empty when none is). */
export function routeProblems(context: Pick<QuoteContext, 'values' | 'options'>): Record<string, string> {
  const problems: Record<string, string> = {};
  const service = context.options?.services.find((s) => s._id === context.values.serviceId);
  const route = service && SERVICE_ROUTES[service._id];
  const country = (id: string) => context.options?.transitInfo.cities.find((c) => c._id === id)?.country;
  if (service && route) {
    const pickup = country(context.values.pickupCityId);
    const drop = country(context.values.dropCityId);
    if (pickup !== undefined && pickup !== route.pickups) problems.pickupCityId = BrowserMessages.pickupCityOutsideOrigin(service.title, COUNTRY_NAMES[route.pickups]);
    if (drop !== undefined && drop !== route.drops) problems.dropCityId = BrowserMessages.dropCityOutsideDestination(service.title, COUNTRY_NAMES[route.drops]);
  }
  return problems;
}

/** The chosen mode's title ('' while none is chosen): what the trailer and requirements must fit (optionFit.ts). */
const modeTitleOf = (context: Pick<QuoteContext, 'values' | 'options'>): string =>
  context.options?.transitInfo.typesOfTransportation.flatMap((t) => t.modes).find((m) => m._id === context.values.modeId)?.title ?? '';

/** The trailers the form offers: those made for the chosen mode (the server refuses the others). */
export const quoteTrailers = (context: Pick<QuoteContext, 'values' | 'options'>): readonly Trailer[] =>
  (context.options?.transitInfo.trailers ?? []).filter((t) => fitsMode(t._id, modeTitleOf(context)));

/** The special requirements the form offers: this route's, made for the chosen mode. */
export const quoteRequirements = (context: Pick<QuoteContext, 'values' | 'options' | 'requirements'>): readonly SpecialRequirement[] =>
  (context.requirements?.value ?? []).filter((r) => fitsMode(r._id, modeTitleOf(context)));

export interface QuoteContext {
  /** A shared quote's id (its link, /quote/{id}); null on a fresh form. */
  readonly quoteId: string | null;
  readonly options: QuoteOptions | null;
  /** The special requirements on offer for `key` (the service, transportation type and crossing chosen). */
  readonly requirements: { readonly key: string; readonly value: readonly SpecialRequirement[] } | null;
  readonly values: QuoteFormValues;
  readonly quote: InstantQuote | null;
  readonly error: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Get my price was pressed on the form drawn before the catalog came: answered once the form can be checked. */
  readonly askedEarly: boolean;
}

export type QuoteEvent =
  | { type: 'form.changed'; values: Partial<QuoteFormValues> }
  | { type: 'quote.requested' }
  | { type: 'load.retried' }
  | { type: 'quote.edited' }
  | { type: 'quote.renewed' }
  | { type: 'quote.started' }
  | { type: 'quote.booked' };

/** The form's fields a link may choose (`/quote?serviceId=…&modeId=…`, what the landing's form sends). */
export const QUOTE_LINK_FIELDS = ['serviceId', 'transportationTypeId', 'modeId', 'portId', 'trailerId', 'pickupCityId', 'dropCityId', 'pickupDate'] as const;
type QuoteLinkField = (typeof QUOTE_LINK_FIELDS)[number];

export type QuoteInput = {
  readonly quoteId: string | null;
  /** A new quote's choices from its address (its query's values); checked against the catalog once it has come. */
  readonly link?: Readonly<Record<string, string>>;
};

/** The link's fields as the form's, text only (an id is at most 100 characters, a date is YYYY-MM-DD). */
export function linkValues(link: Readonly<Record<string, string>> = {}): QuoteFormValues {
  const picked = QUOTE_LINK_FIELDS.map((field) => [field, link[field]] as const).filter(([field, value]) => typeof value === 'string' && value.length <= 100 && (field !== 'pickupDate' || /^\d{4}-\d{2}-\d{2}$/.test(value)));
  return { ...EMPTY_QUOTE_FORM, ...Object.fromEntries(picked) };
}

/**
 * The choices the catalog offers, the others left unchosen: an unknown id, a mode of another type
 * of transportation, a trailer not made for the mode. A link may name the mode alone (its ids are
 * the catalog's own): its type of transportation is then the mode's.
 */
export function knownChoices(values: QuoteFormValues, options: QuoteOptions): QuoteFormValues {
  const info = options.transitInfo;
  const known = (id: string, list: ReadonlyArray<{ readonly _id: string }>) => (list.some((item) => item._id === id) ? id : '');
  const type = info.typesOfTransportation.find((t) => (values.transportationTypeId === '' ? t.modes.some((m) => m._id === values.modeId) : t._id === values.transportationTypeId));
  const mode = type?.modes.find((m) => m._id === values.modeId);
  const trailerId = known(values.trailerId, info.trailers);
  const chosen: Record<QuoteLinkField, string> = {
    serviceId: known(values.serviceId, options.services),
    transportationTypeId: type?._id ?? '',
    modeId: mode?._id ?? '',
    portId: known(values.portId, info.ports),
    trailerId: fitsMode(trailerId, mode?.title ?? '') ? trailerId : '',
    pickupCityId: known(values.pickupCityId, info.cities),
    dropCityId: known(values.dropCityId, info.cities),
    pickupDate: values.pickupDate,
  };
  return { ...values, ...chosen };
}

const noFailure = { error: null, fieldErrors: {} } as const;
const offered = (context: QuoteContext): readonly SpecialRequirement[] | null => context.requirements?.value ?? null;

/**
 * The instant quote (`/` and `/quote`, a shared one at `/quote/{id}`): the catalog, the visitor's
 * choices (the special requirements follow the service, transport and crossing), checked here as the
 * server checks them, then the server's price, kept 24 hours under an id to share. An expired quote
 * can be priced again with the same choices.
 */
export const quoteMachine = setup({
  types: { context: {} as QuoteContext, events: {} as QuoteEvent, input: {} as QuoteInput },
  actors: {
    loadOptions: fromPromise<QuoteOptions>(() => quoteApi.options()),
    loadRequirements: fromPromise<SpecialRequirement[], { serviceId: string; transportationTypeId: string; portId: string }>(({ input }) => quoteApi.specialRequirements(input)),
    requestQuote: fromPromise<InstantQuote, InstantQuoteRequestInput>(({ input }) => quoteApi.request(input as InstantQuoteRequest)),
    loadQuote: fromPromise<InstantQuote, { id: string }>(({ input }) => quoteApi.quote(input.id)),
  },
  guards: {
    isShared: ({ context }) => context.quoteId !== null,
    /** What the form holds when the catalog comes (a link's choices, what was chosen meanwhile) is a whole quote. */
    isWholeQuote: ({ context }, { options }: { options: QuoteOptions }) =>
      Object.keys(quoteProblems({ values: knownChoices(context.values, options), options, requirements: null })).length === 0,
    /** The form names a service, a transportation type and a crossing when the catalog comes: their requirements are asked for. */
    namesRoute: ({ context }, { options }: { options: QuoteOptions }) => requirementsKeyOf(knownChoices(context.values, options)) !== null,
    hasOptions: ({ context }) => context.options !== null,
    /** A change of service, transportation type or crossing, with all three chosen: other requirements are on offer. */
    changesRequirements: ({ context, event }) => {
      if (event.type !== 'form.changed') return false;
      const key = requirementsKeyOf({ ...context.values, ...event.values });
      return key !== null && key !== context.requirements?.key;
    },
    isValid: ({ context }) => Object.keys(quoteProblems(context)).length === 0,
    crossesTheWrongWay: ({ context }) => Object.keys(routeProblems(context)).length > 0,
    isExpired: ({ context }) => context.quote?.expired === true,
    isMissing: ({ event }) => statusOf((event as { error?: unknown }).error) === 404,
  },
  actions: {
    change: assign({ values: ({ context, event }) => (event.type === 'form.changed' ? { ...context.values, ...event.values } : context.values) }),
    showProblems: assign({ error: null, fieldErrors: ({ context }) => quoteProblems(context) }),
    showFailure: assign((_, params: { error: unknown }) => submitFailure(params.error)),
    /**
     * Book this: the quote is kept in this browser (it must outlive registration and the admin's
     * verification: the dashboard reminds of it), then the wizard opens on it (openBooking, provided
     * by the view, which owns the router; a visitor is signed in or registers first).
     */
    keepForBooking: ({ context }) => {
      const quote = context.quote;
      if (quote) keepPendingQuote({ id: quote.id, pickup: quote.pickupCity.name, drop: quote.dropCity.name, total: quote.quote.total, validUntil: quote.validUntil });
    },
    openBooking: (_, _params: { quoteId: string }) => {},
    takeOptions: assign(({ context }, { options }: { options: QuoteOptions }) => ({ options, values: knownChoices(context.values, options) })),
    /** A price asked for before the catalog (and the route's requirements) came is asked for now, once. */
    answerEarlyAsk: enqueueActions(({ context, enqueue }) => {
      if (!context.askedEarly) return;
      enqueue.assign({ askedEarly: false });
      enqueue.raise({ type: 'quote.requested' });
    }),
    takeQuoteChoices: assign({ values: ({ context }) => (context.quote ? valuesOfQuote(context.quote) : context.values) }),
  },
}).createMachine({
  id: 'quote',
  description: 'An instant quote, without an account',
  context: ({ input }) => ({ quoteId: input.quoteId, options: null, requirements: null, values: linkValues(input.link), quote: null, askedEarly: false, ...noFailure }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Opening the quote',
      always: [
        { guard: 'isShared', target: 'loadingQuote', description: 'A shared quote' },
        { target: 'loadingOptions', description: 'A new quote' },
      ],
    },
    loadingOptions: {
      tags: ['loading'],
      description: 'Loading the services and crossings',
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: [
          { guard: { type: 'isWholeQuote', params: ({ event }) => ({ options: event.output }) }, target: 'pricing', description: 'Loaded, every choice made: priced at once', actions: { type: 'takeOptions', params: ({ event }) => ({ options: event.output }) } },
          { guard: { type: 'namesRoute', params: ({ event }) => ({ options: event.output }) }, target: 'loadingRequirements', description: 'Loaded, the route chosen', actions: { type: 'takeOptions', params: ({ event }) => ({ options: event.output }) } },
          { target: 'choosing', description: 'Loaded', actions: [{ type: 'takeOptions', params: ({ event }) => ({ options: event.output }) }, 'answerEarlyAsk'] },
        ],
        onError: { target: 'optionsFailed', description: 'Could not load', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
      },
      // The form drawn before the catalog came (from the seed, prerendered) is already in use.
      on: {
        'form.changed': { description: 'Choose before the catalog has come', actions: 'change' },
        // Pressed before the catalog came: not lost, answered once the form can be checked.
        'quote.requested': { description: 'Ask for the price before the catalog has come', actions: assign({ askedEarly: true }) },
      },
    },
    optionsFailed: {
      tags: ['failed'],
      description: 'Could not load the services',
      on: { 'load.retried': { target: 'loadingOptions', description: 'Try again', actions: assign(noFailure) } },
    },
    choosing: {
      description: 'Choosing the load, the route and the date',
      on: {
        'form.changed': [
          { guard: 'changesRequirements', target: 'loadingRequirements', description: 'Choose another service, transport or crossing', actions: 'change' },
          { description: 'Change a choice', actions: 'change' },
        ],
        'quote.requested': [
          { guard: 'isValid', target: 'pricing', description: 'Get the price', actions: assign(noFailure) },
          { guard: 'crossesTheWrongWay', description: 'A city on the wrong side of the border: the form says which', actions: 'showProblems' },
          { description: 'Something is missing: the form says what', actions: 'showProblems' },
        ],
      },
    },
    loadingRequirements: {
      tags: ['busy'],
      description: 'Loading the special requirements of this route',
      invoke: {
        id: 'loadRequirements',
        src: 'loadRequirements',
        input: ({ context }) => ({ serviceId: context.values.serviceId, transportationTypeId: context.values.transportationTypeId, portId: context.values.portId }),
        onDone: {
          target: 'choosing',
          description: 'Loaded',
          // A requirement chosen for the old route and not on offer on this one is dropped.
          actions: [
            assign(({ context, event }) => ({
              requirements: { key: requirementsKeyOf(context.values)!, value: event.output },
              values: { ...context.values, specialRequirementIds: context.values.specialRequirementIds.filter((id) => event.output.some((r) => r._id === id)) },
            })),
            'answerEarlyAsk',
          ],
        },
        // Not loaded: the failure shows, and a price asked for early is not asked behind the customer's back later.
        onError: { target: 'choosing', description: 'Could not load', actions: [{ type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, assign({ askedEarly: false })], meta: { spec: ['err.rethrow'] } },
      },
      on: {
        'form.changed': [
          { guard: 'changesRequirements', target: 'loadingRequirements', reenter: true, description: 'Choose another service, transport or crossing', actions: 'change' },
          { description: 'Change a choice', actions: 'change' },
        ],
      },
    },
    pricing: {
      tags: ['busy'],
      description: 'Pricing your load',
      invoke: {
        id: 'requestQuote',
        src: 'requestQuote',
        input: ({ context }) => quoteRequestOf(context.values, offered(context)),
        onDone: { target: 'quoted', description: 'Priced', actions: assign({ quote: ({ event }) => event.output, quoteId: ({ event }) => event.output.id }) },
        onError: {
          target: 'choosing',
          description: 'Not priced: the reason shows on the form',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          meta: { spec: ['err.rethrow'] },
        },
      },
    },
    loadingQuote: {
      tags: ['loading'],
      description: 'Opening the shared quote',
      invoke: {
        id: 'loadQuote',
        src: 'loadQuote',
        input: ({ context }) => ({ id: context.quoteId ?? '' }),
        onDone: { target: 'quoted', description: 'Opened', actions: assign({ quote: ({ event }) => event.output }) },
        onError: [
          { guard: 'isMissing', target: 'missing', description: 'No such quote', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
          { target: 'quoteFailed', description: 'Could not load', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
        ],
      },
    },
    quoteFailed: {
      tags: ['failed'],
      description: 'Could not open the quote',
      on: { 'load.retried': { target: 'loadingQuote', description: 'Try again', actions: assign(noFailure) } },
    },
    missing: {
      description: 'No such quote',
      on: { 'quote.started': { target: 'loadingOptions', description: 'Get a new quote', actions: assign({ quoteId: null, ...noFailure }) } },
    },
    quoted: {
      description: 'Your price',
      initial: 'checking',
      on: {
        'quote.edited': [
          { guard: 'hasOptions', target: 'loadingRequirements', description: 'Change the choices', actions: 'takeQuoteChoices' },
          { target: 'editingShared', description: 'Change the choices', actions: 'takeQuoteChoices' },
        ],
      },
      states: {
        checking: {
          description: 'Does the price still hold?',
          always: [
            { guard: 'isExpired', target: 'expired', description: 'Past its 24 hours' },
            { target: 'holding', description: 'Within its 24 hours' },
          ],
        },
        holding: {
          description: 'The price holds for 24 hours: share it or book it',
          on: {
            'quote.booked': {
              description: 'Book this price',
              actions: ['keepForBooking', { type: 'openBooking', params: ({ context }) => ({ quoteId: context.quote?.id ?? '' }) }],
            },
          },
        },
        expired: {
          description: 'The price no longer holds',
          on: { 'quote.renewed': { target: '#quote.pricing', description: 'Price the same load again', actions: ['takeQuoteChoices', assign(noFailure)] } },
        },
      },
    },
    editingShared: {
      tags: ['loading'],
      description: 'Loading the services to change the choices',
      invoke: {
        id: 'loadOptionsToEdit',
        src: 'loadOptions',
        onDone: { target: 'loadingRequirements', description: 'Loaded', actions: assign({ options: ({ event }) => event.output }) },
        onError: { target: 'optionsFailed', description: 'Could not load', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
      },
    },
  },
});
