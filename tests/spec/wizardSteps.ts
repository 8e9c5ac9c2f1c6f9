/**
 * The wizard's step oracle: for each step of a generated path, where the customer was, what they
 * did (or what a call answered) and where they must be, with what the draft and the next call must
 * hold. Written from spec §4 (the wizard), DESIGN.md §2 (step order, the sub-pages step4 and step8,
 * checkout after the summary, step7 the booked page) and the issues (Try again after a failed load,
 * the catalog and price loaded once, checkout held by the wizard, pay later). Never read from the
 * machine: the path was generated from it, so only this notices a step that leads somewhere wrong.
 */
import { expect } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { loadStatus } from '../../src/machines/wizardScreen';
import { defaultDraft } from '../../src/schemas/serviceRequestDraft';
import { callInput, holds } from './oracle';
import { addressesFit, currentStep, GO_BACK, PREVIOUS, selectableFrom, type Step } from './wizardRules';

interface StepLike {
  from: AnyMachineSnapshot;
  event: AnyEventObject;
  to: AnyMachineSnapshot;
  /** What the step ran, in order (the paths' replay gives it). */
  actions?: ReadonlyArray<{ type: string; params?: unknown }>;
}

// What the customer waits for: a call that fetches what the step shows (a loader instead of the
// step), or one that sends what they typed (the form stays, its button busy). Named by the calls.
const FETCHES = ['prefillFromOrder', 'prefillFromQuote', 'loadServices', 'loadTransitInfo', 'loadDetails', 'loadCities', 'loadAddressBook', 'loadSummary', 'loadQuote', 'loadOrder'];
const SENDS = ['checkReference', 'saveAddress', 'createOrder'];

/** While a fetch runs the step shows its loader; while a send runs the form is busy; otherwise neither. */
export function checkWizardWaiting(s: AnyMachineSnapshot): void {
  const running = Object.keys(s.children ?? {});
  const fetching = running.some((id) => FETCHES.includes(id));
  const sending = running.some((id) => SENDS.includes(id));
  if (!s.hasTag('failed')) expect(loadStatus(s), `a loader exactly while fetching (${running.join(', ') || 'no call'})`).toBe(fetching ? 'loading' : 'ready');
  expect(s.hasTag('busy'), `the form busy exactly while sending (${running.join(', ') || 'no call'})`).toBe(sending);
}

/**
 * Spec §3, "the draft survives a reload": arriving on a step saves the request with that step (the
 * address sub-steps as themselves: a reload reopens them on step5, DESIGN §2); the booked screen
 * forgets it (step7: a new visit starts afresh). What is saved last in the step is what a reload finds.
 */
export function checkSavedForReload({ from, to, actions }: StepLike): void {
  const now = currentStep(to);
  if (actions === undefined || now === null || now === currentStep(from)) return;
  const kinds = actions.map((a) => a.type);
  if (now === 'step7') {
    expect(kinds, 'booked: the saved request is forgotten').toContain('forgetDraft');
    expect(kinds.slice(kinds.lastIndexOf('forgetDraft')), 'booked: nothing is saved after it').not.toContain('persist');
    return;
  }
  const saved = actions.filter((a) => a.type === 'persist').at(-1);
  expect(saved?.params, `arriving on ${now} saves the request there for a reload`).toEqual({ step: now });
  // A new step does not show the last step's refusal (its own failure, if any, is shown by its failed state).
  if (!to.hasTag('failed')) expect([to.context.error, to.context.fieldErrors], `arriving on ${now}: no old error`).toEqual([null, {}]);
}

type Item = { _id: string; title: string };
type AddressLike = { _id: string; addressDetails: { buildinName: string; city: string } };

/** Where on a step the customer is: its data loading, failed with Try again, or the step's form. */
const READY: Readonly<Partial<Record<Step, string>>> = { step1: 'choosing', step2: 'choosing', step3: 'editing', step4: 'editing', step5: 'choosing', step6: 'ready', step8: 'editing' };

/** Which call fills each step's data, and where the data is kept once loaded (loaded once per visit). */
const LOADS: Readonly<Record<string, { step: Step; kept: readonly string[] }>> = {
  loadServices: { step: 'step1', kept: ['services'] },
  loadTransitInfo: { step: 'step2', kept: ['transitInfo'] },
  loadDetails: { step: 'step3', kept: ['transitInfo', 'requirements'] },
  loadAddressBook: { step: 'step5', kept: ['addressBook'] },
};

