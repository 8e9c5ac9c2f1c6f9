import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { LoginForm } from '../../src/schemas/loginForm.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { OtpVerifyForm } from '../../src/schemas/otpForms.ts';
import { RegistrationForm } from '../../src/schemas/registrationForm.ts';
import { CHALLENGE_MAX_ATTEMPTS, TRUSTED_DEVICE_DAYS, TwoFactorSignInBody, type TwoFactorChallenge } from '../../src/schemas/twoFactor.ts';
import { accountByEmail, isUniqueViolation } from '../auth/accountByEmail.ts';
import type { AuthDeps } from '../auth/AuthDeps.ts';
import { clientIp } from '../auth/clientIp.ts';
import { consumeOtp } from '../auth/otps.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwordHash.ts';
import { clearFailures, hasSignedInFrom, loginThrottles, recordFailure, waitSeconds } from '../auth/loginThrottle.ts';
import { rateRules, tryTake } from '../auth/rateLimit.ts';
import { RefreshTokenBody } from '../auth/refreshTokenBody.ts';
import { requireAuth, sessionExpired, type AuthEnv } from '../auth/requireAuth.ts';
import { sendOtp } from '../auth/sendOtp.ts';
import { revokeSession, rotateSession, startSession, type ClientInfo, type SessionAccount } from '../auth/sessions.ts';
import {
  acceptSecondFactor,
  isTrustedDevice,
  issueChallenge,
  TRUSTED_DEVICE_COOKIE,
  TRUSTED_DEVICE_COOKIE_PATH,
  trustDevice,
  useChallenge,
  takeChallengeAttempt,
} from '../auth/twoFactor.ts';
import { sha256Hex } from '../auth/secretHash.ts';
import { refuseCode } from './twoFactor.ts';
import { fail, HttpError } from '../http/HttpError.ts';
import { localeOf, messageFor } from '../i18n/requestLocale.ts';
import { ok } from '../http/ok.ts';
import { sql } from 'kysely';
import { validateBody } from '../http/validateBody.ts';

/** Why a correct password still does not sign in; the client routes to /verification on it. */
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

/**
 * Sign-up, email verification, sign-in, token refresh and sign-out (spec §7 Auth).
 * Codes travel only by email; no response ever carries one.
 */
