import type { ContactForm } from '../schemas/contactForm.ts';
import { api, type HttpClient } from './http.ts';

// The public contact form (POST /v1/common/contact). Failures, a 429 included, are rethrown as
// ApiErrors with the server's message (err.rethrow).

export function createContactApi(client: HttpClient = api) {
  return {
    /** Resolves to the server's thank-you message. */
    send: async (form: ContactForm): Promise<string> => (await client.post('/v1/common/contact', { body: { ...form } })).message,
  };
}

export type ContactApi = ReturnType<typeof createContactApi>;
export const contactApi: ContactApi = /* @__PURE__ */ createContactApi();
