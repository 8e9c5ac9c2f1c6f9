import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

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

/** A new company, email-verified and (unless told otherwise) verified by the admin through the CLI. */
export async function createCustomer(
  request: import('@playwright/test').APIRequestContext,
  { adminVerified = true, label = 'customer' }: { adminVerified?: boolean; label?: string } = {},
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(label);
  const password = 'Cargo-Test-2026';
  const form = { companyName: `${label} Freight SA`, contactName: 'Test Shipper', contactNumber: '5550001234', email, password, confirmPassword: password };
  const signUp = await request.post('/v1/user/auth/signUp', { data: form });
  if (signUp.status() !== 201) throw new Error(`signUp failed: ${signUp.status()} ${await signUp.text()}`);
  const verify = await request.post('/v1/user/auth/verifyOtp', { data: { email, otp: latestOtp(email) } });
  if (!verify.ok()) throw new Error(`verifyOtp failed: ${verify.status()}`);
  if (adminVerified) admin('verify', email);
  return { email, password };
}
