/**
 * The order page's step oracle: for each step of a generated path, what the page must do next.
 * Written from spec §5 (the order page, err.rethrow, val.upload-size), DESIGN.md §2 (which status
 * allows what), the payments issue (Pay now for an unpaid order, the order seen again once paid or
 * closed) and the team roles (a Viewer changes nothing). Never read from orderMachine: the path was
 * generated from it, so only this notices a step that goes to the wrong place or sends the wrong call.
 */
import { expect } from 'vitest';
import { initialTransition, transition, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { Messages } from '../../src/schemas/messages';
import { ApiError } from '../../src/services/http';
import { paymentMachine } from '../../src/machines/paymentMachine';
import { callInput, holds } from './oracle';

interface StepLike {
  from: AnyMachineSnapshot;
  event: AnyEventObject;
  to: AnyMachineSnapshot;
}

type OrderLike = { status: string; paymentStatus: string; rating: unknown; carrier: unknown };

// DESIGN.md §2, as the oracle: cancel while NewAssignments or Pending; rate once Completed, once;
// the entry number is filed until the order is over; pay while unpaid and not cancelled.
const CANCELLABLE = ['NewAssignments', 'Pending'];
const ENTRY_NUM_EDITABLE = ['NewAssignments', 'Pending', 'InProgress'];
const changes = (level: string) => level !== 'viewer';
const mayCancel = (o: OrderLike, level: string) => changes(level) && CANCELLABLE.includes(o.status);
const mayRate = (o: OrderLike, level: string) => changes(level) && o.status === 'Completed' && o.rating === null;
const mayFileEntryNum = (o: OrderLike, level: string) => changes(level) && ENTRY_NUM_EDITABLE.includes(o.status);
const mayPay = (o: OrderLike, level: string) => changes(level) && o.paymentStatus === 'unpaid' && o.status !== 'Cancelled';
// The server's refusals of an upload: 'Documents can be uploaded once a carrier is assigned.' (no
// carrier yet: NewAssignments), 'Documents can no longer be uploaded for this order.' (Cancelled);
// A Viewer changes nothing, documents included.
const UPLOADS_OPEN = ['Pending', 'InProgress', 'Completed'];
const mayUpload = (o: OrderLike, level: string) => changes(level) && UPLOADS_OPEN.includes(o.status);

const MAX_BYTES = 2 * 1024 * 1024;
// The server's words for an upload: 'PDF, PNG, JPEG or WebP under 2MB' (the formats agree everywhere).
const DOCUMENT_MIME = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];

/** Where a region of the loaded page is: 'idle', or a nested state as 'paying.loading'. */
const region = (s: AnyMachineSnapshot, name: string): string | null => {
  const value = s.value as { loaded?: Record<string, string | Record<string, string>> } | string;
  const at = typeof value === 'object' && value.loaded ? (value.loaded[name] ?? null) : null;
  return at === null || typeof at === 'string' ? at : Object.entries(at).map(([parent, child]) => `${parent}.${child}`)[0]!;
};
const paying = (s: AnyMachineSnapshot) => region(s, 'payment')?.startsWith('paying') === true;
const statusOf = (error: unknown) => (error as { status?: number } | null)?.status ?? null;
const messageOf = (error: unknown) => ((error as Error | null)?.message ? (error as Error).message : Messages.somethingWrong);

/** A refusal of a change: shown in the server's words; a 409 means the order moved, so it is fetched again. */
function expectRefusal(from: AnyMachineSnapshot, to: AnyMachineSnapshot, error: unknown, shownIn: string): void {
  holds('err.rethrow', () => expect(to.context[shownIn], 'the refusal in the server’s words').toBe(messageOf(error)));
  if (statusOf(error) === 409) expect(region(to, 'sync'), 'a conflict: the order is fetched again').toBe('refreshing');
  else expect(region(to, 'sync')).toBe(region(from, 'sync'));
}

