import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ActivityPerson } from '../schemas/activity.ts';
import { isActivityKind, type ActivityKind } from '../schemas/activityKinds.ts';
import { CommonMessages as Messages } from '../schemas/commonMessages.ts';
import { checkDayRange } from '../schemas/dayRange.ts';
import type { Pagination } from '../schemas/envelope.ts';
import type { Profile } from '../schemas/profile.ts';
import type { AccessLevel } from '../schemas/teamRoles.ts';
import { failureMessage, statusOf } from '../services/http.ts';
import { activityCsvUrl, recordsApi, type ActivityFilter, type ActivityPage } from '../services/recordsApi.ts';
export type { ActivityFilter } from '../services/recordsApi.ts';
import { roleGate, seesRecords } from './accountRules.ts';

/** Where the log is: its filter and page. The URL carries it (see activitySearch). */
export interface ActivityPlace extends ActivityFilter {
  readonly page: number;
}

export const NO_FILTER: ActivityFilter = { person: '', kind: '', from: '', to: '' };

export interface ActivityLogContext extends ActivityPlace {
  readonly level: AccessLevel | null;
  /** Today as a UTC day (the server's rule for `to`). */
  readonly today: string;
  /** The date fields as typed: a range the rule refuses stays here, unapplied, with its messages. */
  readonly fromInput: string;
  readonly toInput: string;
  readonly rangeErrors: Readonly<Partial<Record<'from' | 'to', string>>>;
  readonly entries: ActivityPage['entries'];
  readonly pagination: Pagination | null;
  /** The person filter's choices, asked once with the first page. */
  readonly people: readonly ActivityPerson[] | null;
  /** A failed load in the server's words; why this role may not be here. */
  readonly error: string | null;
}

export interface ActivityLogInput {
  readonly profile: Pick<Profile, 'accessLevel'> | null;
  /** The place the URL names (activityPlaceFromSearch). */
  readonly place?: Partial<ActivityPlace>;
  readonly today: string;
}

export type ActivityLogEvent =
  | ({ type: 'filters.changed' } & ActivityFilter)
  | { type: 'filters.cleared' }
  | { type: 'page.changed'; page: number }
  | ({ type: 'location.changed' } & ActivityPlace)
  | { type: 'retry' };

const isPage = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const personOf = (value: unknown): string => (typeof value === 'string' && UUID.test(value.trim()) ? value.trim() : '');
const kindOf = (value: unknown): ActivityKind | '' => (isActivityKind(value) ? value : '');
const dayOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A filter from anywhere (the URL, a view): unknown parts dropped; a range the rule refuses dropped whole. */
export function filterOf(raw: Partial<Record<keyof ActivityFilter, unknown>>, today: string): ActivityFilter {
  const range = checkDayRange({ from: dayOf(raw.from), to: dayOf(raw.to) }, today, { required: false });
  return { person: personOf(raw.person), kind: kindOf(raw.kind), from: range.ok ? (range.from ?? '') : '', to: range.ok ? (range.to ?? '') : '' };
}

/** `?person=&kind=&from=&to=&page=` → the place it names (anything unreadable left out). */
export function activityPlaceFromSearch(search: string, today: string): ActivityPlace {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const page = Number(params.get('page') ?? '');
  return { ...filterOf({ person: params.get('person'), kind: params.get('kind'), from: params.get('from'), to: params.get('to') }, today), page: isPage(page) ? page : 1 };
}

