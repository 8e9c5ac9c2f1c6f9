import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { notificationPreferencesMachine } from '../../src/machines/notificationPreferencesMachine';
import { DEFAULT_NOTIFICATION_CHOICES, type NotificationChoice } from '../../src/schemas/notificationRules';
import { ApiError } from '../../src/services/http';
import { definePathTests } from '../support/pathCoverage';
import { checkPreferencesRules, checkPreferencesStep } from '../spec/notificationPreferencesRules';

const defaults = DEFAULT_NOTIFICATION_CHOICES.map((c) => ({ ...c }));
const offline = new ApiError(0, 'Something is wrong please try again');

describe('notification preferences machine: generated paths', () => {
  definePathTests(notificationPreferencesMachine, {
    events: {
      'choice.toggled': [
        { type: 'choice.toggled', kind: 'inTransit', channel: 'email' },
        { type: 'choice.toggled', kind: 'payment', channel: 'push' },
      ],
      'xstate.done.actor.loadPreferences': [{ type: 'xstate.done.actor.loadPreferences', output: defaults }],
      'xstate.error.actor.loadPreferences': [{ type: 'xstate.error.actor.loadPreferences', error: offline }],
      'xstate.done.actor.savePreferences': [{ type: 'xstate.done.actor.savePreferences', output: defaults.map((c) => (c.kind === 'inTransit' ? { ...c, email: true } : c)) }],
      'xstate.error.actor.savePreferences': [{ type: 'xstate.error.actor.savePreferences', error: new ApiError(400, 'kind must be one of carrierAssigned, inTransit, delivered, cancelled, payment') }],
    },
    steps: checkPreferencesStep,
    states: {
      '#notificationPreferences': (s) => checkPreferencesRules(notificationPreferencesMachine, s),
      loading: (s) => expect(s.children.loadPreferences).toBeDefined(),
      failed: (s) => {
        expect(s.can({ type: 'retry' })).toBe(true);
        expect(s.context.choices).toEqual([]);
      },
      'ready.unchanged': (s) => {
        expect(s.context.choices).toEqual(s.context.saved);
        expect(s.can({ type: 'save' })).toBe(false);
      },
      'ready.changed': (s) => {
        expect(s.context.choices).not.toEqual(s.context.saved);
        expect(s.can({ type: 'save' })).toBe(true);
        expect(s.can({ type: 'discard' })).toBe(true);
      },
      'ready.saving': (s) => {
        expect(s.children.savePreferences).toBeDefined();
        expect(s.can({ type: 'choice.toggled', kind: 'payment', channel: 'email' })).toBe(false);
      },
    },
  });
});

describe('notification preferences machine: with running fakes', () => {
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('saves what the switches show and tells the customer; the server answer becomes what is saved', async () => {
    const sent: Array<readonly NotificationChoice[]> = [];
    let told = 0;
    const machine = notificationPreferencesMachine.provide({
      actors: {
        loadPreferences: fromPromise<readonly NotificationChoice[]>(async () => defaults),
        savePreferences: fromPromise<readonly NotificationChoice[], { choices: readonly NotificationChoice[] }>(async ({ input }) => (sent.push(input.choices), input.choices)),
      },
      actions: { announceSaved: () => void told++ },
    });
    const actor = createActor(machine).start();
    await settle();
    actor.send({ type: 'choice.toggled', kind: 'delivered', channel: 'email' });
    actor.send({ type: 'save' });
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.find((c) => c.kind === 'delivered')).toEqual({ kind: 'delivered', inApp: true, email: false, push: true });
    expect(told).toBe(1);
    expect(actor.getSnapshot().matches({ ready: 'unchanged' })).toBe(true);
  });
});
