import { Hono, type Context } from 'hono';
import { LoginForm } from '../../src/schemas/loginForm.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { OtpVerifyForm } from '../../src/schemas/otpForms.ts';
import { RegistrationForm } from '../../src/schemas/registrationForm.ts';
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
import { revokeSession, rotateSession, startSession, type ClientInfo } from '../auth/sessions.ts';
import { fail, HttpError } from '../http/HttpError.ts';
import { localeOf, messageFor } from '../i18n/requestLocale.ts';
import { ok } from '../http/ok.ts';
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
    const tokens = await startSession(db, jwtSecret, account, client(c));
    return ok(c, { ...tokens, verifyByAdmin: account.verify_by_admin }, Messages.emailVerified);
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
    await clearFailures(db, loginThrottles.pair, pair);

    if (!account.email_verified) {
      await sendOtp(deps, account, 'email_verification');
      return c.json({ statusCode: 403, message: messageFor(c, Messages.emailNotVerified), data: { reason: EMAIL_NOT_VERIFIED, email } }, 403);
    }
    // Unverified-by-admin accounts sign in too (DESIGN §2); verifyByAdmin tells the client.
    const tokens = await startSession(db, jwtSecret, account, client(c));
    return ok(c, { ...tokens, verifyByAdmin: account.verify_by_admin }, Messages.loggedIn);
  });

  routes.post('/v1/user/auth/token', validateBody(RefreshTokenBody), async (c) => {
    const tokens = await rotateSession(db, jwtSecret, c.req.valid('json').refreshToken, client(c), (familyId) => deps.streams.endSession(familyId));
    if (tokens === undefined) throw sessionExpired();
    return ok(c, tokens, Messages.tokenRefreshed);
  });

  routes.post('/v1/user/auth/logOut', requireAuth(deps), async (c) => {
    await revokeSession(db, c.var.auth.sessionId);
    deps.streams.endSession(c.var.auth.sessionId);
    return ok(c, null, Messages.loggedOut);
  });

  return routes;
}