/** Only the named region moved; the others stay where they were (parallel parts of one page). */
function expectOnly(from: AnyMachineSnapshot, to: AnyMachineSnapshot, ...moved: string[]): void {
  for (const name of ['payment', 'cancel', 'rating', 'entryNum', 'documents', 'location']) {
    if (!moved.includes(name)) expect(region(to, name), `${name} is not touched`).toBe(region(from, name));
  }
}

export function checkOrderStep({ from, event, to }: StepLike): void {
  const level = from.context.level as string;
  const order = from.context.order as OrderLike | null;
  const movementId = from.context.movementId as string;
  const error = (event as { error?: unknown }).error;
  const output = (event as { output?: unknown }).output as Record<string, unknown>;
  const loaded = from.matches('loaded');

  switch (event.type) {
    case 'xstate.done.actor.loadOrder': {
      const shown = output as unknown as OrderLike;
      expect(to.context.order, 'the order is shown').toEqual(output);
      expect(to.context.error).toBeNull();
      expect(region(to, 'sync')).toBe('idle');
      expect(region(to, 'documents'), 'its documents are loaded').toBe('loading');
      expect(region(to, 'location'), 'the truck is looked for once a carrier is assigned').toBe(shown.carrier != null ? 'loading' : 'unassigned');
      // Pay now from the list opens the payment at once — if this order may still be paid by this user.
      // The checkout's code comes first (it loads at the first Pay now).
      expect(region(to, 'payment'), 'Pay now from the list').toBe(from.context.payOnOpen && mayPay(shown, level) ? 'paying.loading' : 'idle');
      for (const name of ['cancel', 'rating', 'entryNum']) expect(region(to, name)).toBe('idle');
      return;
    }
    case 'xstate.error.actor.loadOrder':
      if (statusOf(error) === 404) return void expect(to.value, 'another company’s or an unknown order: not found').toBe('notFound');
      expect(to.value).toBe('failed');
      holds('err.rethrow', () => expect(to.context.error).toBe(messageOf(error)));
      return;
    case 'retry':
      expect(to.value, 'Try again opens the order again').toBe('loading');
      expect(to.context.error).toBeNull();
      expect(callInput(to, 'loadOrder')).toEqual({ movementId });
      return;
    case 'order.refreshed':
    case 'notifications.changed':
    case 'tab.returned':
      // An order moved (push), or the customer came back to the tab: the order is fetched again.
      if (!loaded) return void expect(to.value, 'nothing to refresh yet').toEqual(from.value);
      holds('push.refetch', () => expect(region(to, 'sync'), 'the order is fetched again').toBe('refreshing'));
      expect(callInput(to, 'refreshOrder')).toEqual({ movementId });
      // A fetch under way may predate the change: it is asked again, not waited for.
      expect((to.children as Record<string, unknown>).refreshOrder, 'a new fetch of the order').not.toBe((from.children as Record<string, unknown>).refreshOrder);
      expectOnly(from, to);
      return;
    case 'xstate.done.actor.refreshOrder': {
      const latest = output as unknown as OrderLike;
      expect(to.context.order, 'the latest order is shown').toEqual(output);
      expect(region(to, 'sync')).toBe('idle');
      // What hangs on the order follows it: the documents and the truck are looked up again.
      const docs = region(from, 'documents');
      expect(region(to, 'documents'), 'documents follow the order').toBe(docs === 'uploading' ? 'uploading' : 'loading');
      const loc = region(from, 'location');
      expect(region(to, 'location'), 'the truck is located again once there is a carrier').toBe(loc === 'unassigned' && latest.carrier == null ? 'unassigned' : 'loading');
      return;
    }
    case 'details.stale': {
      // The order changed: what hangs on it is looked up again (not an upload under way, not a truck without carrier).
      const docs = region(from, 'documents');
      const loc = region(from, 'location');
      expect(region(to, 'documents')).toBe(docs === 'uploading' ? 'uploading' : 'loading');
      expect(region(to, 'location')).toBe(loc === 'unassigned' ? 'unassigned' : 'loading');
      expectOnly(from, to, 'documents', 'location');
      return;
    }
    case 'xstate.error.actor.refreshOrder':
      if (statusOf(error) === 404) return void expect(to.value, 'the order is gone').toBe('notFound');
      // A failed refresh keeps what is shown.
      expect(region(to, 'sync')).toBe('idle');
      expect(to.context.order).toEqual(order);
      return;
    case 'payment.started':
      if (!mayPay(order!, level) || region(from, 'payment') !== 'idle') return void expect(to.value, 'Pay now is not offered').toEqual(from.value);
      // The checkout's code comes at the first Pay now; nothing is asked of the server yet.
      expect(region(to, 'payment'), 'Pay now opens checkout for this order').toBe('paying.loading');
      expect(to.children.payment, 'no checkout before its code is in').toBeUndefined();
      expectOnly(from, to, 'payment');
      return;
    case 'xstate.done.actor.loadPayment':
      expect(region(to, 'payment'), 'the checkout opens').toBe('paying.open');
      expect((to.children.payment as { getSnapshot: () => { context: { movementId: string } } } | undefined)?.getSnapshot().context.movementId, 'checkout for this order').toBe(movementId);
      expectOnly(from, to, 'payment');
      return;
    case 'xstate.error.actor.loadPayment':
      // Offline (or a new deployment replaced the code): nothing charged, Pay now offered again.
      expect(region(to, 'payment')).toBe('idle');
      expect(to.children.payment).toBeUndefined();
      expect(region(to, 'sync')).toBe(region(from, 'sync'));
      expectOnly(from, to, 'payment');
      return;
    case 'xstate.done.actor.payment':
    case 'payment.closed':
      // Paid, or closed without paying: the order is seen again as the server has it.
      expect(region(to, 'payment')).toBe('idle');
      expect(region(to, 'sync'), 'the order is fetched again').toBe('refreshing');
      return;
    case 'cancel.requested':
      if (!mayCancel(order!, level)) return void expect(to.value, 'Cancel is not offered').toEqual(from.value);
      expect(region(to, 'cancel'), 'asked to confirm first').toBe('confirming');
      expect(to.context.cancelError).toBeNull();
      expectOnly(from, to, 'cancel');
      return;
    case 'cancel.confirmed':
      if (!mayCancel(order!, level)) return void expect(to.value).toEqual(from.value);
      expect(region(to, 'cancel')).toBe('cancelling');
      expect(callInput(to, 'cancelOrder')).toEqual({ movementId });
      expect(to.context.cancelError).toBeNull();
      return;
    case 'cancel.dismissed':
      expect(region(to, 'cancel'), 'the order is kept').toBe('idle');
      expect(to.context.cancelError).toBeNull();
      return;
    case 'xstate.done.actor.cancelOrder':
      expect(region(to, 'cancel')).toBe('idle');
      expect(to.context.order, 'the cancelled order as the server answered').toEqual((output as { order: unknown }).order);
      return;
    case 'xstate.error.actor.cancelOrder':
      expect(region(to, 'cancel'), 'refused: try again or keep the order').toBe('failed');
      return expectRefusal(from, to, error, 'cancelError');
    case 'rating.submitted':
      if (!mayRate(order!, level)) return void expect(to.value, 'rating is not offered').toEqual(from.value);
      expect(region(to, 'rating')).toBe('submitting');
      expect(callInput(to, 'rateOrder')).toEqual({ movementId, rating: event.rating });
      expect([to.context.ratingError, to.context.ratingFieldErrors]).toEqual([null, {}]);
      return;
    case 'xstate.done.actor.rateOrder':
    case 'xstate.done.actor.saveEntryNum':
      expect(region(to, event.type.endsWith('rateOrder') ? 'rating' : 'entryNum')).toBe('idle');
      expect(to.context.order, 'the order as the server answered').toEqual((output as { order: unknown }).order);
      return;
    case 'xstate.error.actor.rateOrder':
    case 'xstate.error.actor.saveEntryNum': {
      const rating = event.type.endsWith('rateOrder');
      expect(region(to, rating ? 'rating' : 'entryNum')).toBe('idle');
      expect(to.context[rating ? 'ratingFieldErrors' : 'entryNumFieldErrors'], 'the fields the refusal names').toEqual({ ...((error as { fieldErrors?: object }).fieldErrors ?? {}) });
      return expectRefusal(from, to, error, rating ? 'ratingError' : 'entryNumError');
    }
    case 'entryNum.submitted':
      if (!mayFileEntryNum(order!, level)) return void expect(to.value, 'the entry number is closed').toEqual(from.value);
      expect(region(to, 'entryNum')).toBe('saving');
      expect(callInput(to, 'saveEntryNum')).toEqual({ movementId, body: event.body });
      expect([to.context.entryNumError, to.context.entryNumFieldErrors]).toEqual([null, {}]);
      return;
    case 'xstate.done.actor.loadDocuments':
      expect(region(to, 'documents')).toBe('ready');
      expect(to.context.documents).toEqual(output);
      expect(to.context.documentsError).toBeNull();
      return;
    case 'xstate.error.actor.loadDocuments':
      expect(region(to, 'documents'), 'documents: Try again').toBe('failed');
      holds('err.rethrow', () => expect(to.context.documentsError).toBe(messageOf(error)));
      return;
    case 'documents.retried':
      expect(region(to, 'documents')).toBe('loading');
      expect(callInput(to, 'loadDocuments')).toEqual({ movementId });
      return;
    case 'document.selected': {
      if (!mayUpload(order!, level)) {
        // No upload buttons: nothing is sent and no refusal is shown either.
        expect(to.value, `uploads are not open (${order!.status}, ${level})`).toEqual(from.value);
        expect(to.context.uploadError, 'no refusal for an upload not offered').toBe(from.context.uploadError);
        return;
      }
      const file = event.file as { size: number; type: string };
      const problem = file.size >= MAX_BYTES ? Messages.fileTooLarge : DOCUMENT_MIME.includes(file.type) ? null : Messages.documentTypes;
      if (problem !== null) {
        // spec val.upload-size: refused before sending, with the message.
        holds('val.upload-size', () => {
          expect(region(to, 'documents'), 'nothing is sent').toBe('ready');
          expect(to.context.uploadError).toBe(problem);
        });
        return;
      }
      expect(region(to, 'documents')).toBe('uploading');
      expect(to.context.uploadKind, 'which button is busy').toBe(event.kind);
      expect(to.context.uploadError, 'an earlier refusal goes').toBeNull();
      expect(callInput(to, 'uploadDocument')).toEqual({ movementId, file: event.file, kind: event.kind });
      return;
    }
    case 'xstate.done.actor.uploadDocument':
      expect(region(to, 'documents')).toBe('ready');
      expect(to.context.documents).toEqual((output as { documents: unknown }).documents);
      expect(to.context.uploadKind).toBeNull();
      return;
    case 'xstate.error.actor.uploadDocument':
      expect(region(to, 'documents')).toBe('ready');
      expect(to.context.uploadKind).toBeNull();
      return expectRefusal(from, to, error, 'uploadError');
    case 'xstate.done.actor.loadLocation':
      expect(region(to, 'location')).toBe('ready');
      expect(to.context.location).toEqual(output);
      expect(to.context.locationError).toBeNull();
      return;
    case 'xstate.error.actor.loadLocation':
      expect(region(to, 'location')).toBe('failed');
      holds('err.rethrow', () => expect(to.context.locationError).toBe(messageOf(error)));
      return;
    case 'location.refreshed':
      expect(region(to, 'location'), 'where is the truck now').toBe('loading');
      expect(callInput(to, 'loadLocation')).toEqual({ movementId });
      return;
    default:
      throw new Error(`no order step oracle for ${event.type}`);
  }
}

