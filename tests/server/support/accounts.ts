// Sign-up and sign-in steps over the real routes, reading codes where a user would: the mail.
import { expect } from 'vitest';
import type { TestApp } from './testApp.ts';
import { json } from './testApp.ts';

export const PASSWORD = 'Secret-pass-1';

export const bearer = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` });

export function registration(email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    companyName: 'Acme Freight',
    contactName: 'Ana Ruiz',
    contactNumber: '5512345678',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    commercialReference: [],
    ...overrides,
  };
}

export interface Mail {
  readonly to_address: string;
  readonly subject: string;
  readonly body_text: string;
}

/** Every mail to the address, oldest first. */
export async function mailsTo(t: TestApp, email: string): Promise<Mail[]> {
  return t.db.selectFrom('outbox').select(['to_address', 'subject', 'body_text']).where('to_address', '=', email.toLowerCase()).orderBy('id').execute();
}

/** The code in the newest mail to the address. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const mails = await mailsTo(t, email);
  const text = mails.at(-1)?.body_text ?? '';
  const match = /code is (\d{6})\./.exec(text);
  if (!match) throw new Error(`no code mailed to ${email}: ${JSON.stringify(mails)}`);
  return match[1]!;
}

export interface Tokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

export async function signUp(t: TestApp, email: string, overrides: Record<string, unknown> = {}): Promise<Response> {
  return t.app.request('/v1/user/auth/signUp', json(registration(email, overrides)));
}

/** A new main account with its email verified (not verified by an admin); its first tokens. */
export async function signUpVerified(t: TestApp, email: string, overrides: Record<string, unknown> = {}): Promise<Tokens> {
  expect((await signUp(t, email, overrides)).status).toBe(201);
  const res = await t.app.request('/v1/user/auth/verifyOtp', json({ email, otp: await latestCode(t, email) }));
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Tokens }).data;
}

export async function logIn(t: TestApp, email: string, password = PASSWORD, headers: Record<string, string> = {}): Promise<Response> {
  return t.app.request('/v1/user/auth/logIn', json({ email, password }, 'POST', headers));
}

export async function tokenIsValid(t: TestApp, accessToken: string): Promise<0 | 1> {
  const res = await t.app.request('/v1/common/tokenVerify/user', { method: 'POST', headers: bearer(accessToken) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { isValid: 0 | 1 } }).data.isValid;
}

/** Sets the admin verification flag of the account's company, as an operator would. */
export async function setVerifiedByAdmin(t: TestApp, email: string, verified: boolean): Promise<void> {
  const account = await t.db.selectFrom('accounts').select('company_id').where('email', '=', email).executeTakeFirstOrThrow();
  await t.db.updateTable('companies').set({ verify_by_admin: verified }).where('id', '=', account.company_id).execute();
}
