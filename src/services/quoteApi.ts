import type { InstantQuote, InstantQuoteRequest } from '../schemas/instantQuote.ts';
import type { SpecialRequirement, SpecialRequirementsBody, TransitInfo, TypeOfService } from '../schemas/serviceCatalog.ts';
import { api, type HttpClient } from './http.ts';

/** What the quote form chooses from (`GET /v1/common/quote/options`). */
export interface QuoteOptions {
  readonly services: readonly TypeOfService[];
  readonly transitInfo: TransitInfo;
}

// The instant quote's public calls (no account): the catalog, a quote, a shared quote. Failures, a
// 429 or a 400 with its fields included, are rethrown as ApiErrors (err.rethrow).
export function createQuoteApi(client: HttpClient = api) {
  return {
    options: async (): Promise<QuoteOptions> => (await client.get<QuoteOptions>('/v1/common/quote/options')).data,
    specialRequirements: async (choice: SpecialRequirementsBody): Promise<SpecialRequirement[]> =>
      (await client.post<SpecialRequirement[]>('/v1/common/quote/specialRequirements', { body: { ...choice } })).data,
    request: async (body: InstantQuoteRequest): Promise<InstantQuote> => (await client.post<InstantQuote>('/v1/common/quote', { body: { ...body } })).data,
    quote: async (id: string): Promise<InstantQuote> => (await client.get<InstantQuote>(`/v1/common/quote/${encodeURIComponent(id)}`)).data,
  };
}

export type QuoteApi = ReturnType<typeof createQuoteApi>;
export const quoteApi: QuoteApi = /* @__PURE__ */ createQuoteApi();