type Action = { type: string; params?: unknown };
const toastsOf = (actions: readonly Action[]) => actions.filter((a) => a.type === 'toast').map((a) => a.params);

/**
 * From a snapshot of the order page, each call under way answered and refused (the paths take one
 * answer each): a change the server accepted shows the server's words as a success toast
 * (spec toast.defaults: success), Paid shows a success toast too; a refusal and a load show none
 * (a refusal is shown by its form, err.rethrow). Then the step oracle above checks where each leads.
 */
export function checkOrderAnswers(machine: AnyStateMachine, s: AnyMachineSnapshot): void {
  if (s.status !== 'active') return;
  const running = Object.keys(s.children as object);
  const order = s.context.order as OrderLike | null;
  const said = 'Done, in the server’s words';
  const answers: Record<string, unknown> = {
    cancelOrder: { order, message: said },
    rateOrder: { order, message: said },
    saveEntryNum: { order, message: said },
    uploadDocument: { documents: s.context.documents, message: said },
  };
  for (const id of running) {
    if (id === 'loadPayment') {
      // The checkout's code in: the checkout opens. Not in (offline): an error toast saying so, nothing else.
      const loadedCode = { type: 'xstate.done.actor.loadPayment', output: () => paymentMachine };
      checkOrderStep({ from: s, event: loadedCode, to: transition(machine, s, loadedCode)[0] });
      const notLoaded = { type: 'xstate.error.actor.loadPayment', error: new TypeError('Failed to fetch dynamically imported module') };
      const [to, actions] = transition(machine, s, notLoaded);
      expect(toastsOf(actions as readonly Action[]), 'the checkout did not load: said in a toast').toEqual([{ message: Messages.checkoutLoadFailed, type: 'error' }]);
      checkOrderStep({ from: s, event: notLoaded, to });
      continue;
    }
    const done = { type: `xstate.done.actor.${id}`, output: answers[id] ?? { movementId: s.context.movementId, captureId: 'CAP-1' } };
    if (id in answers) {
      const [to, actions] = transition(machine, s, done);
      expect(toastsOf(actions as readonly Action[]), `${id} accepted: the server's words as a success toast`).toEqual([{ message: said, type: 'success' }]);
      checkOrderStep({ from: s, event: done, to });
    } else if (id === 'payment') {
      const [, actions] = transition(machine, s, done);
      const toasts = toastsOf(actions as readonly Action[]) as Array<{ message: string; type: string }>;
      expect(toasts.map((t) => t.type), 'paid: a success toast').toEqual(['success']);
      expect(toasts[0]!.message.length, 'paid: the toast says so').toBeGreaterThan(0);
    }
    if (id === 'payment' || id === 'followFeed' || id === 'watchTabReturn') continue;
    // Refusals without words of their own (a dropped connection, a thrown string): the generic message;
    // a conflict (409): the order moved on under the customer, so it is fetched again.
    for (const error of [new Error(''), 'a thrown string', new ApiError(409, 'The order has moved on.')]) {
      const failed = { type: `xstate.error.actor.${id}`, error };
      const [to, actions] = transition(machine, s, failed);
      expect(toastsOf(actions as readonly Action[]), `${id} refused: no toast, the refusal is shown in place`).toEqual([]);
      checkOrderStep({ from: s, event: failed, to });
    }
  }
}

