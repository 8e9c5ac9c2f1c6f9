// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor, type AnyActorLogic } from 'xstate';
import { serviceRequestMachine } from '../../src/machines/serviceRequestMachine';
import { wizardScreen } from '../../src/machines/wizardScreen';
import type { Order } from '../../src/schemas/order';
import { defaultDraft } from '../../src/schemas/serviceRequestDraft';
import { catalogToday, transitToday } from './bookAgainFixtures';
import { completedOrder, drop, pickup, sampleOrder } from './orderFixtures';
import { profile } from './profileFixture';
import { filled, VIEWER_REFUSED } from './serviceRequestMachine.samples';

// The wizard's own actors (the paths replace them with events; tests/spec/specCalls.ts only looks
// at what they ask): each runs as the machine defines it against a fake server that answers, and
// what it hands the wizard is written from the spec and the issues — the past order's choices for
// Book again (17.5), the catalog and price asked once per choice, a suggested reference only for an
// empty one (18.5), the draft kept in this browser for a reload (spec §3).

interface Seen {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly body: unknown;
}

const SAVED = 'cargo-connects.service-request.v1';
const quote = sampleOrder().quote;
const distances = sampleOrder().distances;
const straps = catalogToday.requirements[0]!;

/** A server answering the wizard's calls from these fixtures (what a route returns can be replaced). */
function fakeServer(overrides: Record<string, (seen: Seen) => unknown> = {}) {
  const seen: Seen[] = [];
  const routes: Record<string, (s: Seen) => unknown> = {
    'GET /v1/user/profile': () => profile,
    'GET /v1/user/transitInfo/typeOfService': () => catalogToday.services,
    'GET /v1/user/transitInfo': () => transitToday,
    'POST /v1/user/specialRequirements': () => catalogToday.requirements,
    'GET /v1/user/address': (s) => ({ response: s.query.type === 'pickup' ? [pickup] : [drop], count: 1 }),
    'GET /v1/user/order/reference': () => ({ reference: 'NEWREF0001' }),
    'POST /v1/user/order/coordinatesPrice': () => quote,
    'POST /v1/user/order/calculateDropDistances': () => distances,
    // Picked up at once: nothing of it is in the past (a past pickup day would open step 3 for a new one).
    'GET /v1/user/order/CC26000001': () => completedOrder({ programming: 'Instant', schedule: null }),
    ...overrides,
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://app.test');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    const call: Seen = { method, path: url.pathname, query: Object.fromEntries(url.searchParams), body };
    seen.push(call);
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return new Response(JSON.stringify({ statusCode: 404, message: 'Not found', data: null }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    return new Response(JSON.stringify({ statusCode: 200, message: 'OK', data: route(call) }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  const asked = () => seen.map((s) => `${s.method} ${s.path}${s.query.type ? `?type=${s.query.type}` : ''}`).sort();
  return { seen, asked };
}

/** One of the wizard's actors, as the machine defines it, run to its end. */
function run<T>(src: string, input?: unknown): Promise<T> {
  const logic = (serviceRequestMachine.implementations.actors as Record<string, AnyActorLogic>)[src]!;
  return toPromise(createActor(logic, { input }).start()) as Promise<T>;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the wizard reads the company from the server on every visit (guard.admin-verification, issue 17.4)', () => {
  it('a verified company opens; one the admin has not verified yet does not', async () => {
    fakeServer();
    expect(await run('checkVerification')).toBe(true);
    fakeServer({ 'GET /v1/user/profile': () => ({ ...profile, verifyByAdmin: false }) });
    expect(await run('checkVerification')).toBe(false);
  });

  it('a Booker may request; a Viewer is refused with the words the server uses (403)', async () => {
    fakeServer({ 'GET /v1/user/profile': () => ({ ...profile, role: 'sub', accessLevel: 'booker' }) });
    expect(await run('checkVerification')).toBe(true);
    fakeServer({ 'GET /v1/user/profile': () => ({ ...profile, role: 'sub', accessLevel: 'viewer' }) });
    await expect(run('checkVerification')).rejects.toMatchObject({ status: 403, message: VIEWER_REFUSED });
  });
});

describe('Book again reads the past order and today\'s catalog (issue 17.5)', () => {
  it('everything still offered: the order\'s choices, today\'s catalog and addresses, a new reference, the price still to ask', async () => {
    const server = fakeServer();
    const out = await run<Record<string, any>>('prefillFromOrder', { movementId: 'CC26000001' });
    expect(server.asked()).toEqual([
      'GET /v1/user/address?type=drop',
      'GET /v1/user/address?type=pickup',
      'GET /v1/user/order/CC26000001',
      'GET /v1/user/order/reference',
      'GET /v1/user/transitInfo',
      'GET /v1/user/transitInfo/typeOfService',
      'POST /v1/user/specialRequirements',
    ]);
    // The requirements asked are those of the past order's service, crossing and transport.
    expect(server.seen.find((s) => s.path === '/v1/user/specialRequirements')!.body).toEqual({ serviceId: 'northbound', transportationTypeId: 'ftl', portId: 'colombia-solidarity-bridge' });
    expect(out.step).toBe('step6');
    expect(out.services).toEqual(catalogToday.services);
    expect(out.transitInfo).toEqual(transitToday);
    expect(out.requirements.value).toEqual([straps]);
    expect(out.addressBook).toEqual({ pickups: [pickup], drops: [drop] });
    expect(out.draft.userReference).toBe('NEWREF0001');
    expect([out.draft.selectedServiceItem._id, out.draft.selectedPortItem._id, out.draft.selectedTypeOfTransportationItem._id, out.draft.selectedModeItem._id]).toEqual(['northbound', 'colombia-solidarity-bridge', 'ftl', 'ftl-dry-van']);
    expect(out.draft.movementId).toBeNull();
  });

  const gone: Array<[string, Record<string, () => unknown>, string]> = [
    ['the service', { 'GET /v1/user/transitInfo/typeOfService': () => [{ ...catalogToday.services[0]!, _id: 'southbound', title: 'Southbound Service' }] }, 'step1'],
    ['the crossing', { 'GET /v1/user/transitInfo': () => ({ ...transitToday, ports: [{ ...transitToday.ports[0]!, _id: 'other-bridge' }] }) }, 'step2'],
    ['the transport', { 'GET /v1/user/transitInfo': () => ({ ...transitToday, typesOfTransportation: [{ ...transitToday.typesOfTransportation[0]!, _id: 'ltl' }] }) }, 'step2'],
  ];
  for (const [what, answers, step] of gone) {
    it(`${what} no longer offered: no requirements are asked for a route that does not exist, and the wizard opens on ${step}`, async () => {
      const server = fakeServer(answers);
      const out = await run<Record<string, any>>('prefillFromOrder', { movementId: 'CC26000001' });
      expect(server.asked()).not.toContain('POST /v1/user/specialRequirements');
      expect(out.requirements).toBeNull();
      expect(out.step).toBe(step);
    });
  }

  it('an order that cannot be read is refused with the server\'s answer, and nothing else is asked', async () => {
    const missing = fakeServer();
    await expect(run('prefillFromOrder', { movementId: 'CC99999999' })).rejects.toMatchObject({ status: 404 });
    expect(missing.asked()).toEqual(['GET /v1/user/order/CC99999999']);
  });
});

describe('step 3 asks for what it does not hold (issue 18.5, the catalog loaded once per choice)', () => {
  const empty = { ...filled, userReference: '' };

  it('nothing held, no reference: the trailers, the requirements of this choice and a suggested reference', async () => {
    const server = fakeServer();
    const out = await run<Record<string, any>>('loadDetails', { draft: empty, transitInfo: null, requirements: null, suggestedReference: null });
    expect(server.asked()).toEqual(['GET /v1/user/order/reference', 'GET /v1/user/transitInfo', 'POST /v1/user/specialRequirements']);
    expect(server.seen.find((s) => s.path === '/v1/user/specialRequirements')!.body).toEqual({ serviceId: 'northbound', transportationTypeId: 'ftl', portId: 'colombia-solidarity-bridge' });
    expect(out.transitInfo).toEqual(transitToday);
    expect(out.requirements.value).toEqual([straps]);
    expect(out.suggestedReference).toBe('NEWREF0001');
  });

  it('back on step 3 with the same choice: nothing is asked again; a reference typed asks for no suggestion', async () => {
    fakeServer();
    const first = await run<Record<string, any>>('loadDetails', { draft: filled, transitInfo: null, requirements: null, suggestedReference: null });
    expect(first.suggestedReference).toBeNull();
    const server = fakeServer();
    const again = await run<Record<string, any>>('loadDetails', { draft: filled, transitInfo: first.transitInfo, requirements: first.requirements, suggestedReference: null });
    expect(server.asked()).toEqual([]);
    expect(again.requirements).toEqual(first.requirements);
  });

  it('another crossing: its requirements are asked for; a suggestion already made is not asked twice', async () => {
    fakeServer();
    const first = await run<Record<string, any>>('loadDetails', { draft: empty, transitInfo: null, requirements: null, suggestedReference: null });
    const server = fakeServer({ 'POST /v1/user/specialRequirements': () => [] });
    const other = { ...empty, selectedPortItem: { _id: 'pharr-bridge', title: 'Pharr Bridge' } };
    const out = await run<Record<string, any>>('loadDetails', { draft: other, transitInfo: first.transitInfo, requirements: first.requirements, suggestedReference: first.suggestedReference });
    expect(server.asked()).toEqual(['POST /v1/user/specialRequirements']);
    expect(server.seen[0]!.body).toEqual({ serviceId: 'northbound', transportationTypeId: 'ftl', portId: 'pharr-bridge' });
    expect(out.requirements.value).toEqual([]);
    expect(out.requirements.key).not.toBe(first.requirements.key);
    expect(out.suggestedReference).toBe('NEWREF0001');
  });
});

describe('step 5 and the summary', () => {
  it('the address book: the pickups and the drops, each asked by its type', async () => {
    const server = fakeServer();
    expect(await run('loadAddressBook')).toEqual({ pickups: [pickup], drops: [drop] });
    expect(server.asked()).toEqual(['GET /v1/user/address?type=drop', 'GET /v1/user/address?type=pickup']);
  });

  it('the summary: the price and distances of these choices, kept with what they were asked for', async () => {
    const server = fakeServer();
    const out = await run<Record<string, any>>('loadSummary', { draft: filled, transitInfo: null, requirements: null });
    expect(out.summary.value).toEqual({ quote, distances });
    expect(out.transitInfo).toEqual(transitToday);
    expect(out.requirements.value).toEqual([straps]);
    expect(server.asked()).toEqual(['GET /v1/user/transitInfo', 'POST /v1/user/order/calculateDropDistances', 'POST /v1/user/order/coordinatesPrice', 'POST /v1/user/specialRequirements']);
    // The same choices are the same price; one strap more is another.
    const same = await run<Record<string, any>>('loadSummary', { draft: { ...filled }, transitInfo: out.transitInfo, requirements: out.requirements });
    const more = await run<Record<string, any>>('loadSummary', { draft: { ...filled, selectedQuantityStraps: 5 }, transitInfo: out.transitInfo, requirements: out.requirements });
    expect(same.summary.key).toBe(out.summary.key);
    expect(more.summary.key).not.toBe(out.summary.key);
  });
});

describe('the request survives a reload (spec §3), and is forgotten once booked', () => {
  const wizard = (overrides: Record<string, AnyActorLogic> = {}) =>
    createActor(
      serviceRequestMachine.provide({
        actors: {
          checkVerification: fromPromise(async () => true),
          loadServices: fromPromise(async () => catalogToday.services),
          loadTransitInfo: fromPromise(async () => transitToday),
          ...overrides,
        } as never,
      }),
      { input: { bookAgainFrom: null } },
    ).start();
  const saved = () => JSON.parse(localStorage.getItem(SAVED) ?? 'null') as { version: number; step: string; draft: { selectedServiceItem: { _id: string } } } | null;

  it('nothing saved: step 1, saved there; a choice made moves what is saved to the next step', async () => {
    const actor = wizard();
    await waitFor(actor, (s) => s.matches({ step1: 'choosing' }));
    expect(saved()).toEqual({ version: 1, step: 'step1', draft: defaultDraft() });
    actor.send({ type: 'service.chosen', service: { _id: 'northbound', title: 'Northbound Service' } });
    await waitFor(actor, (s) => s.matches({ step2: 'choosing' }));
    expect([saved()!.step, saved()!.draft.selectedServiceItem._id]).toEqual(['step2', 'northbound']);
    actor.stop();
  });

  it('a request saved on step 2 reopens there after a reload', async () => {
    localStorage.setItem(SAVED, JSON.stringify({ version: 1, step: 'step2', draft: filled }));
    const actor = wizard();
    await waitFor(actor, (s) => s.matches({ step2: 'choosing' }));
    expect(actor.getSnapshot().context.draft).toEqual(filled);
    actor.stop();
  });

  it('a reference suggested on step 3 is saved at once: a reload shows the same one (issue 18.5)', async () => {
    localStorage.setItem(SAVED, JSON.stringify({ version: 1, step: 'step3', draft: { ...filled, userReference: '' } }));
    const actor = wizard({ loadDetails: fromPromise(async () => ({ transitInfo: transitToday, requirements: { key: 'k', value: [straps] }, suggestedReference: 'SUGG000042' })) });
    await waitFor(actor, (s) => s.matches({ step3: 'editing' }));
    expect(saved()).toMatchObject({ step: 'step3', draft: { userReference: 'SUGG000042' } });
    actor.stop();
  });

  it('an order found paid when payment reopens: booked, and the saved request is gone', async () => {
    localStorage.setItem(SAVED, JSON.stringify({ version: 1, step: 'stepCheckout', draft: { ...filled, movementId: 'CC26000001' } }));
    const actor = wizard({ loadOrder: fromPromise<Order>(async () => sampleOrder({ paymentStatus: 'paid' })) });
    await waitFor(actor, (s) => wizardScreen(s) === 'step7');
    expect(localStorage.getItem(SAVED)).toBeNull();
    actor.stop();
  });
});
