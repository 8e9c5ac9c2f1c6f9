import { Hono } from 'hono';
import { sql } from 'kysely';
import { Messages } from '../../src/schemas/messages.ts';
import {
  CompanyTwoFactorBody,
  RecoveryCodesBody,
  TwoFactorConfirmBody,
  TwoFactorDisableBody,
  TwoFactorSetupBody,
  type CompanyTwoFactor,
  type RecoveryCodes,
  type SecurityStatus,
  type TwoFactorSetup,
} from '../../src/schemas/twoFactor.ts';
import type { AuthDeps } from '../auth/AuthDeps.ts';
import { verifyPassword } from '../auth/passwordHash.ts';
import { isLimited, rateRules, recordEvent } from '../auth/rateLimit.ts';
import { requireAuth, sessionExpired, type AuthEnv } from '../auth/requireAuth.ts';
import { accessLevel } from '../auth/requireCapability.ts';
import { mayChangeTwoFactorRule } from '../../src/schemas/companyTwoFactorRule.ts';
import { revokeOtherSessions } from '../auth/sessions.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { acceptSecondFactor, isRequiredOf, newTotpSecret, openSecret, replaceRecoveryCodes, sealSecret, totpStep, type SecondFactorCheck } from '../auth/twoFactor.ts';
import { fail } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';
import { validateBody } from '../http/validateBody.ts';
import { tellOwner } from '../mail/securityEmail.ts';

/** The message of a refused code, on the field it came in. */
export function refuseCode(check: Exclude<SecondFactorCheck, { ok: true }>, field: string): never {
  const message =
    check.reason === 'replayed' ? Messages.twoFactorCodeUsed : check.reason === 'used' ? Messages.recoveryCodeUsed : check.recovery ? Messages.recoveryCodeWrong : Messages.twoFactorCodeWrong;
  fail(400, message, { [field]: message });
}

/**
 * The signed-in account's two-factor sign-in (TOTP, RFC 6238) and its company's rule:
 * GET /v1/user/security, POST /v1/user/twoFactor/{setup,confirm,disable,recoveryCodes},
 * PUT /v1/user/company/twoFactor. Turning it on or off and new recovery codes ask for the password
 * or a code again: a session left open is not enough.
 */
