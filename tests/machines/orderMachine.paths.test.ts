import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition } from 'xstate';
import { bookAgainHref, cancelledOn, delayWarningOf, estimatedArrivalText, isPastOrder, mapLinkOf, paymentOf, priceOf, receiptOf, routeOf, scheduleOf, timelineOf } from '../../src/machines/orderDisplay';
import { documentFileError, orderChecks, orderMachine } from '../../src/machines/orderMachine';
import { paymentMachine } from '../../src/machines/paymentMachine';
import type { Order } from '../../src/schemas/order';
import type { OperatorLocation, OrderDocuments } from '../../src/schemas/orderTracking';
import { ApiError } from '../../src/services/http';
import type { DocumentsChange, OrderChange } from '../../src/services/ordersApi';
import type { NotificationsActor } from '../../src/machines/notificationsMachine';
import { undescribed } from '../support/descriptions';
import { checkDelayWarning } from '../spec/delayRules';
import { checkOrderRules } from '../spec/listRules';
import { checkMapLink, checkOrderPageText } from '../spec/orderPageRules';
import { checkOrderAnswers, checkOrderMoves, checkOrderOffers, checkOrderOpenings, checkOrderStep } from '../spec/orderSteps';
import { checkOrderRoles } from '../spec/teamRoleRules';
import { definePathTests } from '../support/pathCoverage';
import { fakeNotifications } from './notificationsFixture';
import { aDocument, assignedOrder, completedOrder, documentsOf, drop, locationOf, sampleOrder } from './orderFixtures';

const fresh = sampleOrder();
const assigned = assignedOrder();
const completed = completedOrder();
const cancelledAt = [{ status: 'NewAssignments' as const, at: '2026-03-30T15:00:00.000Z' }, { status: 'Cancelled' as const, at: '2026-03-31T09:15:00.000Z' }];
// A paid order cancelled by the customer is refunded, first pending, then done.
const cancelled = sampleOrder({ status: 'Cancelled', paymentStatus: 'refundPending', statusHistory: cancelledAt });
const refunded = sampleOrder({ status: 'Cancelled', paymentStatus: 'refunded', statusHistory: cancelledAt });
const unpaid = sampleOrder({ paymentStatus: 'unpaid', payBy: '2026-04-03T10:00:00.000Z', programming: 'Instant', schedule: null });
// An unpaid order not paid in time is cancelled.
const expiredUnpaid = sampleOrder({ paymentStatus: 'unpaid', payBy: '2026-04-03T10:00:00.000Z', status: 'Cancelled', statusHistory: cancelledAt });
// Late orders as the server reports them, and orders that moved on since the report.
const pickupLate = sampleOrder({ delays: ['pickupLate'] });
const runningLate = assignedOrder({ status: 'InProgress', estimatedArrival: '2026-04-02T22:00:00.000Z', delays: ['arrivalLate'] });
// Two drops: the route says Dallas → Houston, one more stop.
const deliveredLate = completedOrder({ delays: ['arrivalLate'], drops: [drop, { ...drop, _id: 'a3', addressDetails: { ...drop.addressDetails, city: 'Houston', cityId: 'houston' } }] });
const assignedAfterLate = assignedOrder({ delays: ['pickupLate'] });
const rated = completedOrder({ rating: { rating: 5, review: 'On time', ratedAt: '2026-04-03T10:00:00.000Z' } });

const pdf = (bytes: number, type = 'application/pdf') => ({ name: 'invoice.pdf', size: bytes, type }) as File;
const MB = 1024 * 1024;
const expired = new ApiError(401, 'Your session has expired. Please sign in again.');
const conflict = new ApiError(409, 'Only an order that has not started can be cancelled.');
const notFound = new ApiError(404, 'Order not found');
const offline = new ApiError(0, 'Something is wrong please try again');
const entryNumInvalid = new ApiError(400, 'Please fill up your field !', { entryNum: 'entry number must be at most 30 letters, digits or hyphens' });

