import { createActor, setup, type AnyActorLogic, type AnyEventObject, type AnyStateMachine } from 'xstate';
import { expect } from 'vitest';

// The call oracle of the generated paths (ReplayOptions.calls): each actor a path starts is run as
// the machine itself defines it (the paths replace it with an inert fake), with the input the path
// gave it, against a fetch that records and never answers. What it must ask the API is written here
// from spec §7 ("Calls"), and for the calls the spec does not list (read state,
// preferences, invitations, tracking links, payment setup, contact, log-out, password change) from
// the reference API's routes in docs and the server, never from src/services.

export interface ExpectedCall {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as the server routes it (percent-encoding of ids is the client's business). */
  readonly path: string;
  /** Query parameters that must be sent with exactly these values (others may be sent too). */
  readonly query?: Readonly<Record<string, string>>;
  /** What the JSON body must contain (a partial match). */
  readonly body?: unknown;
  /** The body must be exactly `body`: nothing more (a field the server would misread). */
  readonly exact?: boolean;
}

/**
 * A live stream's answer: the first expected call is answered 200 with this text/event-stream (kept
 * open), and what the actor must then tell the machine that started it.
 */
export interface StreamAnswer {
  readonly text: string;
  readonly sendsBack: readonly AnyEventObject[];
}

/** What an actor does: the calls it makes at once (order free), or why it makes none. */
export type ActorCalls =
  | { readonly calls: readonly ExpectedCall[]; readonly mayAlso?: readonly ExpectedCall[]; readonly stream?: StreamAnswer }
  | { readonly none: string; readonly clipboard?: string };

type Input = Record<string, any>;

// The cookies of a signed-in browser while an actor runs (the spec's token and refresh-token cookies).
const TOKEN_COOKIE = 'paths-token';
const REFRESH_COOKIE = 'paths-refresh-token';
type Rule = (input: Input) => ActorCalls;

const calls = (...list: ExpectedCall[]): ActorCalls => ({ calls: list });
const none = (why: string): Rule => () => ({ none: why });
const get = (path: string, query?: Record<string, string>): ExpectedCall => ({ method: 'GET', path, ...(query ? { query } : {}) });
const post = (path: string, body?: unknown): ExpectedCall => ({ method: 'POST', path, ...(body !== undefined ? { body } : {}) });
const put = (path: string, body?: unknown): ExpectedCall => ({ method: 'PUT', path, ...(body !== undefined ? { body } : {}) });

// Spec §9: notification fetch defaults page 1, limit 10; the order list pages by 10 as well (spec
// §5 "My orders"), sub-users too.
const PAGE_SIZE = '10';

const TRANSIT_INFO = get('/v1/user/transitInfo');
const TYPES_OF_SERVICE = get('/v1/user/transitInfo/typeOfService');
const SPECIAL_REQUIREMENTS = post('/v1/user/specialRequirements');
const REFERENCE = get('/v1/user/order/reference');
// The wizard's requests, written from the reference API's routes (server/routes/order.ts): ids
// only (the server looks every price up), a quantity only for equipment chosen with a number, the
// schedule only for a scheduled pickup (DESIGN.md §2, step3).
const QUANTITY_FIELDS = { chains: 'selectedQuantityChains', straps: 'selectedQuantityStraps', tarps: 'selectedQuantityTarps' } as const;
const ids = (items: ReadonlyArray<{ _id: string }>) => items.map((i) => i._id);
const stops = (draft: Input) => ({ pickupAddressIds: ids(draft.selectedPickupItems), dropAddressIds: ids(draft.selectedDropItems) });
const quoteBody = (draft: Input) => ({
  serviceId: draft.selectedServiceItem._id,
  transportationTypeId: draft.selectedTypeOfTransportationItem._id,
  modeId: draft.selectedModeItem._id,
  portId: draft.selectedPortItem._id,
  specialRequirementIds: ids(draft.selectedSpecialRequirementItems),
  quantities: Object.fromEntries(Object.entries(QUANTITY_FIELDS).flatMap(([key, field]) => (typeof draft[field] === 'number' ? [[key, draft[field]]] : []))),
  ...stops(draft),
  // Issue 35 (Book this): a request made from an instant quote names it, for its price.
  ...(typeof draft.quoteId === 'string' ? { quoteId: draft.quoteId } : {}),
});
const orderBody = (draft: Input) => ({
  ...quoteBody(draft),
  userReference: draft.userReference,
  trailerId: draft.trailer,
  programming: draft.selectedPrograming === 'Schedule' ? 'Schedule' : 'Instant',
  ...(draft.selectedPrograming === 'Schedule' ? { schedule: { date: draft.schedule.date, time: draft.schedule.time } } : {}),
});
const exactly = (call: ExpectedCall): ExpectedCall => ({ ...call, exact: true });

const LISTENS = none('listens for events (a push, the tab coming back, an expired session), calls nothing');

/** Per machine id, per actor name (the `src` its states invoke). */
export const SPEC_CALLS: Readonly<Record<string, Readonly<Record<string, Rule>>>> = {
  session: {
    checkToken: () => calls(post('/v1/common/tokenVerify/user')),
    refreshTokens: () => calls(post('/v1/user/auth/token', { refreshToken: REFRESH_COOKIE })),
    loadProfile: () => calls(get('/v1/user/profile')),
    logOut: () => calls(post('/v1/user/auth/logOut')),
    watchExpiry: LISTENS,
    // Issue 37: GET /v1/user/security only for an access token whose claim says the account must
    // set up two-factor (server/auth/accessToken.ts `enr`); the paths' token carries none.
    watchEnrolment: none('listens for a 403; asks GET /v1/user/security only when the access token says the account must set up two-factor'),
  },
  login: {
    logIn: (form) => calls(post('/v1/user/auth/logIn', form)),
    // Issue 37: the sign-in's second step (README "Two-factor sign-in"): the challenge, one code, the trust choice.
    logInSecondStep: (input) => calls(exactly(post('/v1/user/auth/twoFactor', input))),
  },
  register: { signUp: (form) => calls(post('/v1/user/auth/signUp', form)) },
  emailVerification: { verifyEmail: (form) => calls(post('/v1/user/auth/verifyOtp', form)) },
  passwordRecovery: {
    sendOtp: (input) => calls(post('/v1/common/otp/sent/user', { email: input.email })),
    verifyOtp: (input) => calls(post('/v1/common/otp/verify', { email: input.email, otp: input.otp })),
    resetPassword: (input) => calls(post('/v1/common/resetPassword/user', { resetToken: input.resetToken })),
  },
  changePassword: { changePassword: (form) => calls(put('/v1/user/profile/password', form)) },
  contact: { sendContactForm: (form) => calls(post('/v1/common/contact', form)) },
  acceptInvite: {
    checkInvitation: (input) => calls(post('/v1/common/invitation/check', { token: input.token })),
    acceptInvitation: (input) => calls(post('/v1/common/invitation/accept', input)),
  },
  editProfile: {
    uploadPicture: () => calls(post('/v1/common/imageUpload')),
    saveProfile: (update) => calls(put('/v1/user/profile', update)),
  },
  settings: { loadGuidelinePages: () => calls(get('/v1/common/guidelinePages/user')) },
  guidelinePage: { loadGuidelinePage: (input) => calls(get(`/v1/common/guidelinePages/user/${input.slug}`)) },
  notifications: {
    loadNotifications: (query) => calls(get('/v1/user/notification', { page: String(query.page ?? 1), limit: String(query.limit ?? PAGE_SIZE) })),
    registerToken: (input) => calls(put('/v1/user/notification/token', { webToken: input.webToken })),
    markRead: (input) => calls(post(`/v1/user/notification/${input.id}/read`)),
    markAllRead: () => calls(post('/v1/user/notification/read-all')),
    // Push without Firebase: the API's server-sent events (DESIGN §6), read with fetch. A push the
    // stream carries reaches the bell as that push (spec push.refetch: its type decides the refetch).
    listenPush: () => ({
      ...calls(get('/v1/user/notification/events')),
      stream: {
        text: ': ping\n\ndata: {"type":"NEW_NOTIFICATION"}\n\ndata: {"type":"ORDER_UPDATED"}\n\n',
        sendsBack: [
          { type: 'push.received', message: { type: 'NEW_NOTIFICATION' } },
          { type: 'push.received', message: { type: 'ORDER_UPDATED' } },
        ],
      },
    }),
  },
  notificationList: {
    loadNotifications: (query) => calls(get('/v1/user/notification', { page: String(query.page ?? 1), limit: String(query.limit ?? PAGE_SIZE) })),
    followFeed: LISTENS,
  },
  notificationPreferences: {
    loadPreferences: () => calls(get('/v1/user/notification/preferences')),
    savePreferences: (input) => calls(put('/v1/user/notification/preferences', { preferences: input.choices })),
  },
  unsubscribe: { unsubscribe: (input) => calls(post('/v1/common/notification/unsubscribe', { token: input.token })) },
  dashboard: {
    // The overview: the five newest orders of any status (spec §7: GET /v1/user/order
    // with page and limit); each tab's count comes with that answer (its `counts`).
    loadOverview: () => calls(get('/v1/user/order', { page: '1', limit: '5' })),
    followFeed: LISTENS,
    watchTabReturn: LISTENS,
    // Issue 35: a quote kept to book is asked for as it stands now (public, by its id); none kept, nothing.
    checkKeptQuote: (input) => (typeof input.id === 'string' ? calls(get(`/v1/common/quote/${input.id}`)) : { none: 'no quote kept in this browser' }),
    // Issue 36: which orders' crossing papers are not ready (the flags), asked beside the list.
    loadNotReady: () => calls(get('/v1/user/order/crossing/notReady')),
  },
  orders: {
    loadOrders: (place) =>
      calls(get('/v1/user/order', { status: place.tab, page: String(place.page), limit: PAGE_SIZE, ...(place.search ? { search: place.search } : {}) })),
    followFeed: LISTENS,
    watchTabReturn: LISTENS,
    // Issue 36: which orders' crossing papers are not ready (the flags), asked beside the list.
    loadNotReady: () => calls(get('/v1/user/order/crossing/notReady')),
  },
  order: {
    loadOrder: (input) => calls(get(`/v1/user/order/${input.movementId}`)),
    cancelOrder: (input) => calls(post(`/v1/common/cancel/movement/user/${input.movementId}`)),
    rateOrder: (input) => calls(post(`/v1/user/rating/${input.movementId}`, input.rating)),
    saveEntryNum: (input) => calls(put(`/v1/user/order/entryNum/${input.movementId}`, input.body)),
    loadDocuments: (input) => calls(post(`/v1/common/qr&proof/doc/user/${input.movementId}`)),
    uploadDocument: (input) => calls(post(`/v1/common/qr&proof&doc/${input.movementId}`)),
    loadLocation: (input) => calls(get(`/v1/common/locat/operator/${input.movementId}`)),
    // The checkout's code (a chunk of the app), loaded at the first Pay now: no call to the API.
    loadPayment: () => ({ none: "the checkout machine's code, not an API call" }),
    followFeed: LISTENS,
    watchTabReturn: LISTENS,
  },
  payment: {
    preparePayment: (input) => calls(post('/v1/user/payPal/order', { movementId: input.movementId })),
    // The card goes to the provider's own tokenizer, never to /v1/ (spec: pay through the provider).
    tokenizeCard: (input) => calls(post(input.tokenUrl)),
    capture: (input) => calls(post('/v1/user/payPal/capture', input)),
  },
  addressBook: {
    loadAddressBook: () => calls(get('/v1/user/address'), TRANSIT_INFO),
    saveAddress: (input) => calls(put(`/v1/user/address/${input.id}`, input.body)),
    deleteAddress: (input) => calls({ method: 'DELETE', path: `/v1/user/address/${input.id}` }),
  },
  subUsers: {
    loadSubUsers: (input) => calls(get('/v1/user/sub/user', { page: String(input.page), limit: PAGE_SIZE })),
    deleteSubUser: (input) => calls({ method: 'DELETE', path: `/v1/user/sub/user/${input.accountId}` }),
    resendInvitation: (input) => calls(post(`/v1/user/sub/user/${input.accountId}/invitation`)),
  },
  // Issue 37: the team activity log and the records to export (server/routes/activity.ts, exports.ts,
  // README "Team activity log and records"): the filter's parts as query parameters, blanks left out;
  // the people once, with the first page; a file for exactly the range chosen.
  activityLog: {
    loadActivity: (input) => ({
      calls: [
        get('/v1/user/activity', {
          page: String(input.page),
          limit: PAGE_SIZE,
          ...Object.fromEntries(Object.entries(input.filter as Record<string, string>).filter(([, value]) => value !== '')),
        }),
        ...(input.withPeople ? [get('/v1/user/activity/people')] : []),
      ],
    }),
  },
  recordsExport: {
    downloadExport: (input) => calls(get(input.kind === 'orders' ? '/v1/user/export/orders.csv' : '/v1/user/export/receipts.zip', { from: input.from, to: input.to })),
  },
  subUserForm: {
    loadSubUser: (input) => calls(get(`/v1/user/sub/user/${input.accountId}`)),
    saveSubUser: (input) =>
      input.accountId ? calls(put(`/v1/user/sub/user/${input.accountId}`, input.form)) : calls(post('/v1/user/sub/user', input.form)),
  },
  // Issue 37, the security settings (server/routes/twoFactor.ts, server/routes/sessions.ts): the password
  // and codes as typed, exactly; a device by its id; all others without any.
  twoFactorSettings: {
    loadSecurity: () => calls(get('/v1/user/security')),
    startSetup: (input) => calls(exactly(post('/v1/user/twoFactor/setup', { password: input.password }))),
    confirmSetup: (input) => calls(exactly(post('/v1/user/twoFactor/confirm', { code: input.code }))),
    renewCodes: (input) => calls(exactly(post('/v1/user/twoFactor/recoveryCodes', { code: input.code }))),
    disableTwoFactor: (input) => calls(exactly(post('/v1/user/twoFactor/disable', { password: input.password, code: input.code }))),
    saveCompanyRule: (input) => calls(exactly(put('/v1/user/company/twoFactor', { required: input.required }))),
  },
  signedInDevices: {
    loadDevices: () => calls(get('/v1/user/sessions')),
    signOutDevice: (input) => calls({ method: 'DELETE', path: `/v1/user/sessions/${input.id}` }),
    signOutOthers: () => calls(post('/v1/user/sessions/signOutOthers')),
  },
  trackingLinks: {
    loadLinks: (input) => calls(get(`/v1/user/order/${input.movementId}/tracking-links`)),
    createLink: (input) => calls(post(`/v1/user/order/${input.movementId}/tracking-links`, { label: input.label.trim() || null })),
    copyLink: (input) => ({ none: 'copies the link, calls nothing', clipboard: input.url }),
    revokeLink: (input) => calls({ method: 'DELETE', path: `/v1/user/order/${input.movementId}/tracking-links/${input.id}` }),
  },
  crossingChecklist: {
    // The crossing's papers (server/routes/crossingPapers.ts): the order's checklist, the USMCA claim.
    followFeed: LISTENS,
    watchTabReturn: LISTENS,
    loadChecklist: (input) => calls(get(`/v1/user/order/${input.movementId}/crossing`)),
    saveClaim: (input) => calls(exactly(put(`/v1/user/order/${input.movementId}/crossing/usmcaClaim`, { claimed: input.claimed }))),
  },
  crossingItem: {
    // A file goes as multipart (its bytes are the server's to check); a form's fields as JSON, exactly.
    provideFile: (input) => calls({ method: 'PUT', path: `/v1/user/order/${input.movementId}/crossing/${input.item.kind}` }),
    // The US entry number is the order's entry number: the spec's call (spec §7), the checklist after its answer.
    provideForm: (input) =>
      calls(exactly(input.item.kind === 'usEntry' ? put(`/v1/user/order/entryNum/${input.movementId}`, input.body) : put(`/v1/user/order/${input.movementId}/crossing/${input.item.kind}`, input.body))),
    removeItem: (input) => calls({ method: 'DELETE', path: `/v1/user/order/${input.movementId}/crossing/${input.item.kind}` }),
  },
  quote: {
    // The instant quote's public calls (server/routes/instantQuote.ts): the catalog, the requirements
    // of the chosen route, the price of exactly the form's choices, a shared quote by its id.
    loadOptions: () => calls(get('/v1/common/quote/options')),
    loadRequirements: (input) => calls(exactly(post('/v1/common/quote/specialRequirements', { serviceId: input.serviceId, transportationTypeId: input.transportationTypeId, portId: input.portId }))),
    requestQuote: (input) => calls(exactly(post('/v1/common/quote', input))),
    loadQuote: (input) => calls(get(`/v1/common/quote/${input.id}`)),
  },
  tracking: {
    loadTracking: (input) => calls(get(`/v1/public/tracking/${input.token}`)),
    // The page follows the order live: the server's event stream for that token.
    watchTracking: (input) => calls(get(`/v1/public/tracking/${input.token}/events`)),
  },
  serviceRequest: {
    // Book again: the past order first; the rest only once it is known.
    prefillFromOrder: (input) => calls(get(`/v1/user/order/${input.movementId}`)),
    // Book this: the quote first (public, by its id); the rest only once it is known.
    prefillFromQuote: (input) => calls(get(`/v1/common/quote/${input.quoteId}`)),
    // spec: the admin's verification is read from the server's profile on every visit.
    checkVerification: () => calls(get('/v1/user/profile')),
    restoreDraft: none('reads the saved draft from this browser, calls nothing'),
    loadServices: () => calls(TYPES_OF_SERVICE),
    loadTransitInfo: () => calls(TRANSIT_INFO),
    loadDetails: (input) => ({
      calls: [...(input.transitInfo ? [] : [TRANSIT_INFO]), ...(input.suggestedReference == null && input.draft?.userReference === '' ? [REFERENCE] : [])],
      mayAlso: [SPECIAL_REQUIREMENTS],
    }),
    checkReference: (input) => calls(post('/v1/user/order/reference/validate', { userReference: input.userReference })),
    loadAddressBook: () => calls(get('/v1/user/address', { type: 'pickup' }), get('/v1/user/address', { type: 'drop' })),
    saveAddress: (input) => (input.addressId ? calls(put(`/v1/user/address/${input.addressId}`, input.body)) : calls(post('/v1/user/address', input.body))),
    loadSummary: (input) => ({
      calls: [exactly(post('/v1/user/order/coordinatesPrice', quoteBody(input.draft))), exactly(post('/v1/user/order/calculateDropDistances', stops(input.draft))), ...(input.transitInfo ? [] : [TRANSIT_INFO])],
      mayAlso: [SPECIAL_REQUIREMENTS],
    }),
    createOrder: (input) => calls(exactly(post('/v1/user/order', orderBody(input.draft)))),
    loadOrder: (input) => calls(get(`/v1/user/order/${input.movementId}`)),
  },
};

// ------------------------------------------------------------------------------------------------

interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
}