export function twoFactorRoutes(deps: AuthDeps): Hono<AuthEnv> {
  const { db, jwtSecret } = deps;
  const routes = new Hono<AuthEnv>();
  // The calls an account the company requires two-factor of may make before it has set it up.
  const enrolling = requireAuth(deps, { beforeTwoFactor: true });
  const signedIn = requireAuth(deps);

  const accountOf = async (accountId: string) => {
    const row = await db
      .selectFrom('accounts')
      .innerJoin('companies', 'companies.id', 'accounts.company_id')
      .select([
        'accounts.email',
        'accounts.contact_name',
        'accounts.locale',
        'accounts.password_hash',
        'accounts.role',
        'accounts.team_role',
        'accounts.two_factor_enabled_at',
        'accounts.two_factor_pending_secret',
        'companies.require_two_factor',
      ])
      .where('accounts.id', '=', accountId)
      .executeTakeFirst();
    // The account was deleted after the token was issued (a removed sub-user).
    if (row === undefined) throw sessionExpired();
    return row;
  };

  // Wrong passwords count as the change-password call's do: a stolen session cannot guess on.
  const checkPassword = async (accountId: string, password: string, hash: string): Promise<void> => {
    if (await isLimited(db, rateRules.currentPassword, accountId)) fail(429, Messages.tooManyAttempts);
    if (!(await verifyPassword(password, hash))) {
      await recordEvent(db, rateRules.currentPassword, accountId);
      fail(400, Messages.currentPasswordWrong, { password: Messages.currentPasswordWrong });
    }
  };

  routes.get('/v1/user/security', enrolling, async (c) => {
    const { accountId } = c.var.auth;
    const account = await accountOf(accountId);
    const counts = await db
      .selectNoFrom((eb) => [
        eb.selectFrom('recovery_codes').select(sql<number>`count(*)::int`.as('n')).where('account_id', '=', accountId).where('used_at', 'is', null).as('codes'),
        eb
          .selectFrom('trusted_devices')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('account_id', '=', accountId)
          .where('expires_at', '>', sql<Date>`now()`)
          .as('devices'),
      ])
      .executeTakeFirstOrThrow();
    const enabled = account.two_factor_enabled_at !== null;
    const data: SecurityStatus = {
      twoFactorEnabled: enabled,
      recoveryCodesLeft: enabled ? (counts.codes ?? 0) : 0,
      companyRequiresTwoFactor: account.require_two_factor,
      mustEnrol: isRequiredOf(account) && !enabled,
      trustedDevices: counts.devices ?? 0,
    };
    c.header('Cache-Control', 'no-store');
    return ok(c, data, Messages.securityFetched);
  });

  routes.post('/v1/user/twoFactor/setup', enrolling, validateBody(TwoFactorSetupBody), async (c) => {
    const { accountId } = c.var.auth;
    const account = await accountOf(accountId);
    if (account.two_factor_enabled_at !== null) fail(409, Messages.twoFactorAlreadyOn);
    await checkPassword(accountId, c.req.valid('json').password, account.password_hash);
    // A new setup replaces one not confirmed: only the QR code shown last works.
    const data: TwoFactorSetup = newTotpSecret(account.email);
    await db.updateTable('accounts').set({ two_factor_pending_secret: sealSecret(jwtSecret, data.secret) }).where('id', '=', accountId).execute();
    c.header('Cache-Control', 'no-store');
    return ok(c, data, Messages.twoFactorSetupStarted);
  });

  routes.post('/v1/user/twoFactor/confirm', enrolling, validateBody(TwoFactorConfirmBody), async (c) => {
    const { accountId, companyId } = c.var.auth;
    const account = await accountOf(accountId);
    if (account.two_factor_enabled_at !== null) fail(409, Messages.twoFactorAlreadyOn);
    const pending = account.two_factor_pending_secret === null ? undefined : openSecret(jwtSecret, account.two_factor_pending_secret);
    if (pending === undefined) fail(409, Messages.twoFactorSetupMissing);
    const { code } = c.req.valid('json');
    const step = totpStep(pending, code);
    if (step === undefined) fail(400, Messages.twoFactorCodeWrong, { code: Messages.twoFactorCodeWrong });
    const recoveryCodes = await db.transaction().execute(async (trx) => {
      const turnedOn = await trx
        .updateTable('accounts')
        .set({ two_factor_secret: sealSecret(jwtSecret, pending), two_factor_pending_secret: null, two_factor_enabled_at: sql<Date>`now()`, two_factor_last_step: step })
        .where('id', '=', accountId)
        .where('two_factor_enabled_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (turnedOn === undefined) fail(409, Messages.twoFactorAlreadyOn);
      await recordActivity(trx, { companyId, actorId: accountId, kind: 'twoFactor.enabled', subject: account.email });
      return replaceRecoveryCodes(trx, jwtSecret, accountId);
    });
    const data: RecoveryCodes = { recoveryCodes };
    c.header('Cache-Control', 'no-store');
    return ok(c, data, Messages.twoFactorEnabled);
  });

  routes.post('/v1/user/twoFactor/recoveryCodes', signedIn, validateBody(RecoveryCodesBody), async (c) => {
    const { accountId } = c.var.auth;
    const account = await accountOf(accountId);
    if (account.two_factor_enabled_at === null) fail(409, Messages.twoFactorNotOn);
    await secondFactor(accountId, c.req.valid('json').code);
    const recoveryCodes = await db.transaction().execute((trx) => replaceRecoveryCodes(trx, jwtSecret, accountId));
    const data: RecoveryCodes = { recoveryCodes };
    c.header('Cache-Control', 'no-store');
    return ok(c, data, Messages.recoveryCodesRenewed);
  });

  routes.post('/v1/user/twoFactor/disable', signedIn, validateBody(TwoFactorDisableBody), async (c) => {
    const { auth } = c.var;
    const account = await accountOf(auth.accountId);
    if (account.two_factor_enabled_at === null) fail(409, Messages.twoFactorNotOn);
    if (isRequiredOf(account)) fail(403, Messages.twoFactorRequiredForRole);
    const body = c.req.valid('json');
    await checkPassword(auth.accountId, body.password, account.password_hash);
    await secondFactor(auth.accountId, body.code);
    const ended = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('accounts')
        .set({ two_factor_secret: null, two_factor_pending_secret: null, two_factor_enabled_at: null, two_factor_last_step: null })
        .where('id', '=', auth.accountId)
        .execute();
      await trx.deleteFrom('recovery_codes').where('account_id', '=', auth.accountId).execute();
      await trx.deleteFrom('trusted_devices').where('account_id', '=', auth.accountId).execute();
      const others = await revokeOtherSessions(trx, auth.accountId, auth.sessionId);
      await recordActivity(trx, { companyId: auth.companyId, actorId: auth.accountId, kind: 'twoFactor.disabled', subject: account.email, details: { count: others.length } });
      return others;
    });
    for (const familyId of ended) deps.streams.endSession(familyId);
    await tellOwner(deps, { email: account.email, contactName: account.contact_name, locale: account.locale }, 'twoFactorDisabled');
    return ok(c, null, Messages.twoFactorDisabled);
  });

  routes.put('/v1/user/company/twoFactor', signedIn, validateBody(CompanyTwoFactorBody), async (c) => {
    const { auth } = c.var;
    const { required } = c.req.valid('json');
    // The main user either way; an Admin only on (teamRoles.ts).
    const level = await accessLevel(db, auth);
    if (level === undefined || !mayChangeTwoFactorRule(level, true)) fail(403, Messages.companyTwoFactorRoleRefused);
    if (!mayChangeTwoFactorRule(level, required)) fail(403, Messages.companyTwoFactorOffMainUserOnly);
    if (required) {
      const account = await accountOf(auth.accountId);
      if (account.two_factor_enabled_at === null) fail(409, Messages.companyTwoFactorOwnerFirst);
    }
    await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('companies').select('require_two_factor').where('id', '=', auth.companyId).executeTakeFirstOrThrow();
      await trx.updateTable('companies').set({ require_two_factor: required }).where('id', '=', auth.companyId).execute();
      // Only a change is an event: saving the same rule again records nothing.
      if (before.require_two_factor !== required) {
        await recordActivity(trx, { companyId: auth.companyId, actorId: auth.accountId, kind: 'company.twoFactorRequirement', details: { from: before.require_two_factor ? 'on' : 'off', to: required ? 'on' : 'off' } });
      }
    });
    const data: CompanyTwoFactor = { required };
    return ok(c, data, Messages.companyTwoFactorSaved);
  });

  // Wrong codes of a signed-in session count with its wrong passwords: it cannot guess on.
  async function secondFactor(accountId: string, code: string): Promise<void> {
    if (await isLimited(db, rateRules.currentPassword, accountId)) fail(429, Messages.tooManyAttempts);
    const check = await acceptSecondFactor(db, jwtSecret, accountId, code);
    if (!check.ok) {
      await recordEvent(db, rateRules.currentPassword, accountId);
      refuseCode(check, 'code');
    }
  }

  return routes;
}
