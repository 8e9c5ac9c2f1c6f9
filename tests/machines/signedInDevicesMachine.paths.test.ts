import { describe, expect, it } from 'vitest';
import { signedInDevicesMachine } from '../../src/machines/signedInDevicesMachine';
import { ApiError } from '../../src/services/http';
import { checkSignedInDevicesRules, checkSignedInDevicesStep } from '../spec/signedInDevicesRules';
import { undescribed } from '../support/descriptions';
import { definePathTests } from '../support/pathCoverage';

const device = (id: string, device: string, current: boolean) => ({
  id,
  device,
  browser: device.split(' on ')[0]!,
  os: device.split(' on ')[1]!,
  ip: '203.0.113.7',
  firstSeen: '2026-11-20T10:00:00.000Z',
  lastSeen: '2026-11-29T09:00:00.000Z',
  current,
});
const here = device('6c1f8a60-0000-4000-8000-000000000001', 'Chrome on Windows', true);
const phone = device('6c1f8a60-0000-4000-8000-000000000002', 'Safari on iOS', false);

describe('signed-in devices machine: generated paths', () => {
  definePathTests(signedInDevicesMachine, {
    events: {
      'xstate.done.actor.loadDevices': [
        { type: 'xstate.done.actor.loadDevices', output: [here, phone] },
        { type: 'xstate.done.actor.loadDevices', output: [here] },
      ],
      'xstate.error.actor.loadDevices': [{ type: 'xstate.error.actor.loadDevices', error: new ApiError(500, 'Something is wrong please try again') }],
      'device.signOut': [
        { type: 'device.signOut', id: phone.id },
        { type: 'device.signOut', id: here.id },
      ],
      'xstate.done.actor.signOutDevice': [{ type: 'xstate.done.actor.signOutDevice', output: 'That device has been signed out.' }],
      'xstate.error.actor.signOutDevice': [{ type: 'xstate.error.actor.signOutDevice', error: new ApiError(404, 'This sign-in was not found. It may have ended already.') }],
      'xstate.done.actor.signOutOthers': [{ type: 'xstate.done.actor.signOutOthers', output: 'Your other devices have been signed out.' }],
      'xstate.error.actor.signOutOthers': [{ type: 'xstate.error.actor.signOutOthers', error: new ApiError(0, 'You are offline. Check your connection and try again.') }],
    },
    steps: checkSignedInDevicesStep,
    states: {
      '#signedInDevices': (s) => checkSignedInDevicesRules(signedInDevicesMachine, s),
      loading: (s) => expect(s.children.loadDevices).toBeDefined(),
      failed: (s) => expect(s.context.error).toBe('Something is wrong please try again'),
      list: (s) => expect(s.context.selectedId).toBeNull(),
      confirmingOne: (s) => expect(s.context.selectedId).toBe(phone.id),
      endingOne: (s) => expect(s.children.signOutDevice).toBeDefined(),
      confirmingAll: (s) => expect(s.context.devices.some((d) => !d.current)).toBe(true),
      endingAll: (s) => expect(s.children.signOutOthers).toBeDefined(),
    },
  });
});

describe('signed-in devices machine', () => {
  it('every state and transition says what it is in the customer’s words', () => {
    expect(undescribed(signedInDevicesMachine)).toEqual([]);
  });
});