/** What the page says of the order's payment, cancellation, receipt, timeline and past (tests/spec/orderPageRules.ts). */
function pageTextOf(order: Order | null): void {
  if (!order) return;
  checkOrderPageText(order, {
    payment: paymentOf(order),
    cancelledOn: cancelledOn(order),
    receipt: receiptOf(order, 'https://api.example'),
    timeline: timelineOf(order),
    pastOrder: isPastOrder(order),
    bookAgainHref: bookAgainHref(order.movementId),
    route: routeOf(order),
    schedule: scheduleOf(order),
    price: priceOf(order),
    estimatedArrival: estimatedArrivalText(order),
  });
}

const change = (order: Order, message: string): OrderChange => ({ order, message });
/** What a Viewer might try on the order page. */
const viewerTries = [
  { type: 'payment.started' },
  { type: 'cancel.requested' },
  { type: 'cancel.confirmed' },
  { type: 'rating.submitted', rating: { rating: 5, review: 'On time' } },
  { type: 'entryNum.submitted', body: { entryNum: 'E-2026-0042' } },
  { type: 'document.selected', file: pdf(300_000), kind: 'doc' },
] as const;

// DESIGN.md §2, written here as the oracle (not read from the status table): cancel while
// NewAssignments or Pending, rate once Completed; the entry number is filed until the order is over.
const CANCELLABLE = ['NewAssignments', 'Pending'];
const ENTRY_NUM_EDITABLE = ['NewAssignments', 'Pending', 'InProgress'];
const mayCancel = (order: Order): boolean => CANCELLABLE.includes(order.status);
const mayRate = (order: Order): boolean => order.status === 'Completed' && order.rating === null;
const mayFileEntryNum = (order: Order): boolean => ENTRY_NUM_EDITABLE.includes(order.status);
const uploaded: DocumentsChange = { documents: documentsOf(assigned, [aDocument]), message: 'Document uploaded successfully' };

