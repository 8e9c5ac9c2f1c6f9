import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { NotificationChoiceMessages as Messages } from '../schemas/notificationChoiceMessages.ts';
import type { NotificationChannel, NotificationChoice, NotificationKind } from '../schemas/notificationRules.ts';
import { failureMessage } from '../services/http.ts';
import { notificationsApi } from '../services/notificationsApi.ts';

export interface NotificationPreferencesContext {
  /** What the switches show (the customer's edits included). */
  readonly choices: readonly NotificationChoice[];
  /** What the server holds: the last load or save. */
  readonly saved: readonly NotificationChoice[];
  /** Why the last save failed (the server's words), else null. */
  readonly error: string | null;
}

export type NotificationPreferencesEvent =
  | { type: 'choice.toggled'; kind: NotificationKind; channel: NotificationChannel }
  | { type: 'save' }
  | { type: 'discard' }
  | { type: 'retry' };

const sameChoices = (a: readonly NotificationChoice[], b: readonly NotificationChoice[]): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * /settings/notification-preferences: the company's channels (in app, email, browser
 * push) for each order event, loaded from the server, changed with switches and saved together.
 * A failed load offers Try again; a failed save keeps the edits and says why.
 */
export const notificationPreferencesMachine = setup({
  types: { context: {} as NotificationPreferencesContext, events: {} as NotificationPreferencesEvent },
  actors: {
    loadPreferences: fromPromise<readonly NotificationChoice[]>(() => notificationsApi.preferences()),
    savePreferences: fromPromise<readonly NotificationChoice[], { choices: readonly NotificationChoice[] }>(({ input }) => notificationsApi.savePreferences(input.choices)),
  },
  actions: {
    toggle: assign({
      choices: ({ context, event }) =>
        event.type === 'choice.toggled' ? context.choices.map((c) => (c.kind === event.kind ? { ...c, [event.channel]: !c[event.channel] } : c)) : context.choices,
      error: null,
    }),
    /** Provided where the page mounts it: a toast saying the choices are saved. */
    announceSaved: () => {},
  },
  guards: {
    hasChanges: ({ context }) => !sameChoices(context.choices, context.saved),
    /** A toggle that brings the switches back to what is saved leaves nothing to save. */
    togglesBackToSaved: ({ context, event }) =>
      event.type === 'choice.toggled' &&
      sameChoices(
        context.choices.map((c) => (c.kind === event.kind ? { ...c, [event.channel]: !c[event.channel] } : c)),
        context.saved,
      ),
  },
}).createMachine({
  id: 'notificationPreferences',
  description: 'Choose how you hear about each order event',
  context: { choices: [], saved: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loading your notification preferences',
      invoke: {
        id: 'loadPreferences',
        src: 'loadPreferences',
        onDone: { description: 'Your preferences are here', target: 'ready', actions: assign({ choices: ({ event }) => event.output, saved: ({ event }) => event.output }) },
        onError: { description: 'Your preferences could not be loaded', target: 'failed' },
      },
    },
    failed: {
      description: 'Nothing to show right now: try again',
      on: { retry: { description: 'Try again', target: 'loading' } },
    },
    ready: {
      description: 'Showing your preferences',
      initial: 'unchanged',
      states: {
        unchanged: {
          description: 'The switches show what is saved',
          on: { 'choice.toggled': { description: 'Change a switch', target: 'changed', actions: 'toggle' } },
        },
        changed: {
          description: 'Changes not saved yet',
          on: {
            'choice.toggled': [
              { description: 'Change a switch back: nothing left to save', guard: 'togglesBackToSaved', target: 'unchanged', actions: 'toggle' },
              { description: 'Change another switch', actions: 'toggle' },
            ],
            save: { description: 'Save the changes', guard: 'hasChanges', target: 'saving' },
            discard: { description: 'Put the switches back as saved', target: 'unchanged', actions: assign({ choices: ({ context }) => context.saved, error: null }) },
          },
        },
        saving: {
          description: 'Saving your preferences',
          invoke: {
            id: 'savePreferences',
            src: 'savePreferences',
            input: ({ context }) => ({ choices: context.choices }),
            onDone: {
              description: 'Saved',
              target: 'unchanged',
              actions: [assign({ choices: ({ event }) => event.output, saved: ({ event }) => event.output, error: null }), 'announceSaved'],
            },
            onError: {
              description: 'The save failed: the changes stay, with the reason',
              target: 'changed',
              actions: assign({ error: ({ event }) => failureMessage(event.error) || Messages.notificationPreferencesSaveFailed }),
            },
          },
        },
      },
    },
  },
});

export type NotificationPreferencesSnapshot = SnapshotFrom<typeof notificationPreferencesMachine>;
