import type { Kysely } from 'kysely';
import { parseLocale, type Locale } from '../../src/schemas/locales.ts';
import type { Database } from '../db/Database.ts';

/** An account's saved language; null for an unknown account. */
export async function savedLocaleOf(db: Kysely<Database>, accountId: string): Promise<Locale | null> {
  const row = await db.selectFrom('accounts').select('locale').where('id', '=', accountId).executeTakeFirst();
  return parseLocale(row?.locale);
}

/** How long a saved language read for a request is reused (a change made here is seen at once). */
export const SAVED_LOCALE_TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;

/**
 * The saved language of signed-in requests that send no Accept-Language (API clients; the web
 * app always sends one), from memory for a few seconds: one query per account and TTL, not per
 * request. Another API process's change is seen here within the TTL.
 */
export class SavedLocaleCache {
  readonly #entries = new Map<string, { until: number; locale: Promise<Locale | null> }>();
  readonly #now: () => number;

  constructor({ now = Date.now }: { now?: () => number } = {}) {
    this.#now = now;
  }

  get(db: Kysely<Database>, accountId: string): Promise<Locale | null> {
    const now = this.#now();
    const cached = this.#entries.get(accountId);
    if (cached !== undefined && cached.until > now) return cached.locale;
    const locale = savedLocaleOf(db, accountId);
    this.#entries.delete(accountId);
    this.#entries.set(accountId, { until: now + SAVED_LOCALE_TTL_MS, locale });
    locale.catch(() => this.#entries.delete(accountId));
    if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    return locale;
  }

  /** The account chose a language here: the next request reads it. */
  forget(accountId: string): void {
    this.#entries.delete(accountId);
  }
}