describe('order machine: generated paths', () => {
  definePathTests(orderMachine, {
    // Opened from the order page, and from "Pay now" on the order list; by a Viewer too.
    inputs: [{ movementId: 'CC26000001' }, { movementId: 'CC26000001', payOnOpen: true }, { movementId: 'CC26000001', payOnOpen: true, accessLevel: 'viewer' as const }],
    events: {
      'xstate.done.actor.loadOrder': [
        { type: 'xstate.done.actor.loadOrder', output: fresh },
        { type: 'xstate.done.actor.loadOrder', output: assigned },
        { type: 'xstate.done.actor.loadOrder', output: completed },
        { type: 'xstate.done.actor.loadOrder', output: unpaid },
        { type: 'xstate.done.actor.loadOrder', output: pickupLate },
        { type: 'xstate.done.actor.loadOrder', output: runningLate },
        { type: 'xstate.done.actor.loadOrder', output: deliveredLate },
        { type: 'xstate.done.actor.loadOrder', output: assignedAfterLate },
      ],
      'xstate.error.actor.loadOrder': [
        { type: 'xstate.error.actor.loadOrder', error: notFound },
        { type: 'xstate.error.actor.loadOrder', error: expired },
      ],
      'xstate.done.actor.refreshOrder': [
        { type: 'xstate.done.actor.refreshOrder', output: fresh },
        { type: 'xstate.done.actor.refreshOrder', output: assigned },
        { type: 'xstate.done.actor.refreshOrder', output: completed },
        { type: 'xstate.done.actor.refreshOrder', output: runningLate },
        { type: 'xstate.done.actor.refreshOrder', output: deliveredLate },
        { type: 'xstate.done.actor.refreshOrder', output: assignedAfterLate },
        { type: 'xstate.done.actor.refreshOrder', output: refunded },
        { type: 'xstate.done.actor.refreshOrder', output: expiredUnpaid },
      ],
      'xstate.error.actor.refreshOrder': [
        { type: 'xstate.error.actor.refreshOrder', error: notFound },
        { type: 'xstate.error.actor.refreshOrder', error: offline },
      ],
      'xstate.done.actor.cancelOrder': [{ type: 'xstate.done.actor.cancelOrder', output: change(cancelled, 'Order cancelled successfully') }],
      'xstate.error.actor.cancelOrder': [{ type: 'xstate.error.actor.cancelOrder', error: conflict }],
      'rating.submitted': [{ type: 'rating.submitted', rating: { rating: 5, review: 'On time' } }],
      'xstate.done.actor.rateOrder': [{ type: 'xstate.done.actor.rateOrder', output: change(rated, 'Thank you for rating this service.') }],
      'xstate.error.actor.rateOrder': [{ type: 'xstate.error.actor.rateOrder', error: new ApiError(409, 'This order has already been rated.') }],
      'entryNum.submitted': [{ type: 'entryNum.submitted', body: { entryNum: 'E-2026-0042' } }],
      'xstate.done.actor.saveEntryNum': [
        { type: 'xstate.done.actor.saveEntryNum', output: change(sampleOrder({ entryNum: 'E-2026-0042' }), 'Entry number saved successfully') },
      ],
      'xstate.error.actor.saveEntryNum': [{ type: 'xstate.error.actor.saveEntryNum', error: entryNumInvalid }],
      'xstate.done.actor.loadDocuments': [{ type: 'xstate.done.actor.loadDocuments', output: documentsOf(assigned) }],
      'xstate.error.actor.loadDocuments': [{ type: 'xstate.error.actor.loadDocuments', error: offline }],
      'document.selected': [
        { type: 'document.selected', file: pdf(300_000), kind: 'doc' },
        { type: 'document.selected', file: pdf(2 * MB), kind: 'qr' },
        // Lookahead only: the formats and the size at their edges.
        { type: 'document.selected', file: pdf(2 * MB - 1, 'image/webp'), kind: 'qr' },
        { type: 'document.selected', file: pdf(1000, 'image/gif'), kind: 'doc' },
        { type: 'document.selected', file: pdf(1000, 'image/png'), kind: 'doc' },
      ],
      'xstate.done.actor.uploadDocument': [{ type: 'xstate.done.actor.uploadDocument', output: uploaded }],
      'xstate.error.actor.uploadDocument': [
        { type: 'xstate.error.actor.uploadDocument', error: new ApiError(409, 'Documents can no longer be uploaded for this order.') },
      ],
      // The payment actor's own paths are in paymentMachine.paths.test.ts; here it ends paid.
      'xstate.done.actor.payment': [{ type: 'xstate.done.actor.payment', output: { movementId: 'CC26000001', captureId: 'TEST-CAP' } }],
      // The checkout's code, loaded at the first Pay now: the real machine, or a failed download.
      'xstate.done.actor.loadPayment': [{ type: 'xstate.done.actor.loadPayment', output: () => paymentMachine }],
      'xstate.error.actor.loadPayment': [{ type: 'xstate.error.actor.loadPayment', error: new TypeError('Failed to fetch dynamically imported module') }],
      'xstate.done.actor.loadLocation': [{ type: 'xstate.done.actor.loadLocation', output: locationOf(assigned) }],
      // What the customer (or the page) may do, tried from every snapshot by the step oracle's lookahead.
      ...Object.fromEntries(
        (['retry', 'order.refreshed', 'notifications.changed', 'tab.returned', 'payment.started', 'payment.closed', 'cancel.requested', 'cancel.confirmed', 'cancel.dismissed', 'documents.retried', 'location.refreshed', 'details.stale'] as const).map((type) => [type, [{ type }]]),
      ),
      'xstate.error.actor.loadLocation': [{ type: 'xstate.error.actor.loadLocation', error: offline }],
    },
    provide: { actions: { toast: () => {} } },
    // The order page's regions multiply; compare by state value and the order's status only.
    serializeState: (s) => JSON.stringify([s.value, s.context.level, s.context.order?.status ?? null, s.context.order?.paymentStatus ?? null, s.context.order?.rating !== null, s.context.order?.carrier !== null, s.context.order?.delays.join() ?? null]),
    // Every step, and every sample event tried from each snapshot (lookahead): so each order a call may answer is read as the page shows it.
    steps: (step) => {
      checkOrderStep(step);
      pageTextOf(step.to.context.order);
    },
    states: {
      // The spec's order checks for every order the page holds (tests/spec/listRules.ts).
      '#order': (s) => {
        checkOrderRules(s.context.order, s.context.order ? orderChecks(s.context.order) : null);
        // The warning the page shows for the order it holds.
        checkDelayWarning(s.context.order, s.context.order ? delayWarningOf(s.context.order) : null);
        pageTextOf(s.context.order);
        // A Viewer is offered nothing that pays for or changes the order (tests/spec/teamRoleRules.ts).
        checkOrderRoles(s);
        // Each call under way, answered and refused: its toast, and where it leads (tests/spec/orderSteps.ts).
        checkOrderAnswers(orderMachine, s);
        checkOrderOpenings(orderMachine);
        checkOrderMoves(orderMachine, s, { rating: { rating: 4, review: 'Fine' }, body: { entryNum: 'E-7' }, file: pdf(5000) });
        // What the page's buttons are drawn from, for this order and this user.
        // The same page seen by a Viewer (the paths open it as the main user): nothing that pays or changes.
        if (s.matches('loaded') && s.context.level !== 'viewer') {
          const asViewer = orderMachine.resolveState({ value: s.value, context: { ...s.context, level: 'viewer' } });
          checkOrderRoles(asViewer);
          for (const event of viewerTries) checkOrderStep({ from: asViewer, event, to: transition(orderMachine, asViewer, event)[0] });
        }
        for (const level of ['owner', 'admin', 'booker', 'viewer'] as const) checkOrderOffers(s.context.order, level, s.context.order ? orderChecks(s.context.order, level) : null);
      },
      loading: (s) => {
        expect(s.children.loadOrder).toBeDefined();
        expect(s.context.order).toBeNull();
      },
      notFound: (s) => {
        expect(s.can({ type: 'retry' })).toBe(false);
        expect(s.can({ type: 'order.refreshed' })).toBe(false);
      },
      failed: (s) => {
        expect(s.context.error).toBeTruthy();
        expect(s.can({ type: 'retry' })).toBe(true);
      },
      loaded: (s) => {
        expect(s.context.order).not.toBeNull();
        expect(s.context.error).toBeNull();
      },
      'loaded.sync.idle': (s) => expect(s.children.refreshOrder).toBeUndefined(),
      'loaded.sync.refreshing': (s) => expect(s.children.refreshOrder).toBeDefined(),
      // Issue "payments a customer can trust": Pay now only for an unpaid order still looking for a carrier.
      'loaded.payment.idle': (s) => {
        const order = s.context.order!;
        expect(s.can({ type: 'payment.started' })).toBe(order.paymentStatus === 'unpaid' && order.status !== 'Cancelled');
      },
      'loaded.payment.paying.loading': (s) => {
        expect(s.children.loadPayment, "the checkout's code is asked for").toBeDefined();
        expect(s.children.payment).toBeUndefined();
        expect(s.context.order!.paymentStatus).toBe('unpaid');
        expect(s.can({ type: 'payment.closed' })).toBe(true);
      },
      'loaded.payment.paying.open': (s) => {
        expect(s.children.payment).toBeDefined();
        expect(s.context.order!.paymentStatus).toBe('unpaid');
        expect(s.can({ type: 'payment.closed' })).toBe(true);
      },
      'loaded.cancel.idle': (s) => {
        expect(s.can({ type: 'cancel.requested' })).toBe(mayCancel(s.context.order!));
        expect(s.can({ type: 'cancel.confirmed' })).toBe(false);
      },
      'loaded.cancel.confirming': (s) => {
        // The order may move on while the dialog is open: confirming is then refused.
        expect(s.can({ type: 'cancel.confirmed' })).toBe(mayCancel(s.context.order!));
        expect(s.context.cancelError).toBeNull();
      },
      'loaded.cancel.cancelling': (s) => {
        expect(s.children.cancelOrder).toBeDefined();
        expect(s.can({ type: 'cancel.dismissed' })).toBe(false);
      },
      'loaded.cancel.failed': (s) => {
        expect(s.context.cancelError).toBe(conflict.message);
        expect(s.can({ type: 'cancel.dismissed' })).toBe(true);
      },
      'loaded.rating.idle': (s) => {
        expect(s.can({ type: 'rating.submitted', rating: { rating: 4 } })).toBe(mayRate(s.context.order!));
      },
      'loaded.rating.submitting': (s) => expect(s.children.rateOrder).toBeDefined(),
      'loaded.entryNum.idle': (s) => {
        expect(s.can({ type: 'entryNum.submitted', body: { entryNum: 'E1' } })).toBe(mayFileEntryNum(s.context.order!));
      },
      'loaded.entryNum.saving': (s) => expect(s.children.saveEntryNum).toBeDefined(),
      'loaded.documents.loading': (s) => expect(s.children.loadDocuments).toBeDefined(),
      'loaded.documents.ready': (s) => {
        expect(s.context.documents).not.toBeNull();
        expect(s.context.uploadKind).toBeNull();
      },
      'loaded.documents.uploading': (s) => {
        expect(s.children.uploadDocument).toBeDefined();
        expect(s.context.uploadKind).toBe('doc');
      },
      'loaded.documents.failed': (s) => {
        expect(s.context.documentsError).toBeTruthy();
        expect(s.can({ type: 'documents.retried' })).toBe(true);
      },
      'loaded.location.unassigned': (s) => expect(s.context.order!.carrier).toBeNull(),
      'loaded.location.loading': (s) => expect(s.children.loadLocation).toBeDefined(),
      'loaded.location.ready': (s) => {
        expect(s.context.location?.operator?.name).toBe('Jorge Treviño');
        const position = s.context.location?.location;
        if (position) checkMapLink(position, mapLinkOf(position));
      },
      'loaded.location.failed': (s) => {
        expect(s.context.locationError).toBeTruthy();
        expect(s.can({ type: 'location.refreshed' })).toBe(true);
      },
    },
  });
});

