import { createHash } from 'node:crypto';
import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../server/auth/accessToken.ts';
import { requireAuth } from '../../server/auth/requireAuth.ts';
import { requireVerified } from '../../server/auth/requireVerified.ts';
import { ok } from '../../server/http/ok.ts';
import { AuthTokens, Envelope, TokenCheck } from '../../src/schemas/envelope.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { loadConfig } from '../../server/config.ts';
import {
  bearer,
  latestCode,
  logIn,
  mailsTo,
  PASSWORD,
  registration,
  setVerifiedByAdmin,
  signUp,
  signUpVerified,
  tokenIsValid,
  type Tokens,
} from './support/accounts.ts';
import { createTestApp, json, TEST_JWT_SECRET, type TestApp } from './support/testApp.ts';

const sessionExpired = { statusCode: 401, message: 'Your session has expired. Please sign in again.' };
const invalidOtp = { statusCode: 400, message: 'Invalid or expired OTP', errors: { otp: 'Invalid or expired OTP' } };

const refresh = (t: TestApp, refreshToken: unknown) => t.app.request('/v1/user/auth/token', json({ refreshToken }));
const verifyOtp = (t: TestApp, email: string, otp: string) => t.app.request('/v1/user/auth/verifyOtp', json({ email, otp }));
const dataOf = async <T>(res: Response): Promise<T> => ((await res.json()) as { data: T }).data;

describe('sign-up and email verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('POST /v1/user/auth/signUp creates the company and its main user, and mails a code', async () => {
    const refs = [{ companyName: 'Ref Co', contactName: 'Bo Ref', emailAddress: 'bo@ref.example', contactNo: '5598765432' }];
    const res = await signUp(t, '  New.User@Acme.Example ', { commercialReference: refs });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      statusCode: 201,
      message: 'Registration successful. We sent a verification code to your email.',
      data: { email: 'new.user@acme.example' },
    });

    const row = await t.db
      .selectFrom('accounts')
      .innerJoin('companies', 'companies.id', 'accounts.company_id')
      .select(['accounts.role', 'accounts.email', 'accounts.email_verified', 'accounts.password_hash', 'companies.name', 'companies.verify_by_admin', 'companies.commercial_references'])
      .where('accounts.email', '=', 'new.user@acme.example')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'main', email_verified: false, name: 'Acme Freight', verify_by_admin: false, commercial_references: refs });
    expect(row.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(row.password_hash).not.toContain(PASSWORD);

    const mails = await mailsTo(t, 'new.user@acme.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Cargo Connects verification code');
    const code = await latestCode(t, 'new.user@acme.example');
    expect(mails[0]!.body_text).toContain(`Your Cargo Connects verification code is ${code}. It expires in 10 minutes.`);
    expect(text).not.toContain(code);
  });

  it('refuses a taken email, whatever its case, with 409', async () => {
    expect((await signUp(t, 'taken@acme.example')).status).toBe(201);
    const res = await signUp(t, 'TAKEN@acme.example');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      statusCode: 409,
      message: 'An account with this email already exists',
      errors: { email: 'An account with this email already exists' },
    });
    expect(await mailsTo(t, 'taken@acme.example')).toHaveLength(1);
  });

  it('validates with the registration form schema (400, every field)', async () => {
    const res = await t.app.request('/v1/user/auth/signUp', json({ email: 'bad', password: 'a', confirmPassword: 'b' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: 400,
      message: 'company-name is required',
      errors: {
        companyName: 'company-name is required',
        contactName: 'contact-name is required',
        contactNumber: 'contact-number is required',
        email: 'Invalid email format',
        password: 'Password must be at least 8 characters',
        confirmPassword: 'Passwords do not match.',
      },
    });
  });

  it('[call.login-stores-tokens] POST /v1/user/auth/verifyOtp with the mailed code verifies the email and signs in', async () => {
    const email = 'verify@acme.example';
    await signUp(t, email);
    const code = await latestCode(t, email);
    const res = await verifyOtp(t, email, code);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(code);
    const body = Schema.decodeUnknownSync(Envelope(AuthTokens))(JSON.parse(text));
    expect(body).toMatchObject({ statusCode: 200, message: 'Your email address is verified.', data: { verifyByAdmin: false } });
    expect(await tokenIsValid(t, body.data.accessToken)).toBe(1);
    const account = await t.db.selectFrom('accounts').select('email_verified').where('email', '=', email).executeTakeFirstOrThrow();
    expect(account.email_verified).toBe(true);
    // Used up: the same code does not work twice.
    expect(await (await verifyOtp(t, email, code)).json()).toEqual(invalidOtp);
  });

  it('answers a wrong code, an unknown email and a malformed code with 400', async () => {
    const email = 'wrong@acme.example';
    await signUp(t, email);
    const code = await latestCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await verifyOtp(t, email, wrong);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(invalidOtp);
    expect(await (await verifyOtp(t, 'nobody@acme.example', code)).json()).toEqual(invalidOtp);
    expect(await (await verifyOtp(t, email, '12345')).json()).toEqual({
      statusCode: 400,
      message: 'OTP must be 6 digits',
      errors: { otp: 'OTP must be 6 digits' },
    });
    expect((await verifyOtp(t, email, code)).status).toBe(200);
  });

  it('kills a code after 5 wrong attempts, even for the right code next', async () => {
    const email = 'attempts@acme.example';
    await signUp(t, email);
    const code = await latestCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verifyOtp(t, email, wrong)).status).toBe(400);
    expect(await (await verifyOtp(t, email, code)).json()).toEqual(invalidOtp);
  });

  it('refuses an expired code (10 minutes)', async () => {
    const email = 'expired@acme.example';
    await signUp(t, email);
    const code = await latestCode(t, email);
    const otp = await t.db.selectFrom('otps').select(['id', 'expires_at', 'created_at']).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(otp.expires_at.getTime() - otp.created_at.getTime()).toBe(10 * 60 * 1000);
    await t.db.updateTable('otps').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', otp.id).execute();
    expect(await (await verifyOtp(t, email, code)).json()).toEqual(invalidOtp);
  });

  it('stores codes only as keyed hashes', async () => {
    const email = 'hashed@acme.example';
    await signUp(t, email);
    const code = await latestCode(t, email);
    const rows = await t.db.selectFrom('otps').select('code_hash').execute();
    for (const row of rows) expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.some((row) => row.code_hash.includes(code))).toBe(false);
  });
});

