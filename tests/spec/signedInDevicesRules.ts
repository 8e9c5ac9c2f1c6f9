/**
 * Oracle for the signed-in devices of /settings/security, written from issue 37.2 and the brief of
 * its page, never from the machine: the list shows the account's devices with this one marked; any
 * other device can be signed out, or all others at once, each after a confirmation; this device is
 * never signed out from here; the result is said in the server's words and the list is fetched
 * again; cancelling changes nothing.
 */
import { expect } from 'vitest';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { callInput } from './oracle';

type Device = { id: string; current: boolean };
const devices = (s: AnyMachineSnapshot): Device[] => s.context.devices as Device[];

export function checkSignedInDevicesRules(machine: AnyStateMachine, s: AnyMachineSnapshot): void {
  const onList = s.matches('list');
  const listed = devices(s);
  for (const d of listed) {
    // This device is never offered Sign out; every other one is, from the list.
    expect(s.can({ type: 'device.signOut', id: d.id }), `${d.current ? 'this device is never' : 'another device is'} offered Sign out (${String(s.value)})`).toBe(onList && !d.current);
  }
  expect(s.can({ type: 'device.signOut', id: 'not-listed' }), 'an unlisted device cannot be signed out').toBe(false);
  expect(s.can({ type: 'others.signOut' }), `Sign out all other devices: from the list, when there are others (${String(s.value)})`).toBe(onList && listed.some((d) => !d.current));
  const other = listed.find((d) => !d.current);
  if (onList && other !== undefined) {
    const [asking] = transition(machine, s, { type: 'device.signOut', id: other.id });
    expect(asking.children.signOutDevice, 'a sign-out asks first: nothing is sent').toBeUndefined();
    const [kept] = transition(machine, asking, { type: 'signOut.cancelled' });
    expect(kept.matches('list') && devices(kept), 'cancelling keeps it signed in').toEqual(listed);
    const [askingAll] = transition(machine, s, { type: 'others.signOut' });
    expect(askingAll.children.signOutOthers, 'signing out all others asks first').toBeUndefined();
  }
  if (s.matches('failed')) expect(s.can({ type: 'retry' }), 'Try again').toBe(true);
}

export function checkSignedInDevicesStep({ from, event, to }: { from: AnyMachineSnapshot; event: { type: string; [k: string]: any }; to: AnyMachineSnapshot }): void {
  const error = event.error as { message?: string } | undefined;
  switch (event.type) {
    case 'xstate.done.actor.loadDevices':
      expect(to.value).toBe('list');
      expect(to.context.devices, 'the server’s list').toEqual(event.output);
      return;
    case 'xstate.error.actor.loadDevices':
      expect(to.value).toBe('failed');
      expect(to.context.error).toBe(error!.message);
      return;
    case 'retry':
      expect(to.value).toBe('loading');
      return;
    case 'device.signOut':
      expect(to.value, 'asks first').toBe('confirmingOne');
      expect(to.context.selectedId).toBe(event.id);
      expect(devices(from).find((d) => d.id === event.id)?.current, 'never this device').toBe(false);
      return;
    case 'others.signOut':
      expect(to.value, 'asks first').toBe('confirmingAll');
      return;
    case 'signOut.cancelled':
      expect(to.value).toBe('list');
      expect(to.context.devices).toEqual(from.context.devices);
      return;
    case 'signOut.confirmed':
      if (from.matches('confirmingOne')) {
        expect(to.value).toBe('endingOne');
        expect(callInput(to, 'signOutDevice'), 'the device confirmed').toEqual({ id: from.context.selectedId });
      } else {
        expect(to.value).toBe('endingAll');
        expect(to.children.signOutOthers, 'all others at once').toBeDefined();
      }
      return;
    case 'xstate.done.actor.signOutDevice':
    case 'xstate.done.actor.signOutOthers':
      expect(to.value, 'the list is fetched again').toBe('loading');
      expect(to.context.notice, 'the server’s words').toBe(event.output);
      return;
    case 'xstate.error.actor.signOutDevice':
    case 'xstate.error.actor.signOutOthers':
      expect(to.value, 'the list is fetched again').toBe('loading');
      expect(to.context.error, 'the server’s words').toBe(error!.message);
      return;
    default:
      throw new Error(`no signed-in devices step oracle for ${event.type}`);
  }
}