interface Observed {
  readonly requests: Recorded[];
  readonly clipboard: string[];
}

function record(input: unknown, init: RequestInit | undefined): Recorded {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : (input as Request).url;
  const url = new URL(raw, 'http://app.test');
  let body: unknown = init?.body;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      // not JSON: kept as sent
    }
  }
  return { method: (init?.method ?? 'GET').toUpperCase(), path: decodeURIComponent(url.pathname), query: url.searchParams, body };
}

/**
 * Runs `start` with a signed-in browser's cookies, a fetch (and EventSource) that records and does
 * not answer, and a clipboard that records.
 */
async function observe(start: () => { stop: () => void }, answer?: { call: ExpectedCall; text: string }): Promise<Observed> {
  const requests: Recorded[] = [];
  const clipboard: string[] = [];
  const scopeWithNavigator = globalThis as unknown as { navigator?: unknown };
  const realNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  Object.defineProperty(globalThis, 'navigator', {
    configurable: true,
    value: { ...(scopeWithNavigator.navigator as object | undefined), clipboard: { writeText: async (text: string) => void clipboard.push(text) } },
  });
  const realFetch = globalThis.fetch;
  const scope = globalThis as unknown as { document?: { cookie: string } };
  const ownDocument = scope.document === undefined;
  // js-cookie reads document.cookie: a stand-in in Node, the real jar in jsdom.
  if (ownDocument) scope.document = { cookie: `token=${TOKEN_COOKIE}; refreshToken=${REFRESH_COOKIE}` };
  else for (const [name, value] of [['token', TOKEN_COOKIE], ['refreshToken', REFRESH_COOKIE]]) scope.document!.cookie = `${name}=${value}; path=/`;
  // Unanswered until the check is over, then failed as a lost network: a service that shares one
  // call between callers (the token refresh) must not stay waiting on it for the next path.
  const unanswered: Array<(error: Error) => void> = [];
  globalThis.fetch = ((input: unknown, init?: RequestInit) => {
    const request = record(input, init);
    requests.push(request);
    if (answer && matches(request, answer.call)) return Promise.resolve(openStream(answer.text, init?.signal));
    return new Promise<Response>((_, reject) => unanswered.push(reject));
  }) as typeof fetch;
  // A public page's live stream is an EventSource: its URL is a GET like any other call.
  const scopeWithStream = globalThis as unknown as { EventSource?: unknown };
  const realEventSource = scopeWithStream.EventSource;
  scopeWithStream.EventSource = class {
    constructor(url: string) {
      requests.push(record(url, { method: 'GET' }));
    }
    addEventListener(): void {}
    removeEventListener(): void {}
    close(): void {}
  };
  let actor: { stop: () => void } | undefined;
  try {
    actor = start();
    // Calls made together go out within a few turns (an async actor awaits its first call).
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  } finally {
    actor?.stop();
    for (const fail of unanswered) fail(new TypeError('fetch failed'));
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    globalThis.fetch = realFetch;
    if (realEventSource === undefined) delete scopeWithStream.EventSource;
    else scopeWithStream.EventSource = realEventSource;
    if (ownDocument) delete scope.document;
    else for (const name of ['token', 'refreshToken']) scope.document!.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    if (realNavigator) Object.defineProperty(globalThis, 'navigator', realNavigator);
    else delete scopeWithNavigator.navigator;
  }
  return { requests, clipboard };
}

