import { createCipheriv, createDecipheriv, createHash, randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { generateSecret, generateURI, verifySync } from 'otplib';
import {
  CHALLENGE_MAX_ATTEMPTS,
  CHALLENGE_MINUTES,
  RECOVERY_CODE_COUNT,
  TOTP_CODE_PATTERN,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TRUSTED_DEVICE_DAYS,
} from '../../src/schemas/twoFactor.ts';
import type { Database } from '../db/Database.ts';
import { hmacHex, newOpaqueToken, sha256Hex } from './secretHash.ts';

/** The issuer authenticator apps show beside the account's email. */
export const TOTP_ISSUER = 'Cargo Connects';

// ---- The secret at rest -------------------------------------------------------------------------

// AES-256-GCM under a key derived from the server secret: a copy of the database alone gives no
// account's codes away. Stored as base64url(iv ‖ tag ‖ ciphertext).
const secretKey = (serverSecret: string): Buffer => createHash('sha256').update(`cargo-connects totp secret\0${serverSecret}`).digest();

export function sealSecret(serverSecret: string, secret: string): string {
  const iv = Buffer.from(newOpaqueToken(), 'base64url').subarray(0, 12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The secret, or undefined when it was sealed under another server secret (or altered). */
export function openSecret(serverSecret: string, sealed: string): string | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', secretKey(serverSecret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

// ---- TOTP (RFC 6238 through otplib) -------------------------------------------------------------

/** A new base32 secret (160 bits, RFC 4226's recommended length) and the URL its QR code carries. */
export function newTotpSecret(label: string): { secret: string; otpauthUrl: string } {
  const secret = generateSecret();
  return { secret, otpauthUrl: generateURI({ issuer: TOTP_ISSUER, label, secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, algorithm: 'sha1' }) };
}

/** The time step a code belongs to when it is one of `secret`'s within ±1 step of `nowMs`; undefined otherwise. */
export function totpStep(secret: string, code: string, nowMs = Date.now()): number | undefined {
  if (!TOTP_CODE_PATTERN.test(code)) return undefined;
  try {
    const result = verifySync({
      secret,
      token: code,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: TOTP_PERIOD_SECONDS,
      period: TOTP_PERIOD_SECONDS,
      digits: TOTP_DIGITS,
      algorithm: 'sha1',
    });
    // otplib's answer for either strategy; a TOTP one carries its step.
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}

export type TotpCheck = { ok: true } | { ok: false; reason: 'wrong' | 'replayed' };

/**
 * Checks an enabled account's code and, when right, records its step as the last one accepted,
 * atomically: a code of that step or an earlier one (a replay, two requests racing) is refused.
 */
export async function acceptTotp(db: Kysely<Database>, serverSecret: string, accountId: string, code: string, nowMs = Date.now()): Promise<TotpCheck> {
  const row = await db.selectFrom('accounts').select(['two_factor_secret', 'two_factor_last_step']).where('id', '=', accountId).executeTakeFirst();
  const secret = row?.two_factor_secret == null ? undefined : openSecret(serverSecret, row.two_factor_secret);
  if (secret === undefined) return { ok: false, reason: 'wrong' };
  const step = totpStep(secret, code, nowMs);
  if (step === undefined) return { ok: false, reason: 'wrong' };
  const claimed = await db
    .updateTable('accounts')
    .set({ two_factor_last_step: step })
    .where('id', '=', accountId)
    .where((eb) => eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined ? { ok: true } : { ok: false, reason: 'replayed' };
}

// ---- Recovery codes -----------------------------------------------------------------------------

// No 0/o, 1/l/i: read off paper and typed without doubt.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const newRecoveryCode = (): string => {
  const chars = Array.from({ length: 8 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]!);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
};

/** As typed (any case, with or without the dash, spaces around) → as made. */
export const normalRecoveryCode = (typed: string): string => {
  const plain = typed.trim().toLowerCase().replace('-', '');
  return `${plain.slice(0, 4)}-${plain.slice(4)}`;
};

// Keyed, bound to the account: 40 bits per code is little against a plain hash.
const recoveryHash = (serverSecret: string, accountId: string, code: string): string => hmacHex(serverSecret, `recovery:${accountId}:${normalRecoveryCode(code)}`);

/** Ten new codes for the account; the ones before stop working. Run inside the caller's transaction. */
export async function replaceRecoveryCodes(db: Kysely<Database>, serverSecret: string, accountId: string): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  await db.deleteFrom('recovery_codes').where('account_id', '=', accountId).execute();
  await db
    .insertInto('recovery_codes')
    .values([...codes].map((code) => ({ account_id: accountId, code_hash: recoveryHash(serverSecret, accountId, code) })))
    .execute();
  return [...codes];
}

export type RecoveryCheck = { ok: true } | { ok: false; reason: 'wrong' | 'used' };

/** Uses up one of the account's recovery codes (atomically: two requests with one code, one wins). */
export async function useRecoveryCode(db: Kysely<Database>, serverSecret: string, accountId: string, code: string): Promise<RecoveryCheck> {
  const hash = recoveryHash(serverSecret, accountId, code);
  const used = await db
    .updateTable('recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (used !== undefined) return { ok: true };
  const known = await db.selectFrom('recovery_codes').select('id').where('account_id', '=', accountId).where('code_hash', '=', hash).executeTakeFirst();
  return { ok: false, reason: known === undefined ? 'wrong' : 'used' };
}

export type SecondFactorCheck = { ok: true } | { ok: false; reason: 'wrong' | 'replayed' | 'used'; recovery: boolean };

/** A code from the app (6 digits) or a recovery code, whichever it looks like. */
export async function acceptSecondFactor(db: Kysely<Database>, serverSecret: string, accountId: string, code: string): Promise<SecondFactorCheck> {
  const recovery = !TOTP_CODE_PATTERN.test(code.trim());
  const result = recovery ? await useRecoveryCode(db, serverSecret, accountId, code) : await acceptTotp(db, serverSecret, accountId, code.trim());
  return result.ok ? result : { ...result, recovery };
}

// ---- Who must enrol -----------------------------------------------------------------------------

/**
 * Whether the account's company requires two-factor of it (its main user, or an Admin) and it is
 * not on: such an account signs in, but only the setup calls answer it (requireAuth).
 */
export async function mustEnrolTwoFactor(db: Kysely<Database>, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .innerJoin('companies', 'companies.id', 'accounts.company_id')
    .select(['companies.require_two_factor', 'accounts.role', 'accounts.team_role', 'accounts.two_factor_enabled_at'])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined && isRequiredOf(row) && row.two_factor_enabled_at === null;
}

/** The company's rule applies to this account: it requires two-factor, and the account is its main user or an Admin. */
export const isRequiredOf = (row: { readonly require_two_factor: boolean; readonly role: 'main' | 'sub'; readonly team_role: string | null }): boolean =>
  row.require_two_factor && (row.role === 'main' || row.team_role === 'admin');

// ---- The sign-in's second step ------------------------------------------------------------------

/** A new challenge for the account (the password was right); its token goes to the client once. */
export async function issueChallenge(db: Kysely<Database>, accountId: string): Promise<string> {
  const token = newOpaqueToken();
  await db
    .insertInto('two_factor_challenges')
    .values({ account_id: accountId, token_hash: sha256Hex(token), expires_at: sql<Date>`now() + make_interval(mins => ${CHALLENGE_MINUTES}::int)` })
    .execute();
  return token;
}

export type ChallengeTake =
  | { readonly kind: 'taken'; readonly id: string; readonly accountId: string }
  | { readonly kind: 'expired' }
  | { readonly kind: 'exhausted' };

/**
 * Counts one code against a live challenge (atomically, so parallel guesses stay within
 * CHALLENGE_MAX_ATTEMPTS). Unknown, expired or used: 'expired'; out of attempts: 'exhausted'.
 */
export async function takeChallengeAttempt(db: Kysely<Database>, token: string): Promise<ChallengeTake> {
  const hash = sha256Hex(token);
  const taken = await db
    .updateTable('two_factor_challenges')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', CHALLENGE_MAX_ATTEMPTS)
    .returning(['id', 'account_id'])
    .executeTakeFirst();
  if (taken !== undefined) return { kind: 'taken', id: taken.id, accountId: taken.account_id };
  const row = await db
    .selectFrom('two_factor_challenges')
    .select(['attempts'])
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined && row.attempts >= CHALLENGE_MAX_ATTEMPTS ? { kind: 'exhausted' } : { kind: 'expired' };
}

/** Marks the challenge used; false when another request used it first. */
export async function useChallenge(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.updateTable('two_factor_challenges').set({ used_at: sql<Date>`now()` }).where('id', '=', id).where('used_at', 'is', null).returning('id').executeTakeFirst();
  return row !== undefined;
}

// ---- Trusted devices ----------------------------------------------------------------------------

/** The httpOnly cookie that carries a trusted device's token (only to the sign-in calls). */
export const TRUSTED_DEVICE_COOKIE = 'trustedDevice';
export const TRUSTED_DEVICE_COOKIE_PATH = '/v1/user/auth';

export async function trustDevice(db: Kysely<Database>, accountId: string, userAgent: string | undefined): Promise<string> {
  const token = newOpaqueToken();
  await db
    .insertInto('trusted_devices')
    .values({
      account_id: accountId,
      token_hash: sha256Hex(token),
      user_agent: userAgent === undefined ? null : userAgent.slice(0, 512),
      expires_at: sql<Date>`now() + make_interval(days => ${TRUSTED_DEVICE_DAYS}::int)`,
    })
    .execute();
  return token;
}

/** Whether the token is a live trusted device of this account. */
export async function isTrustedDevice(db: Kysely<Database>, accountId: string, token: string | undefined): Promise<boolean> {
  if (token === undefined || token.length > 100) return false;
  const row = await db
    .selectFrom('trusted_devices')
    .select('id')
    .where('token_hash', '=', sha256Hex(token))
    .where('account_id', '=', accountId)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}