const settle = () => new Promise((r) => setTimeout(r, 0));

interface Fakes {
  order?: (call: number) => Order | Promise<Order>;
  cancel?: () => Promise<OrderChange>;
  rate?: () => Promise<OrderChange>;
  entryNum?: () => Promise<OrderChange>;
  documents?: () => Promise<OrderDocuments>;
  upload?: (file: File, kind: string) => Promise<DocumentsChange>;
  location?: () => Promise<OperatorLocation>;
}

function start(fakes: Fakes, feed: NotificationsActor | null = null, accessLevel?: 'viewer' | 'booker') {
  const calls = { order: 0, documents: 0, location: 0, upload: 0 };
  const toasts: string[] = [];
  const machine = orderMachine.provide({
    actors: {
      loadOrder: fromPromise<Order, { movementId: string }>(async () => (fakes.order ?? (() => fresh))(++calls.order)),
      cancelOrder: fromPromise<OrderChange, { movementId: string }>(() => (fakes.cancel ?? (async () => change(cancelled, 'Order cancelled successfully')))()),
      rateOrder: fromPromise(() => (fakes.rate ?? (async () => change(rated, 'Thank you for rating this service.')))()),
      saveEntryNum: fromPromise(() => (fakes.entryNum ?? (async () => change(fresh, 'Entry number saved successfully')))()),
      loadDocuments: fromPromise<OrderDocuments, { movementId: string }>(async () => {
        calls.documents++;
        return (fakes.documents ?? (async () => documentsOf(fresh)))();
      }),
      uploadDocument: fromPromise<DocumentsChange, { movementId: string; file: File; kind: 'doc' | 'qr' }>(async ({ input }) => {
        calls.upload++;
        return (fakes.upload ?? (async () => uploaded))(input.file, input.kind);
      }),
      loadLocation: fromPromise<OperatorLocation, { movementId: string }>(async () => {
        calls.location++;
        return (fakes.location ?? (async () => locationOf(assigned)))();
      }),
    },
    actions: {
      toast: (_, { message }) => toasts.push(message),
    },
  });
  const actor = createActor(machine, { input: { movementId: 'CC26000001', feed, ...(accessLevel ? { accessLevel } : {}) } }).start();
  return { actor, calls, toasts };
}