const sub = (s: AnyMachineSnapshot, step: Step): string | null => {
  const value = s.value as Record<string, unknown> | string;
  return typeof value === 'object' && typeof value[step] === 'string' ? (value[step] as string) : null;
};
const statusOf = (error: unknown) => (error as { status?: number } | null)?.status ?? null;
const fieldErrorsOf = (error: unknown) => ({ ...((error as { fieldErrors?: Record<string, string> } | null)?.fieldErrors ?? {}) });

/** err.rethrow: a failed call shows the server's words (or, when it names fields, on those fields). */
function expectFailureShown(to: AnyMachineSnapshot, error: unknown): void {
  const fields = fieldErrorsOf(error);
  holds('err.rethrow', () => {
    if (Object.keys(fields).length) expect(to.context.fieldErrors, 'the fields the refusal names').toEqual(fields);
    else expect(to.context.error, 'the refusal in the server’s words').toBe((error as Error).message);
  });
}

function expectNoFailure(to: AnyMachineSnapshot): void {
  expect(to.context.error, 'a new try starts without the old message').toBeNull();
  expect(to.context.fieldErrors).toEqual({});
}

/** On opening a step: data already there is not asked for again; otherwise it is being loaded. */
function expectStepOpened(to: AnyMachineSnapshot, step: Step): void {
  expect(currentStep(to), 'the step that must open').toBe(step);
  const ready = READY[step];
  if (ready === undefined) return;
  const at = sub(to, step);
  const has = (key: string) => (to.context as Record<string, unknown>)[key] !== null;
  const known: Partial<Record<Step, boolean>> = { step1: has('services'), step2: has('transitInfo'), step4: has('transitInfo'), step8: has('transitInfo'), step5: has('addressBook') };
  if (known[step] === true) expect(at, `${step}: loaded before, shown at once`).toBe(ready);
  if (known[step] === false) expect(at, `${step}: its data is being loaded`).toBe('loading');
}

const label = (address: AddressLike): Item => ({ _id: address._id, title: `${address.addressDetails.buildinName}, ${address.addressDetails.city}` });

