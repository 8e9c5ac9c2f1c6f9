import type { Card, CardToken } from '../schemas/payment.ts';
import { getConfig } from './config.ts';
import { createHttpClient, type HttpClient } from './http.ts';

/**
 * The built-in test provider's card fields: the card goes to the provider's own route (the URL the
 * API's payment setup names), never to our API, and comes back as a one-time token. No session
 * header: a provider does not know our customers. (With PayPal, PayPal's own fields do this.)
 */
export function createCardProvider(client: HttpClient = createHttpClient({ baseURL: () => getConfig().apiBaseUrl, getToken: () => undefined })) {
  return {
    tokenize: async (tokenUrl: string, card: Card): Promise<CardToken> => (await client.post<CardToken>(tokenUrl, { body: { card: { ...card } } })).data,
  };
}

export type CardProvider = ReturnType<typeof createCardProvider>;
export const cardProvider: CardProvider = /* @__PURE__ */ createCardProvider();
