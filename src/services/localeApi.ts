import { parseLocale, type Locale } from '../schemas/locales.ts';
import { api, type HttpClient } from './http.ts';

/** The signed-in user's language, saved on the server: emails, push and PDFs arrive in it. */
export function createLocaleApi(client: HttpClient = api) {
  return {
    saveLocale: async (locale: Locale): Promise<void> => {
      await client.put('/v1/user/locale', { body: { locale } });
    },
    /** The language the account keeps; null when the answer names none we speak. */
    savedLocale: async (): Promise<Locale | null> => parseLocale((await client.get<{ locale?: string }>('/v1/user/locale')).data?.locale),
  };
}

export const localeApi = /* @__PURE__ */ createLocaleApi();
