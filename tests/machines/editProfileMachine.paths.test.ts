import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { editProfileMachine } from '../../src/machines/editProfileMachine';
import { ApiError } from '../../src/services/http';
import { definePathTests } from '../support/pathCoverage';
import { checkProfileRules } from '../spec/profileRules';
import { profile } from './profileFixture';

const details = { companyName: 'Demo Logistics', contactName: 'Renamed', contactNumber: '5550100200', email: 'demo@cargoconnects.test' };
const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

describe('edit profile machine: generated paths', () => {
  definePathTests(editProfileMachine, {
    input: { profile },
    events: {
      'step1.submitted': [{ type: 'step1.submitted', details }],
      'profile.submitted': [{ type: 'profile.submitted', commercialReference: [] }],
      'picture.selected': [{ type: 'picture.selected', file }],
      'xstate.done.actor.uploadPicture': [{ type: 'xstate.done.actor.uploadPicture', output: '/v1/common/uploads/00000000-0000-4000-8000-000000000000' }],
      'xstate.error.actor.uploadPicture': [{ type: 'xstate.error.actor.uploadPicture', error: new ApiError(400, 'File size must be less than 2MB.') }],
      'xstate.done.actor.saveProfile': [{ type: 'xstate.done.actor.saveProfile', output: { profile, message: 'Profile updated successfully' } }],
      'xstate.error.actor.saveProfile': [
        { type: 'xstate.error.actor.saveProfile', error: new ApiError(409, 'An account with this email already exists', { email: 'An account with this email already exists' }) },
        { type: 'xstate.error.actor.saveProfile', error: new ApiError(0, 'Something is wrong please try again') },
      ],
    },
    states: {
      // The spec's Go back rules at every step (tests/spec/profileRules.ts).
      '#editProfile': (s) => checkProfileRules(editProfileMachine, s),
      // spec header.go-back-visible: both steps offer Go back.
      editProfileStep1: (s) => expect(s.can({ type: 'go.back' })).toBe(true),
      editProfileStep2: (s) => expect(s.can({ type: 'go.back' })).toBe(true),
      uploadingPicture: (s) => expect(s.can({ type: 'go.back' })).toBe(false),
      saving: (s) => {
        expect(s.can({ type: 'go.back' })).toBe(false);
        expect(s.children.saveProfile).toBeDefined();
      },
    },
  });

  it('[goback.profile.history] go back from step 1 leaves the page (one page back in history)', () => {
    let backs = 0;
    const actor = createActor(editProfileMachine.provide({ actions: { historyBack: () => backs++ } }), { input: { profile } }).start();
    actor.send({ type: 'go.back' });
    expect(backs).toBe(1);
    expect(actor.getSnapshot().value).toBe('editProfileStep1');
  });

  it('[goback.profile.step2] go back from step 2 returns to step 1 and keeps what was typed', () => {
    let backs = 0;
    const actor = createActor(editProfileMachine.provide({ actions: { historyBack: () => backs++ } }), { input: { profile } }).start();
    actor.send({ type: 'step1.submitted', details });
    actor.send({ type: 'go.back' });
    expect(actor.getSnapshot().value).toBe('editProfileStep1');
    expect(actor.getSnapshot().context.details.contactName).toBe('Renamed');
    expect(backs).toBe(0);
  });
});
