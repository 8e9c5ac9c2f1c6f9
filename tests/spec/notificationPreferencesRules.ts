/**
 * Oracles for the preferences screen and the unsubscribe page, from the feature request's words:
 * "Preferences per event type (carrier assigned, in transit, delivered, cancelled, payment) and per
 * channel (in app, email, browser push), stored on the server", and for the unsubscribe link:
 * "replaying it is harmless and says it's already done; a forged/expired token says so clearly".
 * Checked against the machines by asking them what would follow (not recorded with holds()).
 */
import { expect } from 'vitest';
import { callInput } from './oracle';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, type NotificationChoice } from '../../src/schemas/notificationRules';
import { Messages } from '../../src/schemas/messages';
import { ApiError } from '../../src/services/http';

// The server's words, as the page must show them (written out here, not imported from the machine).
export const DONE_WORDS = 'Done: you will no longer get these emails.';
export const ALREADY_WORDS = 'These emails were already off: nothing else to do.';
export const INVALID_WORDS = 'This unsubscribe link is not valid. Check that you opened the whole link, or turn emails off in your notification preferences.';
export const EXPIRED_WORDS = 'This unsubscribe link has expired. Turn emails off in your notification preferences after signing in.';

interface PreferencesContext {
  readonly choices: readonly NotificationChoice[];
  readonly saved: readonly NotificationChoice[];
}

const top = (s: AnyMachineSnapshot): string => (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]!);

export function checkPreferencesRules(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): void {
  const context = snapshot.context as PreferencesContext;
  if (top(snapshot) !== 'ready') return;
  // Every kind × channel is there, each kind once.
  expect(context.choices.map((c) => c.kind), 'one row per order event, in order').toEqual([...NOTIFICATION_KINDS]);
  const saving = (snapshot.value as Record<string, unknown>).ready === 'saving';
  if (!saving) {
    // A switch changes exactly its kind and channel.
    for (const kind of NOTIFICATION_KINDS) {
      for (const channel of NOTIFICATION_CHANNELS) {
        const [after] = transition(machine, snapshot, { type: 'choice.toggled', kind, channel });
        const next = (after.context as PreferencesContext).choices;
        for (const c of next) {
          const before = context.choices.find((b) => b.kind === c.kind)!;
          for (const ch of NOTIFICATION_CHANNELS) {
            expect(c[ch], `${kind}/${channel} toggled: ${c.kind}/${ch}`).toBe(c.kind === kind && ch === channel ? !before[ch] : before[ch]);
          }
        }
      }
    }
  }
  // Saving sends exactly what the switches show; the server's answer is what is then saved.
  const [, actions] = transition(machine, snapshot, { type: 'save' });
  const call = actions.find((a) => String(a.type) === 'xstate.spawnChild' && JSON.stringify(a).includes('"savePreferences"')) as { params?: { input?: unknown } } | undefined;
  const changed = JSON.stringify(context.choices) !== JSON.stringify(context.saved);
  if (!saving) expect(call !== undefined, 'Save asks the server only when something changed').toBe(changed);
  if (call) expect(call.params?.input, 'the server stores what the switches show').toEqual({ choices: context.choices });
  if (snapshot.children.savePreferences) {
    const stored = context.choices.map((c) => ({ ...c }));
    const [after] = transition(machine, snapshot, { type: 'xstate.done.actor.savePreferences', output: stored });
    expect((after.context as PreferencesContext).saved, 'after a save, the server copy is what the switches show').toEqual(stored);
    const [failed] = transition(machine, snapshot, { type: 'xstate.error.actor.savePreferences', error: new ApiError(0, 'Something is wrong please try again') });
    expect((failed.context as PreferencesContext).choices, 'a failed save keeps the changes').toEqual(context.choices);
    expect((failed.context as { error: string | null }).error, 'a failed save says why').toBe('Something is wrong please try again');
  }
}

interface UnsubscribeContext {
  readonly token: string;
  readonly message: string | null;
}

