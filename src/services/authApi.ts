import type { AuthTokens } from '../schemas/envelope.ts';
import type { Profile, ProfileUpdateBody } from '../schemas/profile.ts';
import type { RegistrationForm } from '../schemas/registrationForm.ts';
import { uploadSizeError } from '../schemas/uploadSizeError.ts';
import { clearSessionCookies, clearTokenCookies, getRefreshToken, getToken, storeTokens } from './cookies.ts';
import { api, ApiError, isApiError, type HttpClient } from './http.ts';

// The account calls of spec §7 (Auth, Profile). Machines invoke these; views never see them.

export type TokenCheckResult = 'valid' | 'invalid' | 'missing';
export type LoginResult = { verifyByAdmin: boolean };
export type ProfileUpdate = ProfileUpdateBody;

const expiredListeners = new Set<() => void>();

/** Told when a 401 could not be cured by a refresh: the session is over (err.token-check). */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

const isUnauthorized = (error: unknown): boolean => isApiError(error) && error.status === 401;

/** Tells every listener the session is over; returns the error for the caller to rethrow. */
const expired = (error: unknown): unknown => {
  expiredListeners.forEach((listener) => listener());
  return error;
};

export function createAuthApi(client: HttpClient = api) {
  let refreshing: Promise<boolean> | null = null;

  /** Rotates the refresh token (call.refresh); concurrent 401s share one refresh. */
  const refreshSession = (): Promise<boolean> => {
    refreshing ??= (async () => {
      const refreshToken = getRefreshToken();
      if (!refreshToken) return false;
      try {
        const { data } = await client.post<AuthTokens>('/v1/user/auth/token', { body: { refreshToken } });
        storeTokens(data);
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 0) throw error; // offline: not a verdict on the session
        clearTokenCookies();
        return false;
      }
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
    async logIn(credentials: { email: string; password: string }): Promise<LoginResult> {
      const { data } = await client.post<AuthTokens & { verifyByAdmin: boolean }>('/v1/user/auth/logIn', { body: credentials });
      storeTokens(data);
      return { verifyByAdmin: data.verifyByAdmin };
    },

    async signUp(form: RegistrationForm): Promise<{ email: string; message: string }> {
      const { data, message } = await client.post<{ email: string }>('/v1/user/auth/signUp', { body: { ...form } });
      return { email: data.email, message };
    },

    /** Email verification after sign-up; the answer signs the user in (call.login-stores-tokens). */
    async verifyEmail(input: { email: string; otp: string }): Promise<void> {
      const { data } = await client.post<AuthTokens>('/v1/user/auth/verifyOtp', { body: input });
      storeTokens(data);
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
export const authApi: AuthApi = /* @__PURE__ */ createAuthApi();