describe('sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('[call.login-stores-tokens] [msg.catalogue] POST /v1/user/auth/logIn answers "Successfully logged in." with both tokens', async () => {
    await signUpVerified(t, 'signin@acme.example');
    const res = await logIn(t, ' SignIn@Acme.example ');
    expect(res.status).toBe(200);
    const body = Schema.decodeUnknownSync(Envelope(AuthTokens))(await res.json());
    expect(body).toMatchObject({ statusCode: 200, message: Messages.loggedIn, data: { verifyByAdmin: false } });
    expect(body.message).toBe('Successfully logged in.');
    expect(body.data.accessToken.split('.')).toHaveLength(3);
    expect(body.data.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(await tokenIsValid(t, body.data.accessToken)).toBe(1);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    await signUpVerified(t, 'wrongpw@acme.example');
    const wrongPassword = await logIn(t, 'wrongpw@acme.example', 'not-the-password');
    const unknownEmail = await logIn(t, 'nobody@acme.example', 'not-the-password');
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ statusCode: 401, message: 'Invalid email or password' });
    }
  });

  it('keeps the password as typed: surrounding spaces matter', async () => {
    await signUpVerified(t, 'spaces@acme.example', { password: ' pass word ', confirmPassword: ' pass word ' });
    expect((await logIn(t, 'spaces@acme.example', 'pass word')).status).toBe(401);
    expect((await logIn(t, 'spaces@acme.example', ' pass word ')).status).toBe(200);
  });

  it('validates with the login form schema', async () => {
    const res = await t.app.request('/v1/user/auth/logIn', json({ email: '', password: '' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: 400,
      message: 'email is required',
      errors: { email: 'email is required', password: 'password is required' },
    });
  });

  it('answers an unverified email with 403 EMAIL_NOT_VERIFIED and mails a new code', async () => {
    const email = 'unverified@acme.example';
    await signUp(t, email);
    const first = await latestCode(t, email);
    const res = await logIn(t, email);
    expect(res.status).toBe(403);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      statusCode: 403,
      message: 'Please verify your email address. We sent you a new code.',
      data: { reason: 'EMAIL_NOT_VERIFIED', email },
    });
    expect(await mailsTo(t, email)).toHaveLength(2);
    const second = await latestCode(t, email);
    expect(text).not.toContain(second);
    // Only the newest code works.
    if (first !== second) expect((await verifyOtp(t, email, first)).status).toBe(400);
    expect((await verifyOtp(t, email, second)).status).toBe(200);
    expect((await logIn(t, email)).status).toBe(200);
  });

  it('mails at most 3 codes per address in 10 minutes', async () => {
    const email = 'mailbomb@acme.example';
    await signUp(t, email);
    for (let i = 0; i < 4; i++) expect((await logIn(t, email)).status).toBe(403);
    expect(await mailsTo(t, email)).toHaveLength(3);
    // The last mailed code still works.
    expect((await verifyOtp(t, email, await latestCode(t, email))).status).toBe(200);
  });

  it('[guard.admin-verification] lets an account not yet verified by the admin sign in, and says so', async () => {
    const email = 'adminflag@acme.example';
    await signUpVerified(t, email);
    expect((await dataOf<{ verifyByAdmin: boolean }>(await logIn(t, email))).verifyByAdmin).toBe(false);
    await setVerifiedByAdmin(t, email, true);
    expect((await dataOf<{ verifyByAdmin: boolean }>(await logIn(t, email))).verifyByAdmin).toBe(true);
  });
});

