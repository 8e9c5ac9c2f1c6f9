import type { CompanyTwoFactor, RecoveryCodes, SecurityStatus, SignedInDevice, SignedInDevices, TwoFactorSetup } from '../schemas/twoFactor.ts';
import { authApi } from './authApi.ts';
import { api, type HttpClient } from './http.ts';

// The security settings' calls (issue 37): two-factor sign-in and the signed-in devices. Every
// failure is rethrown as an ApiError in the server's words; machines invoke these, views never see them.

/** Recovery codes as the server made them, with its words ("Two-factor sign-in is on. …"). */
export type RecoveryCodesMade = { readonly recoveryCodes: readonly string[]; readonly message: string };
export type CompanyRuleSaved = { readonly required: boolean; readonly message: string };

export function createSecurityApi(client: HttpClient = api, authed: <T>(call: () => Promise<T>) => Promise<T> = (call) => authApi.withSession(call)) {
  return {
    /** GET /v1/user/security: on or off, codes left, the company's rule, whether this account must enrol. */
    status: (): Promise<SecurityStatus> => authed(async () => (await client.get<SecurityStatus>('/v1/user/security')).data),

    /** POST /v1/user/twoFactor/setup: the current password again; a new secret and its otpauth URL. */
    startSetup: (password: string): Promise<TwoFactorSetup> => authed(async () => (await client.post<TwoFactorSetup>('/v1/user/twoFactor/setup', { body: { password } })).data),

    /** POST /v1/user/twoFactor/confirm: the first code the app shows; the ten recovery codes, shown once. */
    confirmSetup: (code: string): Promise<RecoveryCodesMade> =>
      authed(async () => {
        const { data, message } = await client.post<RecoveryCodes>('/v1/user/twoFactor/confirm', { body: { code } });
        return { recoveryCodes: data.recoveryCodes, message };
      }),

    /** POST /v1/user/twoFactor/recoveryCodes: a code proves the second factor; the old codes stop working. */
    renewRecoveryCodes: (code: string): Promise<RecoveryCodesMade> =>
      authed(async () => {
        const { data, message } = await client.post<RecoveryCodes>('/v1/user/twoFactor/recoveryCodes', { body: { code } });
        return { recoveryCodes: data.recoveryCodes, message };
      }),

    /** POST /v1/user/twoFactor/disable: the password and a code; the other devices are signed out. */
    disable: (body: { password: string; code: string }): Promise<string> =>
      authed(async () => (await client.post('/v1/user/twoFactor/disable', { body: { ...body } })).message),

    /** PUT /v1/user/company/twoFactor (the main user): require it of the main user and admins, or not. */
    setCompanyRule: (required: boolean): Promise<CompanyRuleSaved> =>
      authed(async () => {
        const { data, message } = await client.put<CompanyTwoFactor>('/v1/user/company/twoFactor', { body: { required } });
        return { required: data.required, message };
      }),

    /** GET /v1/user/sessions: this account's signed-in devices, the current one marked. */
    devices: (): Promise<readonly SignedInDevice[]> => authed(async () => (await client.get<SignedInDevices>('/v1/user/sessions')).data.sessions),

    /** DELETE /v1/user/sessions/{id}: signs that device out. */
    signOutDevice: (id: string): Promise<string> => authed(async () => (await client.delete(`/v1/user/sessions/${encodeURIComponent(id)}`)).message),

    /** POST /v1/user/sessions/signOutOthers: every device but this one. */
    signOutOthers: (): Promise<string> => authed(async () => (await client.post('/v1/user/sessions/signOutOthers')).message),
  };
}

export type SecurityApi = ReturnType<typeof createSecurityApi>;
export const securityApi: SecurityApi = /* @__PURE__ */ createSecurityApi();
