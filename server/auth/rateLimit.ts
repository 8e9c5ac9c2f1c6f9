import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/Database.ts';

/** At most `limit` events per fixed window of `windowSeconds`, per subject (an email, an IP). */
export interface RateRule {
  readonly name: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

export const rateRules = {
  // Failed sign-ins: loginThrottle.ts (growing delays, not a window).
  /** One-time codes mailed per email (sign-up, sign-in of an unverified account, password recovery). */
  otpSend: { name: 'otp-send', limit: 3, windowSeconds: 10 * 60 },
  /** Sign-ups per client IP (the limit is config.signUpsPerIpPerHour). */
  signUpIp: { name: 'signup-ip', limit: 20, windowSeconds: 60 * 60 },
  /** Instant quotes given per client IP (the limit is config.quotesPerIpPerHour). */
  quoteIp: { name: 'quote-ip', limit: 30, windowSeconds: 60 * 60 },
  /** Messages stored from the public contact form per client IP. */
  contactIp: { name: 'contact-ip', limit: 5, windowSeconds: 60 * 60 },
  /** Wrong current passwords per account when changing the password (a stolen session guessing it). */
  currentPassword: { name: 'current-password', limit: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

const keyOf = (rule: RateRule, subject: string): string => `${rule.name}:${subject}`;

// The window on the database clock, so every API process agrees on it.
const windowStart = (rule: RateRule) =>
  sql<Date>`to_timestamp(floor(extract(epoch from now()) / ${rule.windowSeconds}::int) * ${rule.windowSeconds}::int)`;

/** Events counted in the current window. */
export async function countInWindow(db: Kysely<Database>, rule: RateRule, subject: string): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', keyOf(rule, subject))
    .where('window_start', '=', windowStart(rule))
    .executeTakeFirst();
  return row?.count ?? 0;
}

export async function isLimited(db: Kysely<Database>, rule: RateRule, subject: string): Promise<boolean> {
  return (await countInWindow(db, rule, subject)) >= rule.limit;
}

/** Counts one event (atomically, across processes); returns the window's new count. */
export async function recordEvent(db: Kysely<Database>, rule: RateRule, subject: string): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key: keyOf(rule, subject), window_start: windowStart(rule), count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql<number>`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Takes one event if the window has room: false (and nothing counted beyond the limit) otherwise. */
export async function tryTake(db: Kysely<Database>, rule: RateRule, subject: string): Promise<boolean> {
  return (await recordEvent(db, rule, subject)) <= rule.limit;
}

/** Forgets a subject's count (a successful sign-in clears its failures). */
export async function clearEvents(db: Kysely<Database>, rule: RateRule, subject: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', keyOf(rule, subject)).execute();
}