/** The query string of a place; the whole log's first page is the bare `/settings/activity`. */
export function activitySearch(place: ActivityPlace): string {
  const params = new URLSearchParams();
  if (place.person) params.set('person', place.person);
  if (place.kind) params.set('kind', place.kind);
  if (place.from) params.set('from', place.from);
  if (place.to) params.set('to', place.to);
  if (place.page !== 1) params.set('page', String(place.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const filterOfContext = (c: ActivityFilter): ActivityFilter => ({ person: c.person, kind: c.kind, from: c.from, to: c.to });
const placeOf = (c: ActivityPlace): ActivityPlace => ({ ...filterOfContext(c), page: c.page });
const sameFilter = (a: ActivityFilter, b: ActivityFilter): boolean => a.person === b.person && a.kind === b.kind && a.from === b.from && a.to === b.to;
export const hasFilter = (c: ActivityFilter): boolean => !sameFilter(filterOfContext(c), NO_FILTER);

type LoadOutput = { readonly page: ActivityPage; readonly people: readonly ActivityPerson[] | null };

/** What changes when a new filter or place is shown (the list empties until it comes). */
const fresh = { entries: [], pagination: null, error: null, rangeErrors: {} } as const;

/**
 * /settings/activity (issue 37): the team's activity log, newest first, a page at a time, filtered
 * by person, kind and days (the days by the exports' rule, src/schemas/dayRange.ts, without
 * requiring them). The main user and admins only ('company.records'): any other role is stopped
 * before any call, and a 403 (a role changed meanwhile) stops the page too. Each place chosen is
 * reported through `placeChanged` (the view writes it to the URL, so a link reproduces the view); a
 * place from the URL comes back as `location.changed` and is loaded without being reported again.
 */
export const activityLogMachine = setup({
  types: { context: {} as ActivityLogContext, events: {} as ActivityLogEvent, input: {} as ActivityLogInput },
  actors: {
    loadActivity: fromPromise<LoadOutput, { filter: ActivityFilter; page: number; withPeople: boolean }>(async ({ input }) => {
      const [page, people] = await Promise.all([recordsApi.activity(input.filter, input.page), input.withPeople ? recordsApi.people() : Promise.resolve(null)]);
      return { page, people };
    }),
  },
  actions: {
    /** Provided where the machine is mounted: write the place to the URL. */
    placeChanged: (_, _place: ActivityPlace) => {},
  },
  guards: {
    lacksCapability: ({ context }) => !seesRecords(context.level === null ? null : { accessLevel: context.level }),
    hasEntries: (_, { output }: { output: LoadOutput }) => output.page.entries.length > 0,
    isForbidden: (_, { error }: { error: unknown }) => statusOf(error) === 403,
    isNewFilter: ({ context }, { filter }: { filter: ActivityFilter }) =>
      checkDayRange({ from: dayOf(filter.from), to: dayOf(filter.to) }, context.today, { required: false }).ok && !sameFilter(filterOf(filter, context.today), filterOfContext(context)),
    isRefusedRange: ({ context }, { filter }: { filter: ActivityFilter }) => !checkDayRange({ from: dayOf(filter.from), to: dayOf(filter.to) }, context.today, { required: false }).ok,
    isFiltered: ({ context }) => hasFilter(context) || context.fromInput !== '' || context.toInput !== '',
    isOtherPage: ({ context }, { page }: { page: unknown }) => isPage(page) && page !== context.page && (context.pagination === null || page <= context.pagination.totalPages),
    isOtherPlace: ({ context }, { place }: { place: ActivityPlace }) =>
      !sameFilter(filterOf(place, context.today), filterOfContext(context)) || (isPage(place.page) ? place.page : 1) !== context.page,
  },
}).createMachine({
  id: 'activityLog',
  description: "Your team's activity log",
  context: ({ input }) => {
    const filter = filterOf(input.place ?? {}, input.today);
    return {
      level: input.profile?.accessLevel ?? null,
      today: input.today,
      ...filter,
      page: isPage(input.place?.page) ? input.place.page : 1,
      fromInput: filter.from,
      toInput: filter.to,
      rangeErrors: {},
      entries: [],
      pagination: null,
      people: null,
      error: null,
    };
  },
  initial: 'checkingRole',
  // Every state with a list (or its absence) answers the filters and the URL alike (notAllowed is final).
  on: {
  'filters.changed': [
    {
      description: 'Filter the log by person, kind or dates',
      guard: { type: 'isNewFilter', params: ({ event }) => ({ filter: event }) },
      target: '.loading',
      reenter: true,
      actions: [
        assign(({ context, event }) => {
          const filter = filterOf(event, context.today);
          return { ...filter, page: 1, fromInput: filter.from, toInput: filter.to, ...fresh };
        }),
        { type: 'placeChanged', params: ({ context }) => placeOf(context) },
      ],
    },
    {
      description: 'Dates the rule refuses: their messages, the list unchanged',
      guard: { type: 'isRefusedRange', params: ({ event }) => ({ filter: event }) },
      actions: assign(({ context, event }) => {
        const check = checkDayRange({ from: event.from, to: event.to }, context.today, { required: false });
        return { fromInput: dayOf(event.from), toInput: dayOf(event.to), rangeErrors: check.ok ? {} : check.errors };
      }),
    },
  ],
  'filters.cleared': {
    description: 'Clear the filters',
    guard: 'isFiltered',
    target: '.loading',
    reenter: true,
    actions: [
      assign({ ...NO_FILTER, page: 1, fromInput: '', toInput: '', ...fresh }),
      { type: 'placeChanged', params: ({ context }) => placeOf(context) },
    ],
  },
  'location.changed': {
    description: 'Go back or forward to another filter or page',
    guard: { type: 'isOtherPlace', params: ({ event }) => ({ place: event }) },
    target: '.loading',
    reenter: true,
    actions: assign(({ context, event }) => {
      const filter = filterOf(event, context.today);
      return { ...filter, page: isPage(event.page) ? event.page : 1, fromInput: filter.from, toInput: filter.to, ...fresh };
    }),
  },
  },
  states: {
    checkingRole: roleGate('loading', 'Your role does not see the activity log', []),
    notAllowed: {
      description: 'Only the main user and admins see the activity log',
      type: 'final',
      entry: assign({ entries: [], pagination: null, error: Messages.roleCannotSeeRecords }),
    },
    loading: {
      description: 'Loading the activity log',
      invoke: {
        id: 'loadActivity',
        src: 'loadActivity',
        input: ({ context }) => ({ filter: filterOfContext(context), page: context.page, withPeople: context.people === null }),
        onDone: [
          {
            description: 'The entries are here, newest first',
            guard: { type: 'hasEntries', params: ({ event }) => ({ output: event.output }) },
            target: 'list',
            actions: assign(({ context, event }) => ({ entries: event.output.page.entries, pagination: event.output.page.pagination, people: event.output.people ?? context.people, error: null })),
          },
          {
            description: 'Nothing recorded for these filters',
            target: 'empty',
            actions: assign(({ context, event }) => ({ entries: [], pagination: event.output.page.pagination, people: event.output.people ?? context.people, error: null })),
          },
        ],
        onError: [
          {
            description: 'The server says your role does not see the log',
            guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
            target: 'notAllowed',
          },
          {
            description: 'The log could not be loaded',
            target: 'failed',
            actions: assign({ error: ({ event }) => failureMessage(event.error) }),
            meta: { spec: ['err.rethrow'] },
          },
        ],
      },
    },
    list: {
      description: 'Showing a page of the log',
      on: {
        'page.changed': {
          description: 'Go to another page',
          guard: { type: 'isOtherPage', params: ({ event }) => ({ page: event.page }) },
          target: 'loading',
          actions: [assign({ page: ({ event }) => event.page, error: null }), { type: 'placeChanged', params: ({ context }) => placeOf(context) }],
        },
      },
    },
    empty: { description: 'No entries for these filters' },
    failed: {
      description: 'The log did not load: the reason and Try again',
      on: { retry: { description: 'Try again', target: 'loading', actions: assign({ error: null }) } },
    },
  },
});

export type ActivityLogSnapshot = SnapshotFrom<typeof activityLogMachine>;
export type ActivityLogActor = ActorRefFrom<typeof activityLogMachine>;

/** The log's CSV for the filter shown: a plain link (the token cookie stands in for the header, as for receipts). */
export const activityCsvLink = (filter: ActivityFilter, apiBaseUrl: string): string => activityCsvUrl(filterOfContext(filter), apiBaseUrl);
