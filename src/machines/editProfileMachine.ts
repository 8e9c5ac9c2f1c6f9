import { assign, fromPromise, setup } from 'xstate';
import type { CommercialReference } from '../schemas/commercialReference.ts';
import type { Profile, ProfileUpdateBody } from '../schemas/profile.ts';
import { authApi } from '../services/authApi.ts';
import { failureMessage, isApiError, submitFailure } from '../services/http.ts';

/** Step 1: who you are. Step 2: the company's commercial references. */
export interface ProfileDetails {
  readonly companyName: string;
  readonly contactName: string;
  readonly contactNumber: string;
  readonly email: string;
}

export interface EditProfileContext {
  readonly details: ProfileDetails;
  readonly commercialReference: readonly CommercialReference[];
  readonly profilePicture: string | null;
  readonly error: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

export type EditProfileEvent =
  | { type: 'step1.submitted'; details: ProfileDetails }
  | { type: 'profile.submitted'; commercialReference: readonly CommercialReference[] }
  | { type: 'picture.selected'; file: File }
  | { type: 'picture.removed' }
  | { type: 'go.back' };

const STEP1_FIELDS = ['companyName', 'contactName', 'contactNumber', 'email'];

/** /edit-profile in two steps (spec §2, §4 "Go back on /edit-profile"). */
export const editProfileMachine = setup({
  types: { context: {} as EditProfileContext, events: {} as EditProfileEvent, input: {} as { profile: Profile } },
  actors: {
    uploadPicture: fromPromise<string, File>(({ input }) => authApi.uploadImage(input)),
    saveProfile: fromPromise<{ profile: Profile; message: string }, ProfileUpdateBody>(({ input }) => authApi.updateProfile(input)),
  },
  actions: {
    /** Provided by the view: one page back in history (spec goback.profile.history). */
    historyBack: () => {},
    profileSaved: (_, _params: { profile: Profile; message: string }) => {},
    showFailure: assign((_, params: { error: unknown }) => submitFailure(params.error)),
  },
  guards: {
    /** The server refused a step-1 field (e.g. a taken email): that step shows it. */
    hasStep1FieldErrors: (_, params: { error: unknown }) =>
      isApiError(params.error) && Object.keys(params.error.fieldErrors).some((key) => STEP1_FIELDS.includes(key)),
  },
}).createMachine({
  id: 'editProfile',
  description: 'Editing your profile in two steps',
  context: ({ input }) => ({
    details: {
      companyName: input.profile.companyName,
      contactName: input.profile.contactName,
      contactNumber: input.profile.contactNumber,
      email: input.profile.email,
    },
    commercialReference: input.profile.commercialReference,
    profilePicture: input.profile.profilePicture,
    error: null,
    fieldErrors: {},
  }),
  initial: 'editProfileStep1',
  states: {
    editProfileStep1: {
      description: 'Your company and contact details',
      on: {
        'step1.submitted': {
          description: 'Next',
          target: 'editProfileStep2',
          actions: assign({ details: ({ event }) => event.details, error: null, fieldErrors: {} }),
        },
        'picture.selected': { description: 'Choose a profile picture', target: 'uploadingPicture', actions: assign({ error: null }) },
        'picture.removed': { description: 'Remove the profile picture', actions: assign({ profilePicture: null }) },
        'go.back': { description: 'Go back to the page before', actions: 'historyBack', meta: { spec: ['goback.profile.history'] } },
      },
    },
    uploadingPicture: {
      description: 'Uploading your picture',
      invoke: {
        id: 'uploadPicture',
        src: 'uploadPicture',
        input: ({ event }) => (event as Extract<EditProfileEvent, { type: 'picture.selected' }>).file,
        onDone: { description: 'The picture is uploaded', target: 'editProfileStep1', actions: assign({ profilePicture: ({ event }) => event.output }) },
        onError: {
          description: 'The picture was refused (too big, or the upload failed)',
          target: 'editProfileStep1',
          // Not a form field: the refusal shows above the form whatever field the server named.
          actions: assign({ error: ({ event }) => failureMessage(event.error), fieldErrors: {} }),
          meta: { spec: ['val.upload-size'] },
        },
      },
    },
    editProfileStep2: {
      description: "Your company's commercial references",
      on: {
        'go.back': { description: 'Go back to your details', target: 'editProfileStep1', meta: { spec: ['goback.profile.step2'] } },
        'profile.submitted': {
          description: 'Save',
          target: 'saving',
          actions: assign({ commercialReference: ({ event }) => event.commercialReference, error: null, fieldErrors: {} }),
        },
      },
    },
    saving: {
      description: 'Saving your profile',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({
          ...context.details,
          commercialReference: [...context.commercialReference],
          profilePicture: context.profilePicture,
        }),
        onDone: {
          description: 'Your profile is saved',
          target: 'editProfileStep1',
          actions: { type: 'profileSaved', params: ({ event }) => event.output },
        },
        onError: [
          {
            description: 'A detail of step 1 was refused: back to it, with the message on its field',
            guard: { type: 'hasStep1FieldErrors', params: ({ event }) => ({ error: event.error }) },
            target: 'editProfileStep1',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            description: 'Saving failed: the reason shows on this step',
            target: 'editProfileStep2',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            meta: { spec: ['err.rethrow'] },
          },
        ],
      },
    },
  },
});
