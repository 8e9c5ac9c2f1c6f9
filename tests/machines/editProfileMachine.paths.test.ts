import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { editProfileMachine } from '../../src/machines/editProfileMachine';
import { definePathTests } from '../support/pathCoverage';
import { checkEditProfileShows, checkEditProfileStep, checkProfileRules } from '../spec/profileRules';
import { editProfileInput, editProfileSamples, profileDetails } from './editProfileMachine.samples';
import { profile } from './profileFixture';
import type { ApiError } from '../../src/services/http';

const details = profileDetails;
// What a customer can put on the page in these paths: the samples' details, references and uploads.
const edits = {
  typed: editProfileSamples['step1.submitted']!.map((e) => e.details),
  references: editProfileSamples['profile.submitted']!.map((e) => e.commercialReference),
  uploaded: editProfileSamples['xstate.done.actor.uploadPicture']!.map((e) => e.output as string),
  refusals: [...editProfileSamples['xstate.error.actor.uploadPicture']!, ...editProfileSamples['xstate.error.actor.saveProfile']!].map((e) => e.error as ApiError),
};

describe('edit profile machine: generated paths', () => {
  definePathTests(editProfileMachine, {
    input: editProfileInput,
    events: editProfileSamples,
    steps: checkEditProfileStep,
    states: {
      // The spec's Go back rules at every step (tests/spec/profileRules.ts).
      '#editProfile': (s) => {
        checkProfileRules(editProfileMachine, s);
        checkEditProfileShows(s, profile, edits);
      },
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
