import { assign, fromPromise, setup } from 'xstate';
import type { ContactForm } from '../schemas/contactForm.ts';
import { contactApi } from '../services/contactApi.ts';
import { submitFailure } from '../services/http.ts';

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
  description: 'Writing to us from the contact page',
  context: { message: null, error: null, fieldErrors: {} },
  initial: 'editing',
  states: {
    editing: {
      description: 'Typing your message',
      on: {
        'contact.submitted': { description: 'Send message', target: 'sending', actions: assign({ error: null, fieldErrors: {} }) },
      },
    },
    sending: {
      description: 'Sending your message',
      invoke: {
        id: 'sendContactForm',
        src: 'sendContactForm',
        input: ({ event }) => (event as Extract<ContactEvent, { type: 'contact.submitted' }>).form,
        onDone: { description: 'Sent', target: 'sent', actions: assign({ message: ({ event }) => event.output }) },
        onError: {
          description: 'Not sent: the reason shows above the form or on its fields',
          target: 'editing',
          actions: assign(({ event }) => submitFailure(event.error)),
          meta: { spec: ['err.rethrow'] },
        },
      },
    },
    sent: {
      description: 'Thank you: we will get back to you',
      on: { 'form.reset': { description: 'Send another message', target: 'editing', actions: assign({ message: null }) } },
    },
  },
});