export function authRoutes(deps: AuthDeps): Hono<AuthEnv> {
  const { db, jwtSecret } = deps;
  const routes = new Hono<AuthEnv>();
  const client = (c: Context): ClientInfo => ({ userAgent: c.req.header('User-Agent'), ip: clientIp(c, deps.trustProxy) });

  /**
   * The password (or the emailed code) was right. With two-factor on and no trusted-device cookie
   * of this account: `{ twoFactorRequired: true, challenge }` and no tokens, the second step
   * (POST /v1/user/auth/twoFactor) gives them. Otherwise a new session.
   */
  const signIn = async (
    c: Context,
    account: SessionAccount & { readonly two_factor_enabled_at: Date | null; readonly verify_by_admin: boolean },
    message: string,
    signedIn: () => Promise<void> = async () => undefined,
  ): Promise<Response> => {
    if (account.two_factor_enabled_at !== null && !(await isTrustedDevice(db, account.id, getCookie(c, TRUSTED_DEVICE_COOKIE)))) {
      const data: TwoFactorChallenge = { twoFactorRequired: true, challenge: await issueChallenge(db, account.id) };
      c.header('Cache-Control', 'no-store');
      return ok(c, data, Messages.twoFactorRequired);
    }
    await signedIn();
    const tokens = await startSession(db, jwtSecret, account, client(c));
    return ok(c, { ...tokens, verifyByAdmin: account.verify_by_admin }, message);
  };

  routes.post('/v1/user/auth/signUp', validateBody(RegistrationForm), async (c) => {
    const form = c.req.valid('json');
    const signUpIp = { ...rateRules.signUpIp, limit: deps.signUpsPerIpPerHour ?? rateRules.signUpIp.limit };
    if (!(await tryTake(db, signUpIp, client(c).ip ?? 'unknown'))) fail(429, Messages.tooManyAttempts);
    const email = form.email.toLowerCase();
    const emailTaken = (): never => fail(409, Messages.emailTaken, { email: Messages.emailTaken });
    if ((await accountByEmail(db, email)) !== undefined) emailTaken();

    const passwordHash = await hashPassword(form.password);
    const account = await db
      .transaction()
      .execute(async (trx) => {
        const company = await trx
          .insertInto('companies')
          .values({ name: form.companyName, commercial_references: JSON.stringify(form.commercialReference) })
          .returning('id')
          .executeTakeFirstOrThrow();
        return trx
          .insertInto('accounts')
          .values({
            company_id: company.id,
            role: 'main',
            contact_name: form.contactName,
            contact_number: form.contactNumber,
            email,
            password_hash: passwordHash,
            // The language they signed up in: their emails start in it.
            locale: localeOf(c),
          })
          .returning(['id', 'email', 'contact_name', 'locale'])
          .executeTakeFirstOrThrow();
      })
      .catch((error: unknown) => (isUniqueViolation(error) ? emailTaken() : Promise.reject(error)));

    await sendOtp(deps, account, 'email_verification');
    return ok(c, { email }, Messages.registered, 201);
  });

  routes.post('/v1/user/auth/verifyOtp', validateBody(OtpVerifyForm), async (c) => {
    const { email, otp } = c.req.valid('json');
    const account = await accountByEmail(db, email);
    if (account === undefined || !(await consumeOtp(db, jwtSecret, account.id, 'email_verification', otp))) {
      fail(400, Messages.invalidOtp, { otp: Messages.invalidOtp });
    }
    await db.updateTable('accounts').set({ email_verified: true }).where('id', '=', account.id).execute();
    return signIn(c, account, Messages.emailVerified);
  });

  routes.post('/v1/user/auth/logIn', validateBody(LoginForm), async (c) => {
    const { password } = c.req.valid('json');
    const email = c.req.valid('json').email.toLowerCase();
    const ip = client(c).ip ?? 'unknown';
    const pair = `${email}|${ip}`;
    // The IP's delay does not hold back an account that has signed in from that IP before (loginThrottle.ts).
    let wait = await waitSeconds(db, loginThrottles.pair, pair);
    if (wait === 0) {
      const ipWait = await waitSeconds(db, loginThrottles.ip, ip);
      if (ipWait > 0 && !(await hasSignedInFrom(db, email, ip))) wait = ipWait;
    }
    if (wait > 0) throw new HttpError(429, Messages.tooManyAttempts, undefined, { 'Retry-After': String(wait) });

    const account = await accountByEmail(db, email);
    // Unknown address and wrong password cost the same scrypt run and get the same answer.
    const valid = account === undefined ? await verifyAgainstDummy(password) : await verifyPassword(password, account.password_hash);
    if (account === undefined || !valid) {
      await recordFailure(db, loginThrottles.pair, pair);
      await recordFailure(db, loginThrottles.ip, ip);
      fail(401, Messages.invalidCredentials);
    }
    if (!account.email_verified) {
      await clearFailures(db, loginThrottles.pair, pair);
      await sendOtp(deps, account, 'email_verification');
      return c.json({ statusCode: 403, message: messageFor(c, Messages.emailNotVerified), data: { reason: EMAIL_NOT_VERIFIED, email } }, 403);
    }
    // Unverified-by-admin accounts sign in too (DESIGN §2); verifyByAdmin tells the client. The
    // failures of this address and IP are forgotten once signed in: with two-factor, after the
    // code (else a right password would wipe the wrong codes' count before every challenge).
    return signIn(c, account, Messages.loggedIn, () => clearFailures(db, loginThrottles.pair, pair));
  });

  /**
   * The sign-in's second step: the challenge logIn answered and a code from the app (or a recovery
   * code). A wrong code counts as a wrong password does (this address and IP, this IP) and against
   * the account (loginThrottle.ts), and against the challenge: its 6th code is refused however
   * right. `trustDevice` sets the httpOnly `trustedDevice` cookie (Path=/v1/user/auth, 30 days).
   */
  routes.post('/v1/user/auth/twoFactor', validateBody(TwoFactorSignInBody), async (c) => {
    const body = c.req.valid('json');
    const ip = client(c).ip ?? 'unknown';
    const found = await db
      .selectFrom('two_factor_challenges')
      .innerJoin('accounts', 'accounts.id', 'two_factor_challenges.account_id')
      .innerJoin('companies', 'companies.id', 'accounts.company_id')
      .select(['two_factor_challenges.attempts', 'accounts.id', 'accounts.company_id', 'accounts.role', 'accounts.email', 'companies.verify_by_admin'])
      .where('two_factor_challenges.token_hash', '=', sha256Hex(body.challenge))
      .where('two_factor_challenges.used_at', 'is', null)
      .where('two_factor_challenges.expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (found === undefined) fail(401, Messages.twoFactorChallengeExpired);
    if (found.attempts >= CHALLENGE_MAX_ATTEMPTS) fail(401, Messages.twoFactorTooManyCodes);
    const pair = `${found.email}|${ip}`;
    // A wait costs the challenge no attempt.
    const wait = Math.max(await waitSeconds(db, loginThrottles.pair, pair), await waitSeconds(db, loginThrottles.twoFactorAccount, found.id));
    if (wait > 0) throw new HttpError(429, Messages.tooManyAttempts, undefined, { 'Retry-After': String(wait) });
    // Counted atomically: parallel codes cannot pass CHALLENGE_MAX_ATTEMPTS.
    const take = await takeChallengeAttempt(db, body.challenge);
    if (take.kind === 'exhausted') fail(401, Messages.twoFactorTooManyCodes);
    if (take.kind === 'expired') fail(401, Messages.twoFactorChallengeExpired);

    const check = await acceptSecondFactor(db, jwtSecret, found.id, body.code ?? body.recoveryCode ?? '');
    if (!check.ok) {
      await recordFailure(db, loginThrottles.pair, pair);
      await recordFailure(db, loginThrottles.ip, ip);
      await recordFailure(db, loginThrottles.twoFactorAccount, found.id);
      refuseCode(check, body.code !== undefined ? 'code' : 'recoveryCode');
    }
    if (!(await useChallenge(db, take.id))) fail(401, Messages.twoFactorChallengeExpired);
    await clearFailures(db, loginThrottles.pair, pair);
    await clearFailures(db, loginThrottles.twoFactorAccount, found.id);
    if (body.trustDevice === true) {
      const token = await trustDevice(db, found.id, client(c).userAgent);
      setCookie(c, TRUSTED_DEVICE_COOKIE, token, {
        httpOnly: true,
        sameSite: 'Strict',
        path: TRUSTED_DEVICE_COOKIE_PATH,
        maxAge: TRUSTED_DEVICE_DAYS * 24 * 60 * 60,
        secure: deps.secureCookies === true || new URL(c.req.url).protocol === 'https:',
      });
    }
    const tokens = await startSession(db, jwtSecret, found, client(c));
    return ok(c, { ...tokens, verifyByAdmin: found.verify_by_admin }, Messages.loggedIn);
  });

  routes.post('/v1/user/auth/token', validateBody(RefreshTokenBody), async (c) => {
    const tokens = await rotateSession(db, jwtSecret, c.req.valid('json').refreshToken, client(c), (familyId) => deps.streams.endSession(familyId));
    if (tokens === undefined) throw sessionExpired();
    return ok(c, tokens, Messages.tokenRefreshed);
  });

  routes.post('/v1/user/auth/logOut', requireAuth(deps, { beforeTwoFactor: true }), async (c) => {
    await revokeSession(db, c.var.auth.sessionId);
    deps.streams.endSession(c.var.auth.sessionId);
    return ok(c, null, Messages.loggedOut);
  });

  return routes;
}