describe('order machine: team roles (issue 17.4)', () => {
  // "Viewer (sees orders and tracking), Booker (also requests and pays for services)".
  for (const order of [fresh, assigned, completed, unpaid]) {
    it(`a Viewer sees a ${order.status} ${order.paymentStatus} order and is offered nothing that pays for or changes it`, async () => {
      const { actor } = start({ order: () => order }, null, 'viewer');
      await settle();
      expect(actor.getSnapshot().context.order).toEqual(order);
      checkOrderRoles(actor.getSnapshot());
      expect(orderChecks(order, 'viewer')).toMatchObject({ cancellable: false, payable: false, rateable: false, entryNumEditable: false, uploadsOpen: false, sharesTracking: false });
    });
  }

  it('a Booker is offered Cancel and Pay now where the status allows', async () => {
    const { actor } = start({ order: () => unpaid }, null, 'booker');
    await settle();
    expect(actor.getSnapshot().can({ type: 'payment.started' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'cancel.requested' })).toBe(true);
  });
});

describe('order machine: live updates', () => {
  it('[push.refetch] a NEW_NOTIFICATION push the session hears fetches the order again; leaving the page stops it', async () => {
    const notifications = fakeNotifications();
    const feed = createActor(notifications.machine).start();
    const { actor, calls } = start({}, feed);
    await settle();
    expect(calls.order).toBe(1);
    notifications.push({ type: 'push.received', message: { type: 'NEW_NOTIFICATION' } });
    await settle();
    expect(calls.order).toBe(2);
    actor.stop();
    notifications.push({ type: 'push.received', message: { type: 'NEW_NOTIFICATION' } });
    await settle();
    expect(calls.order).toBe(2);
    feed.stop();
  });
});

