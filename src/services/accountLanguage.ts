import { isLocale, type Locale } from '../schemas/locales.ts';

/** What following the account's language needs (main.tsx gives the real ones). */
export interface AccountLanguageDeps {
  /** The language the page is in now. */
  readonly active: () => string;
  /** A language chosen with a switch on this device (its storage), if any. */
  readonly chosenHere: () => Locale | null;
  readonly savedLocale: () => Promise<Locale | null>;
  readonly saveLocale: (locale: Locale) => Promise<void>;
  readonly activate: (locale: Locale) => Promise<void>;
}

/**
 * Once per sign-in. A language chosen with a switch on this device, and still the page's, goes to
 * the account (the latest choice wins); otherwise the page turns to the account's language, so a
 * customer on a new device reads what their emails, push and PDFs say.
 */
export async function followAccountLanguage(deps: AccountLanguageDeps): Promise<void> {
  // The pseudo-language of the browser suite is no customer's choice: leave it be.
  if (!isLocale(deps.active())) return;
  const chosen = deps.chosenHere();
  if (chosen && chosen === deps.active()) {
    await deps.saveLocale(chosen);
    return;
  }
  const saved = await deps.savedLocale();
  if (saved && saved !== deps.active()) await deps.activate(saved);
}
