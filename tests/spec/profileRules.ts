/**
 * Spec oracles for Go back on /edit-profile (spec §4): from editProfileStep2 go to editProfileStep1;
 * otherwise one page back in history. Written from the spec, checked against the machine.
 */
import { expect } from 'vitest';
import { callInput, holds } from './oracle';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';

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
      return;
    case 'picture.selected':
      expect(to.value).toBe('uploadingPicture');
      expect(callInput(to, 'uploadPicture'), 'the file chosen').toBe(event.file);
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
      return;
    case 'xstate.done.actor.saveProfile':
      expect(to.value, 'saved: back to step 1').toBe('editProfileStep1');
      return;
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