describe('order machine', () => {
  it('[route.order-from-notification] a 404 (an unknown id or another company\u2019s order) is notFound', async () => {
    const { actor } = start({ order: () => Promise.reject(notFound) });
    await settle();
    expect(actor.getSnapshot().value).toBe('notFound');
  });

  it('[err.rethrow] another failure, a lasting 401 too, shows its message and retries (the HTTP layer ends the session)', async () => {
    const { actor } = start({ order: (n) => (n === 1 ? Promise.reject(expired) : fresh) });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(expired.message);
    actor.send({ type: 'retry' });
    await settle();
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
  });

  it('every state and transition says what it is in the customer\u2019s words', () => {
    expect(undescribed(orderMachine)).toEqual([]);
  });

  it('[order.proof-done] [order.user-upload] the checks follow the status through the status table', () => {
    expect(orderChecks(fresh)).toMatchObject({ proofOfPhotographyDone: false, userUploadCheck: false, cancellable: true, uploadsOpen: false });
    expect(orderChecks(assigned)).toMatchObject({ proofOfPhotographyDone: false, userUploadCheck: true, cancellable: true, uploadsOpen: true });
    expect(orderChecks(completed)).toMatchObject({ proofOfPhotographyDone: true, userUploadCheck: true, cancellable: false, rateable: true, entryNumEditable: false, uploadsOpen: true });
    expect(orderChecks(rated).rateable).toBe(false);
    expect(orderChecks(cancelled)).toMatchObject({ userUploadCheck: true, cancellable: false, entryNumEditable: false, uploadsOpen: false });
  });

  it('cancel asks first, then cancels, toasts the server message and shows the cancelled order', async () => {
    const { actor, toasts } = start({});
    await settle();
    actor.send({ type: 'cancel.requested' });
    expect(actor.getSnapshot().matches({ loaded: { cancel: 'confirming' } })).toBe(true);
    actor.send({ type: 'cancel.confirmed' });
    await settle();
    expect(actor.getSnapshot().matches({ loaded: { cancel: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.order?.status).toBe('Cancelled');
    expect(toasts).toEqual(['Order cancelled successfully']);
    actor.send({ type: 'cancel.requested' });
    expect(actor.getSnapshot().matches({ loaded: { cancel: 'idle' } })).toBe(true);
  });

  it('a refused cancel (409) keeps the message in the dialog and fetches the order again', async () => {
    const { actor, calls } = start({ order: (n) => (n === 1 ? fresh : sampleOrder({ status: 'InProgress', carrier: assigned.carrier })), cancel: () => Promise.reject(conflict) });
    await settle();
    actor.send({ type: 'cancel.requested' });
    actor.send({ type: 'cancel.confirmed' });
    await settle();
    await settle();
    const s = actor.getSnapshot();
    expect(s.matches({ loaded: { cancel: 'failed' } })).toBe(true);
    expect(s.context.cancelError).toBe(conflict.message);
    expect(calls.order).toBe(2);
    expect(s.context.order?.status).toBe('InProgress');
    // The order moved on: confirming again is refused, closing the dialog is not.
    expect(s.can({ type: 'cancel.confirmed' })).toBe(false);
    actor.send({ type: 'cancel.dismissed' });
    expect(actor.getSnapshot().matches({ loaded: { cancel: 'idle' } })).toBe(true);
  });

  it('rating is refused until Completed, then sent once; the rated order is read-only', async () => {
    const { actor, toasts } = start({ order: () => completed });
    await settle();
    actor.send({ type: 'rating.submitted', rating: { rating: 5, review: 'On time' } });
    await settle();
    expect(actor.getSnapshot().context.order?.rating?.rating).toBe(5);
    expect(toasts).toContain('Thank you for rating this service.');
    expect(actor.getSnapshot().can({ type: 'rating.submitted', rating: { rating: 4 } })).toBe(false);

    const early = start({ order: () => assigned });
    await settle();
    expect(early.actor.getSnapshot().can({ type: 'rating.submitted', rating: { rating: 4 } })).toBe(false);
  });

  it('entry number: the server\u2019s field message is kept for the field', async () => {
    const { actor } = start({ entryNum: () => Promise.reject(entryNumInvalid) });
    await settle();
    actor.send({ type: 'entryNum.submitted', body: { entryNum: 'x' } });
    await settle();
    expect(actor.getSnapshot().context.entryNumFieldErrors).toEqual({ entryNum: 'entry number must be at most 30 letters, digits or hyphens' });
    expect(actor.getSnapshot().matches({ loaded: { entryNum: 'idle' } })).toBe(true);
  });

  it('[val.upload-size] a file of 2 MB or more is refused with the spec message, and nothing is sent', async () => {
    const { actor, calls } = start({ order: () => assigned, documents: async () => documentsOf(assigned) });
    await settle();
    actor.send({ type: 'document.selected', file: pdf(2 * MB), kind: 'doc' });
    expect(actor.getSnapshot().context.uploadError).toBe('File size must be less than 2MB.');
    actor.send({ type: 'document.selected', file: pdf(1000, 'text/plain'), kind: 'doc' });
    expect(actor.getSnapshot().context.uploadError).toBe('Only PDF, PNG, JPEG or WebP files can be uploaded');
    expect(calls.upload).toBe(0);
    actor.send({ type: 'document.selected', file: pdf(2 * MB - 1), kind: 'qr' });
    expect(actor.getSnapshot().context.uploadError).toBeNull();
    await settle();
    expect(calls.upload).toBe(1);
    expect(actor.getSnapshot().context.documents?.documents).toEqual([aDocument]);
  });

  it('documentFileError speaks the spec and the server', () => {
    expect(documentFileError({ size: 2 * MB, type: 'application/pdf' })).toBe('File size must be less than 2MB.');
    expect(documentFileError({ size: 10, type: 'image/gif' })).toBe('Only PDF, PNG, JPEG or WebP files can be uploaded');
    expect(documentFileError({ size: 10, type: 'image/png' })).toBeUndefined();
  });

  it('the operator location loads only once a carrier is assigned; a refresh that assigns one loads it', async () => {
    const { actor, calls } = start({ order: (n) => (n === 1 ? fresh : assigned) });
    await settle();
    expect(actor.getSnapshot().matches({ loaded: { location: 'unassigned' } })).toBe(true);
    expect(calls.location).toBe(0);
    expect(calls.documents).toBe(1);
    actor.send({ type: 'order.refreshed' });
    await settle();
    await settle();
    expect(calls.order).toBe(2);
    expect(calls.location).toBe(1);
    expect(calls.documents).toBe(2);
    expect(actor.getSnapshot().matches({ loaded: { location: 'ready' } })).toBe(true);
    actor.send({ type: 'location.refreshed' });
    await settle();
    expect(calls.location).toBe(2);
  });

  it('a refresh that finds the order gone shows notFound', async () => {
    const { actor } = start({ order: (n) => (n === 1 ? fresh : Promise.reject(notFound)) });
    await settle();
    actor.send({ type: 'order.refreshed' });
    await settle();
    expect(actor.getSnapshot().value).toBe('notFound');
  });
});