describe('sign-in rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  const from = (ip: string) => ({ 'X-Forwarded-For': ip });
  const tooMany = { statusCode: 429, message: 'Too many attempts. Please try again later.' };

  // Each block passes at once, as if its delay had elapsed.
  const letDelaysPass = () => t.db.updateTable('login_throttles').set({ blocked_until: new Date(Date.now() - 1000) }).execute();

  it("a correct password from another IP is never locked out by someone else's guesses", async () => {
    const email = 'targeted@acme.example';
    await signUpVerified(t, email);
    // Ten guesses from one IP (each block let pass, so each counts: the last one blocks for 32 s) ...
    for (let i = 0; i < 10; i++) {
      await letDelaysPass();
      expect((await logIn(t, email, 'wrong-password', from('10.0.0.1'))).status).toBe(401);
    }
    // ... and some from others.
    for (let i = 0; i < 8; i++) expect((await logIn(t, email, 'wrong-password', from(`10.0.0.${10 + i}`))).status).toBe(401);
    expect((await logIn(t, email, PASSWORD, from('10.0.1.1'))).status).toBe(200);
    // The guessing address and IP pair is the one held back.
    const held = await logIn(t, email, PASSWORD, from('10.0.0.1'));
    expect(held.status).toBe(429);
    expect(await held.json()).toEqual(tooMany);
  });

  it('slows an address and IP pair down with growing delays after 4 failures, and forgets them on success', async () => {
    const email = 'pair@acme.example';
    await signUpVerified(t, email);
    for (let i = 0; i < 4; i++) expect((await logIn(t, email, 'wrong-password', from('10.1.0.1'))).status).toBe(401);
    expect((await logIn(t, email, PASSWORD, from('10.1.0.1'))).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await logIn(t, email, 'wrong-password', from('10.1.0.1'))).status).toBe(401);
    // Failures 5 to 10, each after the previous block passed: 1, 2, 4, 8, 16, 32 s.
    const retryAfter: number[] = [];
    for (let failure = 5; failure <= 10; failure++) {
      await letDelaysPass();
      expect((await logIn(t, email, 'wrong-password', from('10.1.0.1'))).status).toBe(401);
      const res = await logIn(t, email, PASSWORD, from('10.1.0.1'));
      // A slow machine may let the shortest blocks pass before the check.
      if (res.status === 429) retryAfter.push(Number(res.headers.get('retry-after')));
      else expect(failure).toBeLessThan(8);
    }
    expect(retryAfter.slice(-3)).toEqual([expect.any(Number), expect.any(Number), expect.any(Number)]);
    const [eight, sixteen, thirtyTwo] = retryAfter.slice(-3) as [number, number, number];
    expect(eight).toBeGreaterThan(4);
    expect(eight).toBeLessThanOrEqual(8);
    expect(sixteen).toBeGreaterThan(8);
    expect(sixteen).toBeLessThanOrEqual(16);
    expect(thirtyTwo).toBeGreaterThan(16);
    expect(thirtyTwo).toBeLessThanOrEqual(32);
    await letDelaysPass();
    expect((await logIn(t, email, PASSWORD, from('10.1.0.1'))).status).toBe(200);
    expect((await logIn(t, email, 'wrong-password', from('10.1.0.1'))).status).toBe(401);
    expect((await logIn(t, email, PASSWORD, from('10.1.0.1'))).status).toBe(200);
  });

  it("30 failures from one IP do not refuse other customers' correct logins from it", async () => {
    await signUpVerified(t, 'regular@acme.example');
    await signUpVerified(t, 'newcomer@acme.example');
    expect((await logIn(t, 'regular@acme.example', PASSWORD, from('192.0.2.7'))).status).toBe(200);
    for (let i = 0; i < 30; i++) expect((await logIn(t, `guess${i}@acme.example`, 'wrong-password', from('192.0.2.7'))).status).toBe(401);
    // Failures 31 to 34 (each after the previous block): the IP now waits 8 s.
    for (let i = 30; i < 34; i++) {
      await letDelaysPass();
      expect((await logIn(t, `guess${i}@acme.example`, 'wrong-password', from('192.0.2.7'))).status).toBe(401);
    }
    // A customer who has signed in from this IP before goes through.
    expect((await logIn(t, 'regular@acme.example', PASSWORD, from('192.0.2.7'))).status).toBe(200);
    // Anyone else waits a short, growing delay, then goes through.
    const waiting = await logIn(t, 'newcomer@acme.example', PASSWORD, from('192.0.2.7'));
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(waiting.headers.get('retry-after'))).toBeLessThanOrEqual(8);
    await letDelaysPass();
    expect((await logIn(t, 'newcomer@acme.example', PASSWORD, from('192.0.2.7'))).status).toBe(200);
    // With one trusted proxy the client is the right-most entry; what the client put before it is ignored.
    await letDelaysPass();
    expect((await logIn(t, 'guess0@acme.example', 'wrong-password', from('192.0.2.7'))).status).toBe(401);
    expect((await logIn(t, 'other@acme.example', PASSWORD, from('192.0.2.7, 198.51.100.9'))).status).toBe(401);
    expect((await logIn(t, 'other@acme.example', PASSWORD, from('198.51.100.9, 192.0.2.7'))).status).toBe(429);
  });

  it('keeps the counts in the database (shared by every API process)', async () => {
    const rows = await t.db.selectFrom('login_throttles').select(['key', 'failures']).where('key', '=', 'login-ip:192.0.2.7').execute();
    expect(rows).toEqual([{ key: 'login-ip:192.0.2.7', failures: 35 }]);
  });
});

