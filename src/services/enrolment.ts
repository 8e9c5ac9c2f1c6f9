import { authApi } from './authApi.ts';
import { getToken } from './cookies.ts';
import { api } from './http.ts';

// The company's two-factor rule, for the session machine only: apart from authApi so
// that the sign-in page's first load does not carry it.

/**
 * Whether the access token says its account had to set up two-factor when it was issued (claim
 * `enr`, server/auth/accessToken.ts). Only such tokens meet the enrolment 403, so only they need
 * GET /v1/user/security to know whether it still holds. Not a verification: a hint, read unsigned.
 */
export function tokenSaysMustEnrol(token: string | undefined = getToken()): boolean {
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { enr?: unknown }).enr === 1;
  } catch {
    return false;
  }
}

/** GET /v1/user/security: whether the company's rule still holds this account back (`mustEnrol`). */
export const mustEnrolNow = (): Promise<boolean> => authApi.withSession(async () => (await api.get<{ mustEnrol: boolean }>('/v1/user/security')).data.mustEnrol === true);
