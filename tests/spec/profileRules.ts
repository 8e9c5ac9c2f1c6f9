/**
 * Spec oracles for Go back on /edit-profile (spec §4): from editProfileStep2 go to editProfileStep1;
 * otherwise one page back in history. Written from the spec, checked against the machine.
 */
import { expect } from 'vitest';
import { callInput, holds } from './oracle';
import { transition, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';

/** What the machine does on `event` from `snapshot` (its actions, params resolved), without running it. */
function actionsOf(snapshot: AnyMachineSnapshot, event: AnyEventObject): Array<{ type: string; params: unknown }> {
  const [, actions] = transition(snapshot.machine as AnyStateMachine, snapshot, event as never);
  return actions.map((a) => ({ type: String(a.type), params: (a as { params?: unknown }).params }));
}

export function checkProfileRules(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): void {
  if (!snapshot.matches('editProfileStep1') && !snapshot.matches('editProfileStep2')) return;
  const [next, actions] = transition(machine, snapshot, { type: 'go.back' });
  const types = actions.map((a) => String(a.type));
  if (snapshot.matches('editProfileStep2')) {
    holds('goback.profile.step2', () => expect(next.matches('editProfileStep1'), '[goback.profile.step2] from step 2 to step 1').toBe(true));
    holds('goback.profile.step2', () => expect(types, '[goback.profile.step2] without leaving the page').not.toContain('historyBack'));
  } else {
    holds('goback.profile.history', () => expect(types, '[goback.profile.history] from step 1: one page back in history').toContain('historyBack'));
  }
  holds('header.go-back-visible', () => expect(snapshot.can({ type: 'go.back' }), '[header.go-back-visible] Go back shows on /edit-profile').toBe(true));
}

// The fields of step 1 (spec §4 /edit-profile step 1: company, contact name, contact number, email).
const STEP1 = ['companyName', 'contactName', 'contactNumber', 'email'];

/**
 * /edit-profile step by step (spec §4: two steps, step 1 details and picture, step 2 commercial
 * references, then Save sends the whole profile; err.rethrow: a refusal shows on the step that has
 * the refused field, val.upload-size on the picture).
 */
export function checkEditProfileStep({ from, event, to }: { from: AnyMachineSnapshot; event: { type: string; [key: string]: unknown }; to: AnyMachineSnapshot }): void {
  const error = event.error as { message?: string; fieldErrors?: Record<string, string> } | undefined;
  switch (event.type) {
    case 'step1.submitted':
      expect(to.value, 'Next: the commercial references').toBe('editProfileStep2');
      expect(to.context.details, 'the details typed are kept').toEqual(event.details);
      // The details passed the form's checks: no earlier refusal stays on the page.
      expect(to.context.error, 'Next: the last refusal is gone').toBeNull();
      expect(to.context.fieldErrors, 'Next: no field keeps an earlier refusal').toEqual({});
      return;
    case 'picture.selected':
      expect(to.value).toBe('uploadingPicture');
      expect(callInput(to, 'uploadPicture'), 'the file chosen').toBe(event.file);
      // A new picture is a new attempt: the reason the last one was refused no longer shows.
      expect(to.context.error, 'a new picture: the last refusal is gone').toBeNull();
      return;
    case 'picture.removed':
      expect(to.value).toBe('editProfileStep1');
      expect(to.context.profilePicture).toBeNull();
      return;
    case 'xstate.done.actor.uploadPicture':
      expect(to.value).toBe('editProfileStep1');
      expect(to.context.profilePicture, 'the uploaded picture is the one saved next').toBe(event.output);
      return;
    case 'xstate.error.actor.uploadPicture':
      expect(to.value).toBe('editProfileStep1');
      holds('val.upload-size', () => expect(to.context.error, 'the reason the picture was refused').toBe(error?.message));
      expect(to.context.profilePicture, 'the old picture stays').toBe(from.context.profilePicture);
      return;
    case 'go.back':
      if (from.matches('editProfileStep2')) holds('goback.profile.step2', () => expect(to.value, '[goback.profile.step2] from step 2 to step 1').toBe('editProfileStep1'));
      else expect(to.value, 'one page back in history: the machine stays').toBe(from.value);
      expect(to.context.details, 'what was typed is kept').toEqual(from.context.details);
      return;
    case 'profile.submitted':
      expect(to.value).toBe('saving');
      // Save sends the whole profile: step 1's details, step 2's references, the picture.
      expect(callInput(to, 'saveProfile'), 'the whole profile').toEqual({ ...from.context.details, commercialReference: event.commercialReference, profilePicture: from.context.profilePicture });
      expect(to.context.error, 'Save: the last refusal is gone while saving').toBeNull();
      expect(to.context.fieldErrors, 'Save: no field keeps an earlier refusal').toEqual({});
      return;
    case 'xstate.done.actor.saveProfile': {
      expect(to.value, 'saved: back to step 1').toBe('editProfileStep1');
      // The profile the server returned is the one the app holds from now on (spec §3: the profile
      // is held as the profile call returns it; the header's picture reads it), and the customer is
      // told in the server's words (a toast): the page hands both on, as the server sent them.
      const saved = (event.output ?? {}) as { profile?: unknown; message?: unknown };
      const handed = actionsOf(from, event).filter((a) => a.type === 'profileSaved');
      expect(handed.map((a) => a.params), 'saved: the server\'s profile and message are handed to the app, once').toEqual([{ profile: saved.profile, message: saved.message }]);
      return;
    }
    case 'xstate.error.actor.saveProfile': {
      const fields = { ...(error?.fieldErrors ?? {}) };
      const onStep1 = Object.keys(fields).some((key) => STEP1.includes(key));
      holds('err.rethrow', () => {
        expect(to.value, 'the refusal shows on the step with the refused field').toBe(onStep1 ? 'editProfileStep1' : 'editProfileStep2');
        if (Object.keys(fields).length) expect(to.context.fieldErrors).toEqual(fields);
        else expect(to.context.error).toBe(error?.message);
      });
      return;
    }
    default:
      throw new Error(`no edit-profile step oracle for ${event.type}`);
  }
}

/** What the customer can have put on /edit-profile: the details typed, the references entered, the pictures uploaded. */
export interface ProfileEdits {
  readonly typed: readonly object[];
  readonly references: ReadonlyArray<readonly unknown[]>;
  readonly uploaded: readonly string[];
  /** The server's refusals the paths can meet (a picture refused, a save refused). */
  readonly refusals: ReadonlyArray<{ readonly message: string; readonly fieldErrors: Readonly<Record<string, string>> }>;
}

/**
 * What /edit-profile shows at every step (spec §3: the profile is held as the profile call returns
 * it; §2 /edit-profile edits it): each part is the profile the page opened with, or what the customer
 * typed, entered or uploaded since (a removed picture: none) — never anything else, such as an empty
 * form in place of the customer's own details.
 */
export function checkEditProfileShows(
  snapshot: AnyMachineSnapshot,
  opened: { companyName: string; contactName: string; contactNumber: string; email: string; commercialReference: readonly unknown[]; profilePicture: string | null },
  edits: ProfileEdits,
): void {
  const loaded = { companyName: opened.companyName, contactName: opened.contactName, contactNumber: opened.contactNumber, email: opened.email };
  const context = snapshot.context as { details: unknown; commercialReference: unknown; profilePicture: unknown };
  expect([loaded, ...edits.typed], 'step 1 shows the details as loaded, or as the customer typed them').toContainEqual(context.details);
  expect([opened.commercialReference, ...edits.references], 'the references as loaded, or as entered').toContainEqual(context.commercialReference);
  expect([opened.profilePicture, null, ...edits.uploaded], 'the picture as loaded, uploaded, or removed').toContainEqual(context.profilePicture);
  // err.rethrow: above the form nothing, or the server's words for the last refusal; on a field, the
  // server's message for that field.
  const shown = snapshot.context as { error: unknown; fieldErrors: unknown };
  expect([null, ...edits.refusals.map((r) => r.message)], "above the form: nothing, or the server's words").toContainEqual(shown.error);
  expect(shown.fieldErrors, "the fields' messages: none, or the server's per field").toBeInstanceOf(Object);
  for (const [field, message] of Object.entries(shown.fieldErrors as Record<string, unknown>)) {
    expect(edits.refusals.some((r) => r.fieldErrors[field] === message), `the message on ${field} is the server's`).toBe(true);
  }
}