/** A 200 text/event-stream carrying `text` and then staying open until the caller aborts. */
function openStream(text: string, signal: AbortSignal | null | undefined): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const show = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

function matches(request: Recorded, call: ExpectedCall): boolean {
  if (request.method !== call.method || request.path !== call.path) return false;
  return Object.entries(call.query ?? {}).every(([key, value]) => request.query.get(key) === value);
}

/**
 * The call oracle for one machine: the actor `src` that a step started, run as the machine defines
 * it with the path's `input`, must make exactly the spec's calls (and those it may also make).
 */
export async function checkSpecCall({ machine, src, input }: { machine: AnyStateMachine; src: string; input: unknown }): Promise<void> {
  const logic = (machine.implementations.actors as Record<string, AnyActorLogic | undefined>)[src];
  expect(logic, `the machine "${machine.id}" implements the actor "${src}" it starts`).toBeDefined();
  // A child machine (the wizard's payment, the session's notifications) has paths of its own.
  if (logic !== undefined && 'config' in logic && 'implementations' in logic) return;
  const rule = SPEC_CALLS[machine.id]?.[src];
  expect(rule, `tests/spec/specCalls.ts says what "${machine.id}.${src}" must call`).toBeDefined();
  const expected = rule!((input ?? {}) as Input);
  // What the actor sends back to the machine that started it (a listener's events).
  const sentBack: AnyEventObject[] = [];
  const stream = 'calls' in expected ? expected.stream : undefined;
  const { requests, clipboard } = await observe(
    () => {
      if (stream) {
        const parent = setup({ actors: { child: logic! } }).createMachine({
          invoke: { src: 'child', input: () => input },
          on: { '*': { actions: ({ event }) => void sentBack.push(event) } },
        });
        return createActor(parent).start();
      }
      const actor = createActor(logic!, { input });
      actor.subscribe({ error: () => {} }); // its failure is the machine's business, not this check's
      return actor.start();
    },
    stream && 'calls' in expected ? { call: expected.calls[0]!, text: stream.text } : undefined,
  );
  if (stream) expect(sentBack.filter((e) => !e.type.startsWith('xstate.')), `what "${src}" tells the machine from its stream`).toEqual(stream.sendsBack);
  if ('none' in expected) {
    expect(requests.map(show), `"${src}" ${expected.none}`).toEqual([]);
    expect(clipboard, `what "${src}" copies`).toEqual(expected.clipboard === undefined ? [] : [expected.clipboard]);
    return;
  }
  const left = [...requests];
  for (const call of expected.calls) {
    const at = left.findIndex((r) => matches(r, call));
    expect(at, `"${src}" calls ${show(call)}${call.query ? ` with ${JSON.stringify(call.query)}` : ''}; it called: ${requests.map((r) => `${show(r)}?${r.query}`).join(', ') || 'nothing'}`).toBeGreaterThanOrEqual(0);
    const [request] = left.splice(at, 1);
    if (call.body !== undefined && call.exact) expect(request!.body, `the body of ${show(call)}, exactly`).toEqual(call.body);
    else if (call.body !== undefined) expect(request!.body, `the body of ${show(call)}`).toMatchObject(call.body as object);
  }
  const unexpected = left.filter((r) => !(expected.mayAlso ?? []).some((call) => matches(r, call)));
  expect(unexpected.map(show), `"${src}" makes no other call`).toEqual([]);
}
