import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { answeredIn } from './language';

// The operator CLI, run exactly as an operator would, against the server under test (its DATA_DIR).
const root = resolve(import.meta.dirname, '../..');

export function admin(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', resolve(root, 'scripts/admin.ts'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  });
}

/**
 * The carrier side of an order (a separate product): moves it one step on, or through every step up
 * to `to`, with the operator CLI against the server under test, which pushes NEW_NOTIFICATION to the
 * signed-in browsers. NewAssignments -> Pending (carrier, operator near the port) -> InProgress
 * (crossing QR, bill of lading) -> Completed (proof of delivery). Returns what the CLI printed.
 */
export function advanceOrder(movementId: string, to?: 'Pending' | 'InProgress' | 'Completed'): string {
  return admin('advance', movementId, ...(to !== undefined ? ['--to', to] : []));
}

/** The newest 6-digit code mailed to `email` (read from the dev outbox, never from an API response). */
export function latestOtp(email: string): string {
  const out = admin('outbox', '--to', email, '--limit', '1');
  const code = /\b(\d{6})\b/.exec(out)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${email}:\n${out}`);
  return code;
}

export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

export const demo = { email: 'demo@cargoconnects.test', password: 'Demo-Cargo-2026' } as const;

/** Signs the browser context in through the real API, as the login page would (both cookies). */
export async function signInByApi(
  context: import('@playwright/test').BrowserContext,
  baseURL: string,
  credentials: { email: string; password: string } = demo,
): Promise<void> {
  const response = await context.request.post('/v1/user/auth/logIn', { data: credentials });
  if (!response.ok()) throw new Error(`logIn failed: ${response.status()} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { accessToken: string; refreshToken: string } };
  await context.addCookies([
    { name: 'token', value: data.accessToken, url: baseURL },
    { name: 'refreshToken', value: data.refreshToken, url: baseURL },
  ]);
}

/**
 * Signed-in state made once and reused: one sign-in through the API per account in this worker,
 * kept as the two cookies the login page stores, and added to each test's fresh context. A test
 * whose subject is signing in uses the form; one that ends the session (Logout) calls
 * `forgetSignedIn` after it. Renewed after 10 minutes, within the access token's 15: a test never
 * has to refresh a token (the refresh token rotates, and another test may hold the same one).
 */
const signedInStates = new Map<string, { madeAt: number; tokens: { accessToken: string; refreshToken: string } }>();
const SIGNED_IN_STATE_MS = 10 * 60_000;

export async function signInOnce(
  context: import('@playwright/test').BrowserContext,
  baseURL: string,
  credentials: { email: string; password: string } = demo,
): Promise<void> {
  let state = signedInStates.get(credentials.email);
  if (!state || Date.now() - state.madeAt > SIGNED_IN_STATE_MS) {
    const response = await context.request.post('/v1/user/auth/logIn', { data: { email: credentials.email, password: credentials.password } });
    if (!response.ok()) throw new Error(`logIn failed: ${response.status()} ${await response.text()}`);
    const { data } = (await response.json()) as { data: { accessToken: string; refreshToken: string } };
    state = { madeAt: Date.now(), tokens: data };
    signedInStates.set(credentials.email, state);
  }
  await context.addCookies([
    { name: 'token', value: state.tokens.accessToken, url: baseURL },
    { name: 'refreshToken', value: state.tokens.refreshToken, url: baseURL },
  ]);
}

/** After a test ended the session `signInOnce` made (Logout revokes it on the server). */
export function forgetSignedIn(email: string): void {
  signedInStates.delete(email);
}

/**
 * A new company, signed in: the cookies of the session its email verification opened (as the
 * verification page does), without a second sign-in.
 */
export async function createSignedInCustomer(
  context: import('@playwright/test').BrowserContext,
  baseURL: string,
  options: { adminVerified?: boolean; label?: string } = {},
): Promise<{ email: string; password: string }> {
  const { email, password, accessToken, refreshToken } = await createCustomerByApi(context.request, options);
  await context.addCookies([
    { name: 'token', value: accessToken, url: baseURL },
    { name: 'refreshToken', value: refreshToken, url: baseURL },
  ]);
  return { email, password };
}

/**
 * A new company, email-verified and (unless told otherwise) verified by the admin, through the
 * operator API: one CLI process costs ~3 s of CPU, which across every browser test was minutes of
 * CI. The CLI itself is still driven as an operator would in account.spec.ts and teamRoles.spec.ts.
 */
export async function createCustomer(
  request: import('@playwright/test').APIRequestContext,
  options: { adminVerified?: boolean; label?: string } = {},
): Promise<{ email: string; password: string }> {
  const { email, password } = await createCustomerByApi(request, options);
  return { email, password };
}

/**
 * The operator API the CLI itself calls (`/v1/admin/*`, the bearer token of DATA_DIR/admin.json):
 * the same operations without starting a process, for tests that make many companies.
 */
export async function adminApi<T>(
  request: import('@playwright/test').APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const { readFileSync } = await import('node:fs');
  const { token } = JSON.parse(readFileSync(resolve(process.env.E2E_DATA_DIR!, 'admin.json'), 'utf8')) as { token: string };
  const response = await request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`${method} ${path} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** A new company through the operator API, with the tokens its email verification answered. */
export async function createCustomerByApi(
  request: import('@playwright/test').APIRequestContext,
  { adminVerified = true, label = 'customer' }: { adminVerified?: boolean; label?: string } = {},
): Promise<{ email: string; password: string; accessToken: string; refreshToken: string }> {
  const email = uniqueEmail(label);
  const password = 'Cargo-Test-2026';
  const form = { companyName: `${label} Freight SA`, contactName: 'Test Shipper', contactNumber: '5550001234', email, password, confirmPassword: password };
  // In the test's language: the account keeps it (a Spanish test's customer reads Spanish after signing in).
  const signUp = await request.post('/v1/user/auth/signUp', { data: form, headers: answeredIn() });
  if (signUp.status() !== 201) throw new Error(`signUp failed: ${signUp.status()} ${await signUp.text()}`);
  const [mail] = await adminApi<Array<{ text: string }>>(request, 'GET', `/v1/admin/outbox?to=${encodeURIComponent(email)}&limit=1`);
  const otp = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!otp) throw new Error(`no code in the outbox for ${email}`);
  const verify = await request.post('/v1/user/auth/verifyOtp', { data: { email, otp } });
  if (!verify.ok()) throw new Error(`verifyOtp failed: ${verify.status()}`);
  if (adminVerified) await setVerifiedByApi(request, email, true);
  // The code's answer signs the account in, as on the verification page.
  const { accessToken, refreshToken } = ((await verify.json()) as { data: { accessToken: string; refreshToken: string } }).data;
  return { email, password, accessToken, refreshToken };
}

/** The admin's verification of the account's company, through the operator API. */
export async function setVerifiedByApi(request: import('@playwright/test').APIRequestContext, email: string, verified: boolean): Promise<void> {
  await adminApi(request, 'POST', '/v1/admin/accounts/verification', { email, verified });
}

/** The signed-in account of `context` keeps `locale` (the app turns to the account's language at sign-in). */
export async function saveAccountLanguage(context: import('@playwright/test').BrowserContext, locale: 'en' | 'es'): Promise<void> {
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value;
  if (!token) throw new Error('saveAccountLanguage: the context is not signed in');
  const saved = await context.request.put('/v1/user/locale', { data: { locale }, headers: { Authorization: `Bearer ${token}` } });
  if (!saved.ok()) throw new Error(`saving the language failed: ${saved.status()} ${await saved.text()}`);
}
