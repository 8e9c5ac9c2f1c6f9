import { assign, fromPromise, setup } from 'xstate';
import type { SignedInDevice } from '../schemas/twoFactor.ts';
import { failureMessage } from '../services/http.ts';
import { securityApi } from '../services/securityApi.ts';

export interface SignedInDevicesContext {
  /** This account's signed-in devices, the current one marked (the server's list). */
  readonly devices: readonly SignedInDevice[];
  /** The device whose sign-out is being confirmed or carried out. */
  readonly selectedId: string | null;
  /** What the server said of the last sign-out, in its words. */
  readonly notice: string | null;
  /** Why the last load or sign-out failed, in the server's words. */
  readonly error: string | null;
}

export type SignedInDevicesEvent =
  | { type: 'retry' }
  | { type: 'device.signOut'; id: string }
  | { type: 'others.signOut' }
  | { type: 'signOut.confirmed' }
  | { type: 'signOut.cancelled' };

/**
 * /settings/security, signed-in devices (issue 37.2): the account's sign-ins (device, IP, first and
 * last seen, this one marked); Sign out for another device, or all other devices at once, each
 * after a confirmation, never this one; the server's words say what happened and the list is
 * fetched again.
 */
export const signedInDevicesMachine = setup({
  types: { context: {} as SignedInDevicesContext, events: {} as SignedInDevicesEvent },
  actors: {
    loadDevices: fromPromise<readonly SignedInDevice[]>(() => securityApi.devices()),
    signOutDevice: fromPromise<string, { id: string }>(({ input }) => securityApi.signOutDevice(input.id)),
    signOutOthers: fromPromise<string>(() => securityApi.signOutOthers()),
  },
  guards: {
    anotherDevice: ({ context, event }) => 'id' in event && context.devices.some((d) => d.id === event.id && !d.current),
    othersListed: ({ context }) => context.devices.some((d) => !d.current),
  },
}).createMachine({
  id: 'signedInDevices',
  description: 'Your signed-in devices',
  context: { devices: [], selectedId: null, notice: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loading your signed-in devices',
      invoke: {
        id: 'loadDevices',
        src: 'loadDevices',
        onDone: { description: 'Loaded', target: 'list', actions: assign({ devices: ({ event }) => event.output }) },
        onError: { description: 'Not loaded: the reason and Try again', target: 'failed', actions: assign({ error: ({ event }) => failureMessage(event.error), notice: null }) },
      },
    },
    failed: {
      description: 'Your signed-in devices could not be loaded',
      on: { retry: { description: 'Try again', target: 'loading', actions: assign({ error: null }) } },
    },
    list: {
      description: 'Your signed-in devices, this one marked',
      on: {
        'device.signOut': {
          description: 'Sign out a device',
          guard: 'anotherDevice',
          target: 'confirmingOne',
          actions: assign({ selectedId: ({ event }) => event.id, notice: null, error: null }),
        },
        'others.signOut': { description: 'Sign out all other devices', guard: 'othersListed', target: 'confirmingAll', actions: assign({ notice: null, error: null }) },
      },
    },
    confirmingOne: {
      description: 'Asking whether to sign that device out',
      on: {
        'signOut.confirmed': { description: 'Sign out', target: 'endingOne' },
        'signOut.cancelled': { description: 'Keep it signed in', target: 'list', actions: assign({ selectedId: null }) },
      },
    },
    endingOne: {
      description: 'Signing that device out',
      invoke: {
        id: 'signOutDevice',
        src: 'signOutDevice',
        input: ({ context }) => ({ id: context.selectedId! }),
        onDone: { description: 'Signed out: the list is fetched again', target: 'loading', actions: assign({ selectedId: null, notice: ({ event }) => event.output }) },
        onError: { description: 'Not signed out: the reason shows, the list is fetched again', target: 'loading', actions: assign({ selectedId: null, error: ({ event }) => failureMessage(event.error) }) },
      },
    },
    confirmingAll: {
      description: 'Asking whether to sign out all other devices',
      on: {
        'signOut.confirmed': { description: 'Sign out all other devices', target: 'endingAll' },
        'signOut.cancelled': { description: 'Keep them signed in', target: 'list' },
      },
    },
    endingAll: {
      description: 'Signing out all other devices',
      invoke: {
        id: 'signOutOthers',
        src: 'signOutOthers',
        onDone: { description: 'Signed out: the list is fetched again', target: 'loading', actions: assign({ notice: ({ event }) => event.output }) },
        onError: { description: 'Not signed out: the reason shows, the list is fetched again', target: 'loading', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
  },
});
