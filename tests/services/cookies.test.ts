// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSessionCookies,
  clearTokenCookies,
  cookieAttributes,
  getLocaleCookie,
  getRefreshToken,
  getServiceCookie,
  getToken,
  setLocaleCookie,
  setServiceCookie,
  storeTokens,
} from '../../src/services/cookies.ts';
import { ruleIt } from '../spec/ruleIt';

const clearAll = () => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
};

describe('cookies', () => {
  beforeEach(clearAll);
  afterEach(() => {
    vi.restoreAllMocks();
    clearAll();
  });

  ruleIt('[call.login-stores-tokens] storeTokens writes the token and refreshToken cookies', () => {
    expect(getToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    storeTokens({ accessToken: 'access.jwt', refreshToken: 'refresh.jwt' });
    expect(getToken()).toBe('access.jwt');
    expect(getRefreshToken()).toBe('refresh.jwt');
    expect(document.cookie).toContain('token=access.jwt');
    expect(document.cookie).toContain('refreshToken=refresh.jwt');
  });

  ruleIt('[call.login-stores-tokens] writes with path /, sameSite lax and secure off on http', () => {
    const set = vi.spyOn(Cookies, 'set');
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(set).toHaveBeenCalledWith('token', 'a', { path: '/', sameSite: 'lax', secure: false });
    expect(set).toHaveBeenCalledWith('refreshToken', 'r', { path: '/', sameSite: 'lax', secure: false });
  });

  it('marks cookies secure only on https', () => {
    expect(cookieAttributes('https:')).toEqual({ path: '/', sameSite: 'lax', secure: true });
    expect(cookieAttributes('http:')).toEqual({ path: '/', sameSite: 'lax', secure: false });
    expect(cookieAttributes(window.location.protocol).secure).toBe(window.location.protocol === 'https:');
  });

  it('treats an empty token cookie as missing', () => {
    document.cookie = 'token=; path=/';
    expect(getToken()).toBeUndefined();
  });

  it('stores and reads the service cookie', () => {
    setServiceCookie(JSON.stringify({ title: 'Northbound Service' }));
    expect(JSON.parse(getServiceCookie() ?? 'null')).toEqual({ title: 'Northbound Service' });
  });

  it('[logout] clearSessionCookies removes token, refreshToken and service, nothing else', () => {
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    setServiceCookie('svc');
    setLocaleCookie('es');
    clearSessionCookies();
    expect(getToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(getServiceCookie()).toBeUndefined();
    expect(getLocaleCookie()).toBe('es');
  });

  ruleIt('[err.token-check] clearTokenCookies removes both tokens and keeps the service cookie', () => {
    storeTokens({ accessToken: 'a', refreshToken: 'r' });
    setServiceCookie('svc');
    clearTokenCookies();
    expect(getToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(getServiceCookie()).toBe('svc');
  });

  ruleIt('[const.locale-cookie] sets i18n_redirected=en for 365 days', () => {
    const set = vi.spyOn(Cookies, 'set');
    setLocaleCookie('en');
    expect(getLocaleCookie()).toBe('en');
    expect(document.cookie).toContain('i18n_redirected=en');
    expect(set).toHaveBeenCalledWith('i18n_redirected', 'en', {
      path: '/',
      sameSite: 'lax',
      secure: false,
      expires: 365,
    });
  });

  it('reads only a language the product speaks from i18n_redirected: anything else is no choice', () => {
    setLocaleCookie('es');
    expect(getLocaleCookie()).toBe('es');
    document.cookie = 'i18n_redirected=<script>; path=/';
    expect(getLocaleCookie()).toBeNull();
    document.cookie = 'i18n_redirected=fr; path=/';
    expect(getLocaleCookie()).toBeNull();
  });
});