describe('sign-up rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1', SIGNUPS_PER_IP_PER_HOUR: '3' } });
  });
  afterAll(() => t.close());

  const from = (ip: string) => ({ 'X-Forwarded-For': ip });
  const signUpFrom = (email: string, ip: string) => t.app.request('/v1/user/auth/signUp', json(registration(email), 'POST', from(ip)));

  it('accepts SIGNUPS_PER_IP_PER_HOUR sign-ups per client IP an hour, then answers 429', async () => {
    for (let i = 0; i < 3; i++) expect((await signUpFrom(`burst${i}@acme.example`, '203.0.113.5')).status).toBe(201);
    const refused = await signUpFrom('burst3@acme.example', '203.0.113.5');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ statusCode: 429, message: 'Too many attempts. Please try again later.' });
    expect(await t.db.selectFrom('accounts').select('id').where('email', '=', 'burst3@acme.example').executeTakeFirst()).toBeUndefined();
    expect((await signUpFrom('burst3@acme.example', '203.0.113.6')).status).toBe(201);
  });

  it('defaults to 20 an hour', () => {
    expect(loadConfig({}).signUpsPerIpPerHour).toBe(20);
  });
});

describe('sessions: refresh, sign-out, token check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Test-only routes behind the guards later resources use.
    t.app.get('/v1/test/me', requireAuth({ db: t.db, jwtSecret: TEST_JWT_SECRET }), (c) => ok(c, c.var.auth));
    t.app.post('/v1/test/order', requireAuth({ db: t.db, jwtSecret: TEST_JWT_SECRET }), requireVerified({ db: t.db }), (c) => ok(c, { created: true }, 'Created', 201));
  });
  afterAll(() => t.close());

  let n = 0;
  const fresh = async (): Promise<{ email: string; tokens: Tokens }> => {
    const email = `session${n++}@acme.example`;
    return { email, tokens: await signUpVerified(t, email) };
  };

  it('[call.refresh] POST /v1/user/auth/token rotates the refresh token and issues a new access token', async () => {
    const { tokens } = await fresh();
    const res = await refresh(t, tokens.refreshToken);
    expect(res.status).toBe(200);
    const body = Schema.decodeUnknownSync(Envelope(AuthTokens))(await res.json());
    expect(body.data.refreshToken).not.toBe(tokens.refreshToken);
    expect(await tokenIsValid(t, body.data.accessToken)).toBe(1);
    // The session goes on: access tokens issued before the rotation stay valid until they expire.
    expect(await tokenIsValid(t, tokens.accessToken)).toBe(1);
    const next = await refresh(t, body.data.refreshToken);
    expect(next.status).toBe(200);
  });

  // The rotated-out token is the replay evidence once the reuse window (10 s) has passed.
  const outlastReuseWindow = async (refreshToken: string): Promise<void> => {
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: new Date(Date.now() - 11_000) })
      .where('refresh_token_hash', '=', createHash('sha256').update(refreshToken).digest('hex'))
      .execute();
  };

  it('[call.refresh] two concurrent refreshes with one token (two tabs) both get the same new pair, and the session lives on', async () => {
    const { tokens } = await fresh();
    const [a, b] = await Promise.all([refresh(t, tokens.refreshToken), refresh(t, tokens.refreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [pairA, pairB] = [await dataOf<Tokens>(a), await dataOf<Tokens>(b)];
    expect(pairB).toEqual(pairA);
    expect(pairA.refreshToken).not.toBe(tokens.refreshToken);
    expect(await tokenIsValid(t, pairA.accessToken)).toBe(1);
    // A late tab a few seconds on still gets that same pair, which keeps working.
    expect(await dataOf<Tokens>(await refresh(t, tokens.refreshToken))).toEqual(pairA);
    expect((await refresh(t, pairA.refreshToken)).status).toBe(200);
  });

  it('[call.refresh] the reuse window answers nothing once the session has ended', async () => {
    const { tokens } = await fresh();
    const rotated = await dataOf<Tokens>(await refresh(t, tokens.refreshToken));
    await t.app.request('/v1/user/auth/logOut', { method: 'POST', headers: bearer(rotated.accessToken) });
    expect((await refresh(t, tokens.refreshToken)).status).toBe(401);
  });

  it('[call.refresh] a reused (rotated-out) refresh token revokes the whole session: 401', async () => {
    const { email, tokens } = await fresh();
    const rotated = await dataOf<Tokens>(await refresh(t, tokens.refreshToken));
    const other = await dataOf<Tokens>(await logIn(t, email));
    await outlastReuseWindow(tokens.refreshToken);

    const reuse = await refresh(t, tokens.refreshToken);
    expect(reuse.status).toBe(401);
    expect(await reuse.json()).toEqual(sessionExpired);
    // The legitimate holder of the newer token is signed out too.
    expect((await refresh(t, rotated.refreshToken)).status).toBe(401);
    expect(await tokenIsValid(t, rotated.accessToken)).toBe(0);
    expect(await tokenIsValid(t, tokens.accessToken)).toBe(0);
    // Other sign-ins of the account are not touched.
    expect(await tokenIsValid(t, other.accessToken)).toBe(1);
    expect((await refresh(t, other.refreshToken)).status).toBe(200);
  });

  it('[call.refresh] answers an unknown or expired refresh token with 401 and a missing one with 400', async () => {
    const unknown = await refresh(t, 'x'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(sessionExpired);

    const { tokens } = await fresh();
    const session = await t.db.selectFrom('sessions').select(['id', 'created_at', 'expires_at']).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(session.expires_at.getTime() - session.created_at.getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    await t.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', session.id).execute();
    expect(await (await refresh(t, tokens.refreshToken)).json()).toEqual(sessionExpired);
    expect(await tokenIsValid(t, tokens.accessToken)).toBe(0);

    const missing = await t.app.request('/v1/user/auth/token', json({}));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ statusCode: 400, message: 'refreshToken is required', errors: { refreshToken: 'refreshToken is required' } });
  });

  it('stores refresh tokens only as hashes', async () => {
    const { tokens } = await fresh();
    const rows = await t.db.selectFrom('sessions').select('refresh_token_hash').execute();
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.refresh_token_hash) && r.refresh_token_hash !== tokens.refreshToken)).toBe(true);
  });

  it('POST /v1/user/auth/logOut ends the session and only that one', async () => {
    const { email, tokens } = await fresh();
    const other = await dataOf<Tokens>(await logIn(t, email));
    const res = await t.app.request('/v1/user/auth/logOut', { method: 'POST', headers: bearer(tokens.accessToken) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ statusCode: 200, message: 'You have been signed out.', data: null });
    expect(await tokenIsValid(t, tokens.accessToken)).toBe(0);
    expect((await refresh(t, tokens.refreshToken)).status).toBe(401);
    expect(await tokenIsValid(t, other.accessToken)).toBe(1);

    const again = await t.app.request('/v1/user/auth/logOut', { method: 'POST', headers: bearer(tokens.accessToken) });
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual(sessionExpired);
  });

  it('[err.token-check] POST /v1/common/tokenVerify/user answers 200 with isValid 0 for every bad token', async () => {
    const { tokens } = await fresh();
    const [, payload] = tokens.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sub: string; cid: string; role: 'main'; sid: string; exp: number; iat: number };
    expect(claims.exp - claims.iat).toBe(15 * 60);
    const auth = { accountId: claims.sub, companyId: claims.cid, role: claims.role, sessionId: claims.sid };
    const expired = await signAccessToken(auth, TEST_JWT_SECRET, Math.floor(Date.now() / 1000) - 16 * 60);
    const otherKey = await signAccessToken(auth, 'another-secret-another-secret-another-secret');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;

    for (const headers of [{}, bearer('garbage'), bearer(expired), bearer(otherKey), bearer(unsigned), { Authorization: tokens.accessToken }]) {
      const res = await t.app.request('/v1/common/tokenVerify/user', { method: 'POST', headers });
      expect(res.status).toBe(200);
      const body = Schema.decodeUnknownSync(Envelope(TokenCheck))(await res.json());
      expect(body.data).toEqual({ isValid: 0 });
    }
    const valid = await t.app.request('/v1/common/tokenVerify/user', { method: 'POST', headers: bearer(tokens.accessToken) });
    expect(await valid.json()).toEqual({ statusCode: 200, message: 'Token is valid', data: { isValid: 1 } });
  });

  it('requireAuth: 401 with the session message unless signed in; the handler reads c.var.auth', async () => {
    const { email, tokens } = await fresh();
    const denied = await t.app.request('/v1/test/me');
    expect(denied.status).toBe(401);
    expect(denied.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await denied.json()).toEqual(sessionExpired);

    const res = await t.app.request('/v1/test/me', { headers: bearer(tokens.accessToken) });
    const account = await t.db.selectFrom('accounts').select(['id', 'company_id']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(await dataOf(res)).toEqual({ accountId: account.id, companyId: account.company_id, role: 'main', sessionId: expect.any(String) });
  });

  it('[guard.admin-verification] requireVerified: 403 with the spec message until the admin verifies the company', async () => {
    const { email, tokens } = await fresh();
    const denied = await t.app.request('/v1/test/order', { method: 'POST', headers: bearer(tokens.accessToken) });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ statusCode: 403, message: 'You are not verified by the admin. Please contact the admin for assistanc' });
    await setVerifiedByAdmin(t, email, true);
    expect((await t.app.request('/v1/test/order', { method: 'POST', headers: bearer(tokens.accessToken) })).status).toBe(201);
    // Signed-out users hear about the session first.
    expect((await t.app.request('/v1/test/order', { method: 'POST' })).status).toBe(401);
  });
});