export function checkUnsubscribeRules(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): void {
  const page = top(snapshot);
  const message = (snapshot.context as UnsubscribeContext).message;
  // The outcomes say what happened in the server's words, and stay.
  if (page === 'done') expect(message).toBe(DONE_WORDS);
  if (page === 'alreadyDone') expect(message, 'a replayed link says it is already done').toBe(ALREADY_WORDS);
  if (page === 'refused') expect([INVALID_WORDS, EXPIRED_WORDS], 'a forged or expired link says so').toContain(message);
  if (['done', 'alreadyDone', 'refused'].includes(page)) expect(snapshot.status, `${page} is the end`).toBe('done');
  if (page === 'unsubscribing') expect(message, 'while the link is used, no outcome or old error shows').toBeNull();
  if (snapshot.children.unsubscribe) {
    const token = (snapshot.context as UnsubscribeContext).token;
    expect(token.trim(), 'a link without a token (blank included) asks the server nothing').not.toBe('');
    const cases: Array<[ApiError, string]> = [
      [new ApiError(404, INVALID_WORDS), 'refused'],
      [new ApiError(400, INVALID_WORDS), 'refused'],
      [new ApiError(410, EXPIRED_WORDS), 'refused'],
      [new ApiError(0, 'Something is wrong please try again'), 'failed'],
      [new ApiError(429, 'Too many attempts. Please try again later.'), 'failed'],
    ];
    for (const [error, expected] of cases) {
      const [after] = transition(machine, snapshot, { type: 'xstate.error.actor.unsubscribe', error });
      expect(top(after), `${error.status} leads to ${expected}`).toBe(expected);
      expect((after.context as UnsubscribeContext).message, 'in the server words').toBe(error.message);
    }
  }
}

type Choice = { kind: string; [channel: string]: unknown };
/**
 * Notification preferences step by step: a switch flips exactly its event and channel;
 * Save is there only when something differs from what is saved, and sends what the switches show;
 * Discard puts them back; a failed save keeps the changes with the reason.
 */
export function checkPreferencesStep({ from, event, to }: { from: AnyMachineSnapshot; event: { type: string; [key: string]: unknown }; to: AnyMachineSnapshot }): void {
  const choices = from.context.choices as Choice[];
  const saved = from.context.saved as Choice[];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  switch (event.type) {
    case 'xstate.done.actor.loadPreferences':
    case 'xstate.done.actor.savePreferences':
      expect(to.value, 'the switches show what is saved').toEqual({ ready: 'unchanged' });
      expect([to.context.choices, to.context.saved]).toEqual([event.output, event.output]);
      expect(to.context.error).toBeNull();
      return;
    case 'xstate.error.actor.loadPreferences':
      expect(to.value, 'Try again').toBe('failed');
      return;
    case 'retry':
      expect(to.value).toBe('loading');
      return;
    case 'choice.toggled': {
      const flipped = choices.map((c) => (c.kind === event.kind ? { ...c, [event.channel as string]: !c[event.channel as string] } : c));
      expect(to.context.choices, 'exactly that event and channel flips').toEqual(flipped);
      expect(to.value, 'changed unless the switches are back as saved').toEqual({ ready: same(flipped, saved) ? 'unchanged' : 'changed' });
      return;
    }
    case 'save':
      expect(same(choices, saved), 'Save is there only with changes').toBe(false);
      expect(to.value).toEqual({ ready: 'saving' });
      expect(callInput(to, 'savePreferences'), 'what the switches show').toEqual({ choices });
      return;
    case 'xstate.error.actor.savePreferences':
      expect(to.value, 'the changes stay').toEqual({ ready: 'changed' });
      expect(to.context.choices).toEqual(choices);
      expect(to.context.error, 'the reason').toBe((event.error as Error).message || Messages.notificationPreferencesSaveFailed);
      return;
    case 'discard':
      expect(to.value).toEqual({ ready: 'unchanged' });
      expect(to.context.choices, 'back as saved').toEqual(saved);
      return;
    default:
      throw new Error(`no preferences step oracle for ${event.type}`);
  }
}
