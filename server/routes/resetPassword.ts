import { Hono } from 'hono';
import { sql } from 'kysely';
import { ResetPasswordBody } from '../../src/schemas/createPasswordForm.ts';
import { Messages } from '../../src/schemas/messages.ts';
import type { AuthDeps } from '../auth/AuthDeps.ts';
import { hashPassword } from '../auth/passwordHash.ts';
import { sha256Hex } from '../auth/secretHash.ts';
import { fail } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';
import { validateBody } from '../http/validateBody.ts';

/** Password recovery, last step: the reset token from /v1/common/otp/verify and the new password. */
export function resetPasswordRoutes({ db, streams }: Pick<AuthDeps, 'db' | 'streams'>): Hono {
  const routes = new Hono();

  routes.post('/v1/common/resetPassword/user', validateBody(ResetPasswordBody), async (c) => {
    const { resetToken, password } = c.req.valid('json');
    const passwordHash = await hashPassword(password);
    const changedAccount = await db.transaction().execute(async (trx): Promise<string | undefined> => {
      const token = await trx
        .updateTable('password_reset_tokens')
        .set({ consumed_at: sql<Date>`now()` })
        .where('token_hash', '=', sha256Hex(resetToken))
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning('account_id')
        .executeTakeFirst();
      if (token === undefined) return undefined;
      // The code reached the mailbox, so the address is proven too (and an invitee no longer waits).
      await trx.updateTable('accounts').set({ password_hash: passwordHash, email_verified: true, invitation_pending: false }).where('id', '=', token.account_id).execute();
      // Whoever knew the old password is signed out everywhere.
      await trx
        .updateTable('sessions')
        .set({ revoked_at: sql<Date>`now()` })
        .where('account_id', '=', token.account_id)
        .where('revoked_at', 'is', null)
        .execute();
      return token.account_id;
    });
    if (changedAccount === undefined) fail(400, Messages.resetExpired);
    // Its open event streams close with its sessions.
    streams.endAccount(changedAccount);
    return ok(c, null, Messages.passwordChanged);
  });

  return routes;
}
