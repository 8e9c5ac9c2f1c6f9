import { assign, fromPromise, setup } from 'xstate';
import type { CommercialReference } from '../schemas/commercialReference.ts';
import { Messages } from '../schemas/messages.ts';
import type { Profile, ProfileUpdateBody } from '../schemas/profile.ts';
import { authApi } from '../services/authApi.ts';
import { isApiError } from '../services/http.ts';

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

const errorOf = (error: unknown) => ({
  error: error instanceof Error ? error.message : Messages.somethingWrong,
  fieldErrors: isApiError(error) ? error.fieldErrors : {},
});

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
  },
  guards: {
    hasStep1FieldErrors: ({ event }) => {
      const error = (event as unknown as { error?: unknown }).error;
      return isApiError(error) && Object.keys(error.fieldErrors).some((key) => STEP1_FIELDS.includes(key));
    },
  },
}).createMachine({
  id: 'editProfile',
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
      on: {
        'step1.submitted': {
          target: 'editProfileStep2',
          actions: assign({ details: ({ event }) => event.details, error: null, fieldErrors: {} }),
        },
        'picture.selected': { target: 'uploadingPicture', actions: assign({ error: null }) },
        'picture.removed': { actions: assign({ profilePicture: null }) },
        'go.back': { actions: 'historyBack', meta: { spec: ['goback.profile.history'] } },
      },
    },
    uploadingPicture: {
      invoke: {
        id: 'uploadPicture',
        src: 'uploadPicture',
        input: ({ event }) => (event as { file: File }).file,
        onDone: { target: 'editProfileStep1', actions: assign({ profilePicture: ({ event }) => event.output }) },
        onError: { target: 'editProfileStep1', actions: assign(({ event }) => errorOf(event.error)), meta: { spec: ['val.upload-size'] } },
      },
    },
    editProfileStep2: {
      on: {
        'go.back': { target: 'editProfileStep1', meta: { spec: ['goback.profile.step2'] } },
        'profile.submitted': {
          target: 'saving',
          actions: assign({ commercialReference: ({ event }) => event.commercialReference, error: null, fieldErrors: {} }),
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({
          ...context.details,
          commercialReference: [...context.commercialReference],
          profilePicture: context.profilePicture,
        }),
        onDone: {
          target: 'editProfileStep1',
          actions: { type: 'profileSaved', params: ({ event }) => event.output },
        },
        onError: [
          { guard: 'hasStep1FieldErrors', target: 'editProfileStep1', actions: assign(({ event }) => errorOf(event.error)) },
          { target: 'editProfileStep2', actions: assign(({ event }) => errorOf(event.error)), meta: { spec: ['err.rethrow'] } },
        ],
      },
    },
  },
});
