import { assign, fromPromise, setup } from 'xstate';
import type { ContactForm } from '../schemas/contactForm.ts';
import { Messages } from '../schemas/messages.ts';
import { contactApi } from '../services/contactApi.ts';
import { isApiError } from '../services/http.ts';

export interface ContactContext {
  /** The server's thank-you once sent. */
  readonly message: string | null;
  /** Why the last send failed (a 429 says to try later), in the server's words. */
  readonly error: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

export type ContactEvent = { type: 'contact.submitted'; form: ContactForm } | { type: 'form.reset' };

/** /contact-us: a valid form → send → the thank-you, or the form again with the reason. */
export const contactMachine = setup({
  types: { context: {} as ContactContext, events: {} as ContactEvent },
  actors: {
    sendContactForm: fromPromise<string, ContactForm>(({ input }) => contactApi.send(input)),
  },
}).createMachine({
  id: 'contact',
  context: { message: null, error: null, fieldErrors: {} },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'contact.submitted': { target: 'sending', actions: assign({ error: null, fieldErrors: {} }) },
      },
    },
    sending: {
      invoke: {
        id: 'sendContactForm',
        src: 'sendContactForm',
        input: ({ event }) => (event as Extract<ContactEvent, { type: 'contact.submitted' }>).form,
        onDone: { target: 'sent', actions: assign({ message: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error && event.error.message ? event.error.message : Messages.somethingWrong),
            fieldErrors: ({ event }) => (isApiError(event.error) ? event.error.fieldErrors : {}),
          }),
          meta: { spec: ['err.rethrow'] },
        },
      },
    },
    sent: {
      on: { 'form.reset': { target: 'editing', actions: assign({ message: null }) } },
    },
  },
});
