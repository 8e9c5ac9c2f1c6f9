import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/Database.ts';

/**
 * Failed sign-ins slow a subject down rather than lock it out: after `freeFailures`, each failure
 * makes the subject wait `baseSeconds`, then twice that, and so on up to `maxSeconds`. Failures
 * older than `forgetSeconds` start the count over.
 */
export interface ThrottleRule {
  readonly name: string;
  readonly freeFailures: number;
  readonly baseSeconds: number;
  readonly maxSeconds: number;
  readonly forgetSeconds: number;
}

/**
 * Sign-in throttles. Keyed by address and IP together, so guesses from one place never hold back
 * the owner signing in from another (a lock-out nobody can aim). Per IP, a looser cap with short
 * delays that does not apply to an account that has signed in from that IP before, so one
 * attacker behind a shared address (an office, a proxy without TRUST_PROXY) does not refuse that
 * address's regular customers. Guessing one address from many IPs is left to scrypt's cost.
 */
export const loginThrottles = {
  pair: { name: 'login-pair', freeFailures: 4, baseSeconds: 1, maxSeconds: 15 * 60, forgetSeconds: 24 * 60 * 60 },
  ip: { name: 'login-ip', freeFailures: 30, baseSeconds: 1, maxSeconds: 5 * 60, forgetSeconds: 60 * 60 },
  /**
   * Wrong two-factor codes per account, from anywhere (they count toward the pair and IP rules
   * too): a code has no scrypt cost, so guessing one account's codes from many IPs is slowed here.
   * Only someone with the password reaches that step, so no stranger can aim it at an account.
   */
  twoFactorAccount: { name: 'two-factor-account', freeFailures: 10, baseSeconds: 1, maxSeconds: 15 * 60, forgetSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

const keyOf = (rule: ThrottleRule, subject: string): string => `${rule.name}:${subject}`;

/** Seconds of waiting the n-th failure in a row imposes. */
export const delayAfter = (rule: ThrottleRule, failures: number): number =>
  failures <= rule.freeFailures ? 0 : Math.min(rule.maxSeconds, rule.baseSeconds * 2 ** (failures - rule.freeFailures - 1));

/** Whole seconds the subject must still wait (0: it may try now). On the database clock, shared by every process. */
export async function waitSeconds(db: Kysely<Database>, rule: ThrottleRule, subject: string): Promise<number> {
  const row = await db
    .selectFrom('login_throttles')
    .select(sql<number>`ceil(extract(epoch from blocked_until - now()))::int`.as('wait'))
    .where('key', '=', keyOf(rule, subject))
    .where('blocked_until', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Math.max(0, row?.wait ?? 0);
}

/** Counts one failure and sets the subject's next allowed attempt. */
export async function recordFailure(db: Kysely<Database>, rule: ThrottleRule, subject: string): Promise<void> {
  const key = keyOf(rule, subject);
  const forgotten = sql<boolean>`login_throttles.last_failure_at < now() - make_interval(secs => ${rule.forgetSeconds})`;
  const { failures } = await db
    .insertInto('login_throttles')
    .values({ key, failures: 1, blocked_until: sql<Date>`now()`, last_failure_at: sql<Date>`now()` })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when ${forgotten} then 1 else login_throttles.failures + 1 end`,
        last_failure_at: sql<Date>`now()`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('login_throttles')
    .set({ blocked_until: sql<Date>`now() + make_interval(secs => ${delayAfter(rule, failures)})` })
    .where('key', '=', key)
    .execute();
}

/** Forgets a subject's failures (a successful sign-in of that address from that IP). */
export async function clearFailures(db: Kysely<Database>, rule: ThrottleRule, subject: string): Promise<void> {
  await db.deleteFrom('login_throttles').where('key', '=', keyOf(rule, subject)).execute();
}

/** Whether the account has signed in from this IP in the last 30 days (its sessions remember where). */
export async function hasSignedInFrom(db: Kysely<Database>, email: string, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select('sessions.id')
    .where('accounts.email', '=', email)
    .where('sessions.ip', '=', ip)
    .where('sessions.created_at', '>', sql<Date>`now() - interval '30 days'`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