const checkedOpenings = new WeakSet<object>();

/**
 * Once per machine: the page opened for an order asks for that order, follows the session's pushes
 * (the feed it was given, or none) and the customer's return to the tab, acts as the main user
 * unless told the role, and pays on opening only when Pay now on the list asked so.
 */
export function checkOrderOpenings(machine: AnyStateMachine): void {
  if (checkedOpenings.has(machine)) return;
  checkedOpenings.add(machine);
  const feed = { id: 'the session’s notifications' };
  for (const input of [{ movementId: 'CC26000007' }, { movementId: 'CC26000007', feed, payOnOpen: true, accessLevel: 'booker' }]) {
    const [s, actions] = initialTransition(machine, input);
    const spawned = (src: string) => (actions as readonly Action[]).filter((a) => a.type === 'xstate.spawnChild' && (a.params as { src?: unknown }).src === src).map((a) => (a.params as { input?: unknown }).input);
    const what = `opened with ${JSON.stringify(input)}`;
    expect(s.value, what).toBe('loading');
    expect(spawned('loadOrder'), `${what}: the order asked for`).toEqual([{ movementId: input.movementId }]);
    expect(spawned('followFeed'), `${what}: the pushes followed`).toEqual([{ feed: 'feed' in input ? feed : null }]);
    expect(spawned('watchTabReturn'), `${what}: the return to the tab watched`).toHaveLength(1);
    expect(s.context.level, `${what}: the role`).toBe('accessLevel' in input ? input.accessLevel : 'owner');
    expect(s.context.payOnOpen, `${what}: Pay now from the list`).toBe('payOnOpen' in input);
    expect(s.context.order, what).toBeNull();
  }
}

