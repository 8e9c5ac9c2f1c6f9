import type { AuthTokens } from '../schemas/envelope.ts';
import type { ChangePasswordForm } from '../schemas/changePasswordForm.ts';
import type { Profile, ProfileUpdateBody } from '../schemas/profile.ts';
import type { RegistrationForm } from '../schemas/registrationForm.ts';
import { uploadSizeError } from '../schemas/uploadSizeError.ts';
import { clearSessionCookies, clearTokenCookies, getRefreshToken, getToken, setServiceCookie, storeTokens } from './cookies.ts';
import { api, ApiError, isApiError, type HttpClient } from './http.ts';

// The account calls of spec §7 (Auth, Profile). Machines invoke these; views never see them.

export type TokenCheckResult = 'valid' | 'invalid' | 'missing';
export type LoginResult = { verifyByAdmin: boolean };
/** What logIn answers: signed in, or (two-factor on, this browser not trusted) the challenge of the second step. */
export type LogInOutcome = LoginResult | { twoFactorRequired: true; challenge: string };
/** POST /v1/user/auth/twoFactor: the challenge and one code, the app's (`code`) or a recovery code. */
export type SecondStepInput = { challenge: string; code?: string; recoveryCode?: string; trustDevice: boolean };
export type ProfileUpdate = ProfileUpdateBody;

const expiredListeners = new Set<() => void>();
const forbiddenListeners = new Set<() => void>();

/** Told when a signed-in call was refused with 403 (e.g. a company that requires two-factor of an account without it). */
export function onForbidden(listener: () => void): () => void {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
}


/** Told when a 401 could not be cured by a refresh: the session is over (err.token-check). */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/**
 * spec login.cookies: login data is kept in cookies, the tokens and a service cookie; the service
 * cookie holds what the sign-in answered besides the tokens (no secret).
 */
const storeLoginData = (data: AuthTokens & { verifyByAdmin: boolean }): void => {
  storeTokens(data);
  setServiceCookie(JSON.stringify({ verifyByAdmin: data.verifyByAdmin }));
};

const isUnauthorized = (error: unknown): boolean => isApiError(error) && error.status === 401;

/** Tells every listener the session is over; returns the error for the caller to rethrow. */
const expired = (error: unknown): unknown => {
  expiredListeners.forEach((listener) => listener());
  return error;
};

/** What the tabs of one browser share so that they refresh once between them; each part optional. */
export interface TabSync {
  /** Web Locks (`navigator.locks`): one tab refreshes at a time. */
  readonly locks?: { request<T>(name: string, callback: () => Promise<T>): Promise<T> } | undefined;
  /** A BroadcastChannel: the new tokens are handed to the other tabs. */
  readonly channel?: { postMessage(message: unknown): void; addEventListener(type: 'message', listener: (event: MessageEvent) => void): void } | undefined;
}

const REFRESH_LOCK = 'cargo-connects:token-refresh';
const TOKENS_CHANNEL = 'cargo-connects:tokens';

type TokensRefreshed = { type: 'tokens.refreshed'; replaces: string; tokens: AuthTokens };

const isTokensRefreshed = (data: unknown): data is TokensRefreshed => {
  if (typeof data !== 'object' || data === null) return false;
  const { type, replaces, tokens } = data as Record<string, unknown>;
  const pair = tokens as Record<string, unknown> | null | undefined;
  return type === 'tokens.refreshed' && typeof replaces === 'string' && typeof pair?.accessToken === 'string' && typeof pair.refreshToken === 'string';
};

/** The browser's Web Locks and BroadcastChannel where they exist; neither in older browsers or happy-dom. */
export function browserTabSync(): TabSync {
  const locks = globalThis.navigator?.locks;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(TOKENS_CHANNEL) : undefined;
  // Node's channel (tests) would keep the process alive; browsers have no unref.
  (channel as { unref?: () => void } | undefined)?.unref?.();
  return {
    locks: locks === undefined ? undefined : { request: (name, callback) => locks.request(name, () => callback()) },
    channel,
  };
}