export function checkWizardStep({ from, event, to, actions }: StepLike): void {
  checkSavedForReload({ from, event, to, actions });
  const step = currentStep(from);
  const draft = from.context.draft as ReturnType<typeof defaultDraft> & { movementId: string | null };
  const after = to.context.draft as typeof draft;
  const error = (event as { error?: unknown }).error;
  const output = (event as { output?: unknown }).output as Record<string, unknown> & { step?: Step; draft?: unknown };
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);

  if (actor) {
    const [, kind, id] = actor as unknown as [string, 'done' | 'error', string];
    const failedHere = (state: string) => {
      expect(sub(to, step!) ?? to.value, `${id} failed: Try again on ${step}`).toBe(state);
      expectFailureShown(to, error);
    };
    switch (id) {
      case 'checkVerification':
        if (kind === 'done') {
          holds('guard.admin-verification', () => {
            if (output as unknown as boolean) expect(to.value, 'verified: the request opens').toBe(from.context.bookAgainFrom !== null ? 'prefilling' : from.context.quoteFrom !== null ? 'prefillingQuote' : 'restoring');
            else expect(to.value, 'not verified: no step, the reason').toBe('notVerified');
          });
        } else {
          // A role that may not request services is refused by the server (403); otherwise Try again.
          expect(to.value).toBe(statusOf(error) === 403 ? 'notAllowed' : 'verificationFailed');
          expectFailureShown(to, error);
        }
        // Book again reads the very order the address names.
        if (to.matches('prefilling')) expect(callInput(to, 'prefillFromOrder'), 'the past order read').toEqual({ movementId: from.context.bookAgainFrom });
        // Book this reads the very quote the address names.
        if (to.matches('prefillingQuote')) expect(callInput(to, 'prefillFromQuote'), 'the quote read').toEqual({ quoteId: from.context.quoteFrom });
        return;
      case 'restoreDraft':
        if (kind === 'error') return expectStepOpened(to, 'step1');
        // The saved request reopens on the step it was left on, with its choices.
        expect(after, 'the saved choices').toEqual(output.draft);
        return expectStepOpened(to, output.step!);
      case 'prefillFromOrder':
      case 'prefillFromQuote':
        if (kind === 'error') {
          expect(to.value).toBe(id === 'prefillFromOrder' ? 'prefillFailed' : 'quotePrefillFailed');
          return expectFailureShown(to, error);
        }
        expect(after, 'Book again / Book this: the past order’s or the quote’s choices').toEqual(output.draft);
        for (const key of ['services', 'transitInfo', 'requirements', 'addressBook']) expect(to.context[key], `the prefill keeps the ${key} it read`).toEqual(output[key]);
        return expectStepOpened(to, output.step!);
      case 'loadServices':
      case 'loadTransitInfo':
      case 'loadDetails':
      case 'loadAddressBook':
      case 'loadCities': {
        const load = LOADS[id] ?? { step: step!, kept: ['transitInfo'] };
        expect(step, `${id} answers on ${load.step}`).toBe(id === 'loadCities' ? step : load.step);
        if (kind === 'error') return failedHere('failed');
        expect(sub(to, step!), 'loaded: the step’s form').toBe(READY[step!]);
        for (const key of load.kept) expect(to.context[key], `the ${key} is kept for the visit`).toEqual(id === 'loadDetails' ? output[key] : output);
        return;
      }
      case 'checkReference':
        if (kind === 'error') return failedHere('editing');
        // The reference is free: the details typed are kept and the addresses open.
        expect(after, 'the details typed').toMatchObject(from.context.pendingDetails ?? {});
        return expectStepOpened(to, 'step5');
      case 'saveAddress': {
        if (kind === 'error') return failedHere('editing');
        const saved = output as unknown as AddressLike;
        expectStepOpened(to, 'step5');
        const type = from.context.addressType as 'pickup' | 'drop';
        const list = (s: AnyMachineSnapshot) => (type === 'pickup' ? s.context.addressBook?.pickups : s.context.addressBook?.drops) ?? [];
        const chosen = (d: typeof draft) => (type === 'pickup' ? d.selectedPickupItems : d.selectedDropItems);
        if (step === 'step4') {
          // A new address is added to the book and chosen for this request.
          expect(list(to).map((a: AddressLike) => a._id), 'the new address is in the book').toContain(saved._id);
          expect(chosen(after), 'the new address is chosen').toEqual([...chosen(draft), label(saved)]);
        } else {
          // An edited address replaces the old one, in the book and wherever it is chosen.
          const all = [...(to.context.addressBook?.pickups ?? []), ...(to.context.addressBook?.drops ?? [])] as AddressLike[];
          expect(all.filter((a) => a._id === saved._id), 'the edited address replaces the old one').toEqual(all.some((a) => a._id === saved._id) ? [saved] : []);
          for (const item of [...after.selectedPickupItems, ...after.selectedDropItems]) if (item._id === saved._id) expect(item).toEqual(label(saved));
        }
        return;
      }
      case 'loadSummary':
      case 'loadQuote':
        if (kind === 'error') return failedHere(id === 'loadSummary' ? 'failed' : 'quoteFailed');
        expect(to.context.summary, 'the price of these choices').toEqual(output.summary);
        expect(sub(to, step!), 'priced').toBe(id === 'loadSummary' ? 'ready' : 'reviewing');
        return;
      case 'createOrder':
        if (kind === 'error') {
          // Refused (say the admin withdrew the verification): nothing placed, the reason shown.
          expect(sub(to, 'stepCheckout')).toBe('reviewing');
          expect(after.movementId, 'no order placed').toBe(draft.movementId);
          return expectFailureShown(to, error);
        }
        // Placed, unpaid: the draft remembers it (a reload pays it, never places it again) and payment starts for it.
        expect(after.movementId).toBe(output.movementId);
        expect(sub(to, 'stepCheckout')).toBe('paying');
        expect(callInput(to, 'payment'), 'payment of this very order').toEqual({ movementId: output.movementId });
        return;
      case 'loadOrder':
        if (kind === 'error') return failedHere('orderFailed');
        if (output.paymentStatus === 'paid') {
          expect(currentStep(to), 'paid already: booked').toBe('step7');
          expect(to.context.paidMovementId).toBe(output.movementId);
          expect(after).toEqual(defaultDraft());
          return;
        }
        expect(sub(to, 'stepCheckout')).toBe('paying');
        expect(callInput(to, 'payment'), 'payment of the unpaid order').toEqual({ movementId: output.movementId });
        return;
      case 'payment':
        // Paid → success with the movement id; the request is over, the next starts afresh.
        expect(currentStep(to), 'paid: booked').toBe('step7');
        expect(to.context.paidMovementId).toBe(output.movementId);
        expect(after).toEqual(defaultDraft());
        return;
      default:
        throw new Error(`no wizard step oracle for ${event.type}`);
    }
  }

  switch (event.type) {
    case 'go.back': {
      // Before any step (not verified, not allowed, could not check or read the past order): home.
      const rule = step === null ? 'hidden' : GO_BACK[step];
      if (rule === 'hidden' || 'leaveTo' in rule) expect(to.value, 'Go back leaves the wizard: nothing changes in it').toEqual(from.value);
      else expectStepOpened(to, rule.to);
      return;
    }
    case 'step.previous':
      return expectStepOpened(to, PREVIOUS[step!]!);
    case 'step.selected':
      expect(selectableFrom(step!), 'only an earlier step opens directly').toContain(event.step);
      return expectStepOpened(to, event.step as Step);
    case 'draft.reset':
      expect(after, 'a new request starts with the defaults').toEqual(defaultDraft());
      return expectStepOpened(to, 'step1');
    case 'load.retried':
      expectNoFailure(to);
      if (from.matches('verificationFailed')) return expect(to.value).toBe('checkingVerification');
      if (from.matches('prefillFailed')) return expect(to.value).toBe('prefilling');
      if (from.matches('quotePrefillFailed')) return expect(to.value).toBe('prefillingQuote');
      expect(currentStep(to), 'Try again stays on the step').toBe(step);
      expect(sub(to, step!), 'Try again loads again').toBe(({ quoteFailed: 'quoting', orderFailed: 'loadingOrder' } as Record<string, string>)[sub(from, step!)!] ?? 'loading');
      return;
    case 'service.chosen':
      expect(after.selectedServiceItem, 'the service chosen').toEqual(event.service);
      return expectStepOpened(to, 'step2');
    case 'route.chosen':
      expect([after.selectedPortItem, after.selectedTypeOfTransportationItem, after.selectedModeItem], 'the crossing and equipment chosen').toEqual([event.port, event.transportationType, event.mode]);
      return expectStepOpened(to, 'step3');
    case 'reference.typed':
      expect(to.value, 'typing stays on the form').toEqual(from.value);
      expect(after.userReference, 'the reference as typed').toBe(event.userReference);
      return;
    case 'details.submitted':
      if (draft.movementId !== null && event.details.userReference === draft.userReference) {
        // The reference of the order this draft already placed: not checked against itself.
        expect(after).toMatchObject(event.details);
        return expectStepOpened(to, 'step5');
      }
      expect(sub(to, 'step3'), 'Next checks the reference is free first').toBe('checkingReference');
      expectNoFailure(to);
      expect(callInput(to, 'checkReference'), 'the reference typed is checked').toEqual({ userReference: event.details.userReference });
      expect(after, 'nothing is kept before the reference is free').toEqual(draft);
      return;
    case 'addresses.changed':
      expect(to.value, 'ticking stays on the list').toEqual(from.value);
      expect([after.selectedPickupItems, after.selectedDropItems]).toEqual([event.pickups, event.drops]);
      return;
    case 'address.addRequested':
      expect(to.context.addressType).toBe(event.addressType);
      expect(to.context.editingAddressId, 'a new address edits none').toBeNull();
      return expectStepOpened(to, 'step4');
    case 'address.editRequested':
      expect(to.context.addressType).toBe(event.addressType);
      expect(to.context.editingAddressId, 'the address being edited').toBe(event.addressId);
      return expectStepOpened(to, 'step8');
    case 'address.submitted':
      expect(currentStep(to)).toBe(step);
      expect(sub(to, step!), 'Save sends the address').toBe('saving');
      expect(callInput(to, 'saveAddress'), 'a new address is created, an edited one updated').toEqual({ addressId: step === 'step8' ? from.context.editingAddressId : null, body: event.body });
      expectNoFailure(to);
      return;
    case 'step.next':
      if (step === 'step5') {
        // DESIGN.md §2 step5, and the route's direction: a pickup and a drop, each on the service's side.
        expect(addressesFit(draft, from.context.addressBook), 'Next opens only with fitting addresses').toBe(true);
        return expectStepOpened(to, 'step6');
      }
      expect(step, 'Next after the summary').toBe('step6');
      expect(currentStep(to), 'the summary leads to payment').toBe('stepCheckout');
      return;
    case 'order.confirmed':
      expect(sub(to, 'stepCheckout'), 'Place the order').toBe('creatingOrder');
      expect(callInput(to, 'createOrder'), 'the order placed is the draft').toEqual({ draft });
      return;
    case 'payment.postponed':
      // Pay later: the order stays, unpaid; nothing runs.
      expect(sub(to, 'stepCheckout')).toBe('unpaid');
      expect(to.children.payment).toBeUndefined();
      expect(after.movementId).toBe(draft.movementId);
      return;
    case 'payment.resumed':
      expect(sub(to, 'stepCheckout')).toBe('paying');
      expect(callInput(to, 'payment'), 'Pay now pays the same order').toEqual({ movementId: draft.movementId });
      return;
    default:
      throw new Error(`no wizard step oracle for ${event.type}`);
  }
}
