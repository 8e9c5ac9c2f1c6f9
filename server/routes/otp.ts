import { Hono } from 'hono';
import { sql } from 'kysely';
import { Messages } from '../../src/schemas/messages.ts';
import { OtpRequestForm, OtpVerifyForm } from '../../src/schemas/otpForms.ts';
import { accountByEmail } from '../auth/accountByEmail.ts';
import type { AuthDeps } from '../auth/AuthDeps.ts';
import { consumeOtp } from '../auth/otps.ts';
import { newOpaqueToken, sha256Hex } from '../auth/secretHash.ts';
import { sendOtp } from '../auth/sendOtp.ts';
import { fail } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';
import { validateBody } from '../http/validateBody.ts';

export const RESET_TOKEN_TTL_MINUTES = 15;

/** Password recovery, steps 1 and 2: mail a code, trade the code for a single-use reset token. */
export function otpRoutes(deps: AuthDeps): Hono {
  const { db, jwtSecret } = deps;
  const routes = new Hono();

  // Same answer whether or not the address has an account (no enumeration); mail only when it has.
  routes.post('/v1/common/otp/sent/user', validateBody(OtpRequestForm), async (c) => {
    const email = c.req.valid('json').email.toLowerCase();
    const account = await accountByEmail(db, email);
    if (account !== undefined) await sendOtp(deps, account, 'password_reset');
    return ok(c, { email }, Messages.otpSent);
  });

  routes.post('/v1/common/otp/verify', validateBody(OtpVerifyForm), async (c) => {
    const { email, otp } = c.req.valid('json');
    const account = await accountByEmail(db, email);
    if (account === undefined || !(await consumeOtp(db, jwtSecret, account.id, 'password_reset', otp))) {
      fail(400, Messages.invalidOtp, { otp: Messages.invalidOtp });
    }
    const resetToken = newOpaqueToken();
    await db.transaction().execute(async (trx) => {
      // Only the newest reset token works.
      await trx
        .updateTable('password_reset_tokens')
        .set({ consumed_at: sql<Date>`now()` })
        .where('account_id', '=', account.id)
        .where('consumed_at', 'is', null)
        .execute();
      await trx
        .insertInto('password_reset_tokens')
        .values({
          account_id: account.id,
          token_hash: sha256Hex(resetToken),
          expires_at: sql<Date>`now() + make_interval(mins => ${RESET_TOKEN_TTL_MINUTES}::int)`,
        })
        .execute();
    });
    return ok(c, { resetToken }, Messages.otpVerified);
  });

  return routes;
}