export function createAuthApi(client: HttpClient = api, tabs: TabSync = {}) {
  let refreshing: Promise<boolean> | null = null;

  // Cookies are shared by the tabs already; this covers a tab whose cookie still holds the token
  // another tab just rotated out (it would otherwise present it as a replay).
  tabs.channel?.addEventListener('message', (event) => {
    if (isTokensRefreshed(event.data) && getRefreshToken() === event.data.replaces) storeTokens(event.data.tokens);
  });

  /**
   * Rotates the refresh token (call.refresh). Concurrent 401s of a tab share one refresh; tabs take
   * turns under a Web Lock, and a tab whose turn comes after another's refresh finds the new
   * tokens in the shared cookies and sends none. Without Web Locks, the server's reuse window
   * answers concurrent refreshes with one pair.
   */
  const refreshSession = (): Promise<boolean> => {
    refreshing ??= (async () => {
      const seen = getRefreshToken();
      if (!seen) return false;
      const rotate = async (): Promise<boolean> => {
        const refreshToken = getRefreshToken();
        // Another tab refreshed (or ended the session) while this one waited.
        if (refreshToken !== seen) return refreshToken !== undefined;
        try {
          const { data } = await client.post<AuthTokens>('/v1/user/auth/token', { body: { refreshToken } });
          storeTokens(data);
          tabs.channel?.postMessage({ type: 'tokens.refreshed', replaces: refreshToken, tokens: { accessToken: data.accessToken, refreshToken: data.refreshToken } } satisfies TokensRefreshed);
          return true;
        } catch (error) {
          if (isApiError(error) && error.status === 0) throw error; // offline: not a verdict on the session
          clearTokenCookies();
          return false;
        }
      };
      return tabs.locks === undefined ? rotate() : tabs.locks.request(REFRESH_LOCK, rotate);
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  /** A signed-in call: on a 401, refresh once silently and retry once; otherwise the session ended. */
  const authed = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (isApiError(error) && error.status === 403) forbiddenListeners.forEach((listener) => listener());
      if (!isUnauthorized(error)) throw error;
      if (!(await refreshSession())) throw expired(error);
      try {
        return await call();
      } catch (retryError) {
        // Rejected again with a token fresh from the refresh: no refresh can cure that either.
        throw isUnauthorized(retryError) ? expired(retryError) : retryError;
      }
    }
  };

  return {
    refreshSession,
    /** For every signed-in call of any service: one silent refresh and retry on a 401, else the session ends. */
    withSession: authed,

    /** spec guard.signed-in: a token must exist and the server must say data.isValid = 1. */
    async checkToken(): Promise<TokenCheckResult> {
      if (!getToken()) return 'missing';
      const { data } = await client.post<{ isValid: 0 | 1 }>('/v1/common/tokenVerify/user');
      return data.isValid === 1 ? 'valid' : 'invalid';
    },

    /** spec call.login-stores-tokens */
    async logIn(credentials: { email: string; password: string }): Promise<LogInOutcome> {
      const { data } = await client.post<AuthTokens & { verifyByAdmin: boolean; twoFactorRequired?: true; challenge?: string }>('/v1/user/auth/logIn', { body: credentials });
      // Two-factor on and this browser not trusted: no tokens yet, the second step gives them.
      if (data.twoFactorRequired === true) return { twoFactorRequired: true, challenge: String(data.challenge) };
      storeLoginData(data);
      return { verifyByAdmin: data.verifyByAdmin };
    },

    /** The sign-in's second step: a code for logIn's challenge; the answer signs in as logIn's does (call.login-stores-tokens). */
    async logInSecondStep(input: SecondStepInput): Promise<LoginResult> {
      const { data } = await client.post<AuthTokens & { verifyByAdmin: boolean }>('/v1/user/auth/twoFactor', { body: { ...input } });
      storeLoginData(data);
      return { verifyByAdmin: data.verifyByAdmin };
    },

    async signUp(form: RegistrationForm): Promise<{ email: string; message: string }> {
      const { data, message } = await client.post<{ email: string }>('/v1/user/auth/signUp', { body: { ...form } });
      return { email: data.email, message };
    },

    /** Email verification after sign-up; the answer signs the user in (call.login-stores-tokens). */
    async verifyEmail(input: { email: string; otp: string }): Promise<void> {
      const { data } = await client.post<AuthTokens & { verifyByAdmin: boolean }>('/v1/user/auth/verifyOtp', { body: input });
      storeLoginData(data);
    },

    async sendRecoveryOtp(input: { email: string }): Promise<string> {
      const { message } = await client.post('/v1/common/otp/sent/user', { body: input });
      return message;
    },

    async verifyRecoveryOtp(input: { email: string; otp: string }): Promise<string> {
      const { data } = await client.post<{ resetToken: string }>('/v1/common/otp/verify', { body: input });
      return data.resetToken;
    },

    async resetPassword(input: { resetToken: string; password: string; confirmPassword: string }): Promise<string> {
      const { message } = await client.post('/v1/common/resetPassword/user', { body: input });
      return message;
    },

    getProfile: (): Promise<Profile> => authed(async () => (await client.get<Profile>('/v1/user/profile')).data),

    updateProfile: (update: ProfileUpdate): Promise<{ profile: Profile; message: string }> =>
      authed(async () => {
        const { data, message } = await client.put<Profile>('/v1/user/profile', { body: { ...update } });
        return { profile: data, message };
      }),

    /** The signed-in account's new password; resolves to the server's message. */
    changePassword: (form: ChangePasswordForm): Promise<string> =>
      authed(async () => (await client.put('/v1/user/profile/password', { body: { ...form } })).message),

    /** spec val.upload-size: refused before any byte is sent; the server checks again. */
    uploadImage: (file: File): Promise<string> => {
      const tooBig = uploadSizeError(file.size);
      if (tooBig) return Promise.reject(new ApiError(400, tooBig, { file: tooBig }));
      return authed(async () => {
        const body = new FormData();
        body.append('file', file);
        return (await client.post<{ url: string }>('/v1/common/imageUpload', { body })).data.url;
      });
    },

    /** spec logout: the server forgets the session; the cookies go whatever it answers. */
    async logOut(): Promise<void> {
      try {
        if (getToken()) await client.post('/v1/user/auth/logOut');
      } catch (error) {
        console.warn('logOut call failed; signing out locally', error);
      } finally {
        clearSessionCookies();
      }
    },
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
export const authApi: AuthApi = /* @__PURE__ */ createAuthApi(api, browserTabSync());
