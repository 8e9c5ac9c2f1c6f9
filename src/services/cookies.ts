import Cookies from 'js-cookie';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, parseLocale, type Locale } from '../schemas/locales.ts';

// Session data lives in cookies (spec §3): token, refreshToken and the selected-service context.
export const TOKEN_COOKIE = 'token';
export const REFRESH_TOKEN_COOKIE = 'refreshToken';
export const SERVICE_COOKIE = 'service';
export { LOCALE_COOKIE };

export type CookieAttributes = { path: string; sameSite: 'lax'; secure: boolean };

/** Shared attributes; `secure` only on https, or the browser drops the cookie on plain-http dev hosts. */
export const cookieAttributes = (
  protocol: string | undefined = globalThis.location?.protocol,
): CookieAttributes => ({ path: '/', sameSite: 'lax', secure: protocol === 'https:' });

// Treat an empty cookie as missing, so a half-cleared session never sends "Bearer ".
const read = (name: string): string | undefined => Cookies.get(name) || undefined;

export const getToken = (): string | undefined => read(TOKEN_COOKIE);
export const getRefreshToken = (): string | undefined => read(REFRESH_TOKEN_COOKIE);

/** Stores login / OTP-verification tokens (call.login-stores-tokens). Session cookies: no expiry set. */
export const storeTokens = ({ accessToken, refreshToken }: { accessToken: string; refreshToken: string }): void => {
  const attributes = cookieAttributes();
  Cookies.set(TOKEN_COOKIE, accessToken, attributes);
  Cookies.set(REFRESH_TOKEN_COOKIE, refreshToken, attributes);
};

export const getServiceCookie = (): string | undefined => read(SERVICE_COOKIE);
export const setServiceCookie = (value: string): void => {
  Cookies.set(SERVICE_COOKIE, value, cookieAttributes());
};

/** A failed token check drops both tokens (err.token-check). */
export const clearTokenCookies = (): void => {
  const { path } = cookieAttributes();
  Cookies.remove(TOKEN_COOKIE, { path });
  Cookies.remove(REFRESH_TOKEN_COOKIE, { path });
};

/** Logout drops token, refresh token and the service cookie (logout). */
export const clearSessionCookies = (): void => {
  clearTokenCookies();
  Cookies.remove(SERVICE_COOKIE, { path: cookieAttributes().path });
};

/** The language chosen in this browser; anything but a known language is no choice. */
export const getLocaleCookie = (): Locale | null => parseLocale(read(LOCALE_COOKIE));
/** Keeps the language for a year (const.locale-cookie), renewed at each visit and each switch. */
export const setLocaleCookie = (locale: Locale): void => {
  Cookies.set(LOCALE_COOKIE, locale, { ...cookieAttributes(), expires: LOCALE_COOKIE_DAYS });
};
