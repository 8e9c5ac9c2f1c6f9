import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { OTP_LENGTH } from '../../src/schemas/otpForms.ts';
import type { Database, OtpPurpose } from '../db/Database.ts';
import { hmacHex, safeEqual } from './secretHash.ts';

export const OTP_TTL_MINUTES = 10;
/** Wrong guesses a code survives; after them it is dead even for the right code. */
export const MAX_OTP_ATTEMPTS = 5;

// Bound to account and purpose, so a code never works for another account or the other flow.
const codeHash = (secret: string, accountId: string, purpose: OtpPurpose, code: string): string =>
  hmacHex(secret, `${purpose}:${accountId}:${code}`);

/** A new code for the account; the codes issued before it for the same purpose stop working. */
export async function issueOtp(db: Kysely<Database>, secret: string, accountId: string, purpose: OtpPurpose): Promise<string> {
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('otps')
      .set({ consumed_at: sql<Date>`now()` })
      .where('account_id', '=', accountId)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('otps')
      .values({
        account_id: accountId,
        purpose,
        code_hash: codeHash(secret, accountId, purpose, code),
        expires_at: sql<Date>`now() + make_interval(mins => ${OTP_TTL_MINUTES}::int)`,
      })
      .execute();
  });
  return code;
}

/** Uses up the account's live code when `code` is it; every call counts as one attempt. */
export async function consumeOtp(db: Kysely<Database>, secret: string, accountId: string, purpose: OtpPurpose, code: string): Promise<boolean> {
  // Counting the attempt first (atomically) keeps parallel guesses within MAX_OTP_ATTEMPTS.
  const live = await db
    .updateTable('otps')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('account_id', '=', accountId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', MAX_OTP_ATTEMPTS)
    .returning(['id', 'code_hash'])
    .execute();
  const expected = codeHash(secret, accountId, purpose, code);
  const match = live.find((row) => safeEqual(row.code_hash, expected));
  if (match === undefined) return false;
  const consumed = await db
    .updateTable('otps')
    .set({ consumed_at: sql<Date>`now()` })
    .where('id', '=', match.id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return consumed !== undefined;
}
