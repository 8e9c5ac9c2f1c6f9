import { contactSteps } from '../spec/formSteps';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { contactMachine } from '../../src/machines/contactMachine';
import type { ContactForm } from '../../src/schemas/contactForm';
import { ApiError } from '../../src/services/http';
import { undescribed } from '../support/descriptions';
import { definePathTests } from '../support/pathCoverage';

const form: ContactForm = { name: 'Lucía Ortega', email: 'lucia@frontera.example', company: 'Frontera Freight', phone: '5551234567', message: 'Do you cover Nogales?' };
const thanks = 'Thank you. We will get back to you within one business day.';

describe('contact machine: generated paths', () => {
  definePathTests(contactMachine, {
    events: {
      'contact.submitted': [{ type: 'contact.submitted', form }],
      'xstate.done.actor.sendContactForm': [{ type: 'xstate.done.actor.sendContactForm', output: thanks }],
      'xstate.error.actor.sendContactForm': [
        { type: 'xstate.error.actor.sendContactForm', error: new ApiError(429, 'Too many attempts. Please try again later.') },
      ],
    },
    steps: contactSteps,
    states: {
      editing: (s) => {
        expect(s.context.message).toBeNull();
        expect(s.can({ type: 'contact.submitted', form })).toBe(true);
      },
      sending: (s) => {
        expect(s.children.sendContactForm).toBeDefined();
        expect(s.context.error).toBeNull();
      },
      sent: (s) => {
        expect(s.context.message).toBe(thanks);
        expect(s.can({ type: 'contact.submitted', form })).toBe(false);
        expect(s.can({ type: 'form.reset' }), 'the thank-you offers Send another message').toBe(true);
      },
    },
  });
});

describe('contact machine: errors', () => {
  it('every state and transition says what it is in the customer\u2019s words', () => {
    expect(undescribed(contactMachine)).toEqual([]);
  });

  it('[err.rethrow] a rate-limited send shows the server message and keeps the form', async () => {
    const actor = createActor(
      contactMachine.provide({ actors: { sendContactForm: fromPromise(async () => Promise.reject(new ApiError(429, 'Too many attempts. Please try again later.'))) } }),
    ).start();
    actor.send({ type: 'contact.submitted', form });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('Too many attempts. Please try again later.');
  });

  it('field errors from the server land on their fields', async () => {
    const actor = createActor(
      contactMachine.provide({ actors: { sendContactForm: fromPromise(async () => Promise.reject(new ApiError(400, 'Please fill up your field !', { email: 'Invalid email format' }))) } }),
    ).start();
    actor.send({ type: 'contact.submitted', form });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'Invalid email format' });
    expect(actor.getSnapshot().context.error).toBeNull(); // never the same words twice (submitFailure)
  });
});