/**
 * What the order page offers this user for this order (the view draws its buttons from these):
 * DESIGN.md §2's statuses and the team roles, as the tables at the top of this file say.
 */
export function checkOrderOffers(order: OrderLike | null, level: string, offers: Record<string, boolean> | null): void {
  if (!order || !offers) return;
  const what = `${order.status}/${order.paymentStatus}, ${level}`;
  expect(offers, `what the page offers (${what})`).toMatchObject({
    cancellable: mayCancel(order, level),
    payable: mayPay(order, level),
    rateable: mayRate(order, level),
    entryNumEditable: mayFileEntryNum(order, level),
    uploadsOpen: mayUpload(order, level),
    // Sharing a tracking link creates one: a change, not offered to a Viewer.
    sharesTracking: changes(level),
  });
}

/**
 * From a snapshot of the order page, what the customer (or a push, or the tab regained) may do
 * there, tried whether or not the machine takes it (the lookahead tries only what it takes, so a
 * transition a mutant removed would never be looked at), each checked by the step oracle above.
 */
export function checkOrderMoves(machine: AnyStateMachine, s: AnyMachineSnapshot, samples: { rating: unknown; body: unknown; file: unknown }): void {
  if (s.status !== 'active') return;
  const tries: AnyEventObject[] = [{ type: 'order.refreshed' }, { type: 'notifications.changed' }, { type: 'tab.returned' }];
  if (s.matches('failed')) tries.push({ type: 'retry' });
  if (s.matches('loaded')) {
    tries.push({ type: 'details.stale' }, { type: 'payment.started' });
    const at = (name: string) => region(s, name);
    if (paying(s)) tries.push({ type: 'payment.closed' });
    if (at('cancel') === 'idle') tries.push({ type: 'cancel.requested' });
    if (at('cancel') === 'confirming' || at('cancel') === 'failed') tries.push({ type: 'cancel.confirmed' }, { type: 'cancel.dismissed' });
    if (at('rating') === 'idle') tries.push({ type: 'rating.submitted', rating: samples.rating });
    if (at('entryNum') === 'idle') tries.push({ type: 'entryNum.submitted', body: samples.body });
    if (at('documents') === 'ready') tries.push({ type: 'document.selected', file: samples.file, kind: 'doc' });
    if (at('documents') === 'failed') tries.push({ type: 'documents.retried' });
    if (at('location') === 'ready' || at('location') === 'failed') tries.push({ type: 'location.refreshed' });
  }
  for (const event of tries) {
    const [to] = transition(machine, s, event);
    try {
      checkOrderStep({ from: s, event, to });
    } catch (e) {
      if (e instanceof Error) e.message = `trying ${event.type} from ${JSON.stringify(s.value)}:\n${e.message}`;
      throw e;
    }
  }
}
