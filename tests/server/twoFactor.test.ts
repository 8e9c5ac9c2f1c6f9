import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { totpStep } from '../../server/auth/twoFactor.ts';
import { hashPassword } from '../../server/auth/passwordHash.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { bearer, logIn, mailsTo, PASSWORD, signUpVerified, tokenIsValid, type Tokens } from './support/accounts.ts';
import { createTestApp, json, type TestApp } from './support/testApp.ts';

// Two-factor sign-in and the signed-in devices (issue 37, items 1, 2 and 5), written from the
// issue's words and the RFCs, not from server/auth/twoFactor.ts: codes are computed here by
// RFC 4226 §5.3 / RFC 6238 §4 with node:crypto, checked first against RFC 6238 appendix B.

// ---- The oracle: HOTP/TOTP by hand --------------------------------------------------------------

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

function base32Encode(bytes: Buffer): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...bytes].map((b) => b.toString(2).padStart(8, '0')).join('');
  let out = '';
  for (let i = 0; i < bits.length; i += 5) out += alphabet[parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return out;
}

/** RFC 4226 §5.3: HMAC-SHA-1 of the 8-byte counter, dynamic truncation, modulo 10^digits. */
function hotp(key: Buffer, counter: number, digits: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238: T = floor(unix seconds / 30). */
const stepAt = (ms: number): number => Math.floor(ms / 1000 / 30);
/** The code an authenticator app shows now (plus `steps` periods), for a base32 secret. */
const codeNow = (secret: string, steps = 0): string => hotp(base32Decode(secret), stepAt(Date.now()) + steps, 6);

// RFC 6238 appendix B, SHA-1 rows: the seed is the ASCII "12345678901234567890".
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: ReadonlyArray<readonly [number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP against RFC 6238 appendix B', () => {
  it('the test oracle itself gives the RFC vectors (8 digits)', () => {
    for (const [time, code] of RFC_VECTORS) expect(hotp(RFC_SEED, Math.floor(time / 30), 8)).toBe(code);
  });

  it("the server accepts each vector's 6-digit code at its time, ±1 step, and no further", () => {
    const secret = base32Encode(RFC_SEED);
    for (const [time, code8] of RFC_VECTORS) {
      const code = code8.slice(-6); // the same truncation modulo 10^6
      const step = Math.floor(time / 30);
      expect(totpStep(secret, code, time * 1000)).toBe(step);
      expect(totpStep(secret, code, (time - 30) * 1000)).toBe(step);
      expect(totpStep(secret, code, (time + 30) * 1000)).toBe(step);
      expect(totpStep(secret, code, (time + 60) * 1000)).toBeUndefined();
      expect(totpStep(secret, code, (time - 60) * 1000)).toBeUndefined();
    }
  });

  it('refuses malformed codes without throwing', () => {
    const secret = base32Encode(RFC_SEED);
    for (const bad of ['', '12345', '1234567', 'abcdef', '12 456', '０１２３４５']) expect(totpStep(secret, bad, 59_000)).toBeUndefined();
  });
});

// ---- The words the refusals say (pinned once here; the tests below write them out) ------

const WORDS = {
  challenge: 'Enter the 6-digit code from your authenticator app.',
  challengeExpired: 'Your sign-in has expired. Please enter your email and password again.',
  tooManyCodes: 'Too many wrong codes. Please enter your email and password again.',
  codeWrong: 'That code is not correct. Check your authenticator app and try again.',
  codeUsed: 'This code has already been used. Wait for the next code in your authenticator app.',
  recoveryWrong: 'That recovery code is not correct.',
  recoveryUsed: 'This recovery code has already been used. Each recovery code works once.',
  requiredForRole: 'Your company requires two-factor sign-in for your role, so it cannot be turned off.',
  ownerFirst: 'Turn on two-factor sign-in for your own account before requiring it for the company.',
  ruleRoleRefused: 'Only the main user and admins can require two-factor sign-in for the company.',
  ruleOffMainUserOnly: 'Only the main user can stop requiring two-factor sign-in.',
  enrol: 'Your company requires two-factor sign-in. Set it up to continue.',
  onlyMainUser: "Only the main user can change the company's details.",
  sessionNotFound: 'This sign-in was not found. It may have ended already.',
  passwordWrong: 'Your current password is not correct',
  sessionExpired: 'Your session has expired. Please sign in again.',
  disabled: 'Two-factor sign-in is off. Your other devices have been signed out.',
  othersEnded: 'Your other devices have been signed out.',
} as const;

describe('the words of two-factor sign-in', () => {
  it('are the message table’s, word for word', () => {
    expect({
      challenge: Messages.twoFactorRequired,
      challengeExpired: Messages.twoFactorChallengeExpired,
      tooManyCodes: Messages.twoFactorTooManyCodes,
      codeWrong: Messages.twoFactorCodeWrong,
      codeUsed: Messages.twoFactorCodeUsed,
      recoveryWrong: Messages.recoveryCodeWrong,
      recoveryUsed: Messages.recoveryCodeUsed,
      requiredForRole: Messages.twoFactorRequiredForRole,
      ownerFirst: Messages.companyTwoFactorOwnerFirst,
      ruleRoleRefused: Messages.companyTwoFactorRoleRefused,
      ruleOffMainUserOnly: Messages.companyTwoFactorOffMainUserOnly,
      enrol: Messages.twoFactorEnrolRequired,
      onlyMainUser: Messages.roleCannotEditCompany,
      sessionNotFound: Messages.sessionNotFound,
      passwordWrong: Messages.currentPasswordWrong,
      sessionExpired: Messages.sessionExpired,
      disabled: Messages.twoFactorDisabled,
      othersEnded: Messages.otherSessionsEnded,
    }).toEqual(WORDS);
  });
});

// ---- Over the API ------------------------------------------------------------------------------

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

type Body = { statusCode: number; message: string; data?: any; errors?: Record<string, string> };
const call = async (t: TestApp, path: string, init: RequestInit = {}): Promise<{ status: number; body: Body; res: Response }> => {
  const res = await t.app.request(path, init);
  return { status: res.status, body: (await res.json()) as Body, res };
};
const authed = (token: string, body?: unknown, method = 'POST'): RequestInit =>
  body === undefined ? { method, headers: bearer(token) } : json(body, method, bearer(token));
const refresh = (t: TestApp, refreshToken: string) => t.app.request('/v1/user/auth/token', json({ refreshToken }));
const refused = (message: string, status = 400, field?: string): Body => ({ statusCode: status, message, ...(field ? { errors: { [field]: message } } : {}) });

async function accountRow(t: TestApp, email: string) {
  return t.db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
}

/** Turns two-factor on through setup and confirm, with a code computed here; the secret and the recovery codes. */
async function enrol(t: TestApp, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await call(t, '/v1/user/twoFactor/setup', authed(token, { password: PASSWORD }));
  expect(setup.status).toBe(200);
  const { secret } = setup.body.data as { secret: string };
  const confirm = await call(t, '/v1/user/twoFactor/confirm', authed(token, { code: codeNow(secret) }));
  expect(confirm.status).toBe(200);
  return { secret, recoveryCodes: (confirm.body.data as { recoveryCodes: string[] }).recoveryCodes };
}

/** logIn up to the challenge (the account has two-factor on). */
async function challengeFor(t: TestApp, email: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await call(t, '/v1/user/auth/logIn', json({ email, password: PASSWORD }, 'POST', headers));
  expect(res.status).toBe(200);
  expect(res.body.message).toBe(WORDS.challenge);
  expect(res.body.data).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
  return (res.body.data as { challenge: string }).challenge;
}
const secondStep = (t: TestApp, body: unknown, headers: Record<string, string> = {}) => call(t, '/v1/user/auth/twoFactor', json(body, 'POST', headers));

/** A signed-in sub-user of the company with that role (as the sub-user screens would make it). */
async function subUser(t: TestApp, companyId: string, email: string, teamRole: 'viewer' | 'booker' | 'admin'): Promise<Tokens> {
  await t.db
    .insertInto('accounts')
    .values({ company_id: companyId, role: 'sub', team_role: teamRole, contact_name: 'Sub User', contact_number: '5511122233', email, password_hash: await hashPassword(PASSWORD), email_verified: true })
    .execute();
  const res = await logIn(t, email);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Tokens }).data;
}

// The clock codes are computed on (the server's and the embedded database's too): 10 s into a step,
// moved a step at a time, never back (a throttle's or a session's time stays in the past).
let clock = 0;
function startClock(): void {
  clock = Math.max(clock + 30_000, stepAt(Date.now()) * 30_000 + 10_000);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
}
function stopClock(): void {
  clock = Date.now();
  vi.useRealTimers();
}
function nextStep(): void {
  vi.setSystemTime(Date.now() + 30_000);
}

describe('two-factor sign-in over the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(startClock);
  afterEach(stopClock);

  it('setup asks for the password, gives a secret for "Cargo Connects", keeps it encrypted, and confirm turns it on with ten recovery codes', async () => {
    const email = 'setup@two.example';
    const { accessToken } = await signUpVerified(t, email);
    expect((await call(t, '/v1/user/security', authed(accessToken, undefined, 'GET'))).body.data).toEqual({
      twoFactorEnabled: false,
      recoveryCodesLeft: 0,
      companyRequiresTwoFactor: false,
      mustEnrol: false,
      trustedDevices: 0,
    });

    expect((await call(t, '/v1/user/twoFactor/setup', authed(accessToken, { password: 'Not-the-password-1' }))).body).toEqual(refused(WORDS.passwordWrong, 400, 'password'));
    expect((await accountRow(t, email)).two_factor_pending_secret).toBeNull();

    const setup = await call(t, '/v1/user/twoFactor/setup', authed(accessToken, { password: PASSWORD }));
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl } = setup.body.data as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 160 bits, RFC 4226's recommended length
    const url = new URL(otpauthUrl);
    expect(`${url.protocol}//${url.host}${decodeURIComponent(url.pathname)}`).toBe('otpauth://totp/Cargo Connects:setup@two.example');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Cargo Connects');
    const pending = await accountRow(t, email);
    expect(pending.two_factor_pending_secret).not.toContain(secret);
    expect(pending.two_factor_enabled_at).toBeNull();

    // A wrong code changes nothing.
    const wrong = codeNow(secret) === '000000' ? '111111' : '000000';
    expect((await call(t, '/v1/user/twoFactor/confirm', authed(accessToken, { code: wrong }))).body).toEqual(refused(WORDS.codeWrong, 400, 'code'));
    expect((await accountRow(t, email)).two_factor_enabled_at).toBeNull();

    const confirm = await call(t, '/v1/user/twoFactor/confirm', authed(accessToken, { code: codeNow(secret) }));
    expect(confirm.status).toBe(200);
    const codes = (confirm.body.data as { recoveryCodes: string[] }).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    const on = await accountRow(t, email);
    expect(on.two_factor_enabled_at).not.toBeNull();
    expect(on.two_factor_secret).not.toContain(secret);
    const stored = await t.db.selectFrom('recovery_codes').select('code_hash').where('account_id', '=', on.id).execute();
    expect(stored).toHaveLength(10);
    for (const row of stored) for (const code of codes) expect(row.code_hash).not.toContain(code.replace('-', ''));

    const security = await call(t, '/v1/user/security', authed(accessToken, undefined, 'GET'));
    expect(security.body.data).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 10 });
  });

  it('signing in then takes a code: no tokens before it, a right one (computed here) signs in, a wrong or replayed one is refused', async () => {
    const email = 'signin@two.example';
    const { accessToken } = await signUpVerified(t, email);
    const { secret } = await enrol(t, accessToken);
    nextStep();

    const logInText = await (await logIn(t, email)).text();
    expect(logInText).not.toContain('accessToken');
    const challenge = await challengeFor(t, email);
    const right = codeNow(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await secondStep(t, { challenge, code: wrong })).body).toEqual(refused(WORDS.codeWrong, 400, 'code'));
    const signedIn = await secondStep(t, { challenge, code: right });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String), verifyByAdmin: false });
    expect(await tokenIsValid(t, (signedIn.body.data as Tokens).accessToken)).toBe(1);

    // The same code again, on a new challenge, within its 30 seconds: a replay.
    const again = await challengeFor(t, email);
    expect((await secondStep(t, { challenge: again, code: right })).body).toEqual(refused(WORDS.codeUsed, 400, 'code'));
    // An earlier step's code, still inside the ±1 window, is older than the one used: refused too.
    expect((await secondStep(t, { challenge: again, code: codeNow(secret, -1) })).body).toEqual(refused(WORDS.codeUsed, 400, 'code'));
    // The challenge is used up by success: it signs in once.
    expect((await secondStep(t, { challenge, code: codeNow(secret, 1) })).body).toEqual(refused(WORDS.challengeExpired, 401));
  });

  it('recovery codes work once each, in any case and without the dash; renewing voids the old ones', async () => {
    const email = 'recovery@two.example';
    const { accessToken } = await signUpVerified(t, email);
    const { secret, recoveryCodes } = await enrol(t, accessToken);
    const [first, second] = recoveryCodes as [string, string];

    const ok1 = await secondStep(t, { challenge: await challengeFor(t, email), recoveryCode: first });
    expect(ok1.status).toBe(200);
    expect((await secondStep(t, { challenge: await challengeFor(t, email), recoveryCode: first })).body).toEqual(refused(WORDS.recoveryUsed, 400, 'recoveryCode'));
    expect((await secondStep(t, { challenge: await challengeFor(t, email), recoveryCode: 'abcd-efgh' })).body).toEqual(refused(WORDS.recoveryWrong, 400, 'recoveryCode'));
    expect((await secondStep(t, { challenge: await challengeFor(t, email), recoveryCode: second.replace('-', '').toUpperCase() })).status).toBe(200);
    expect((await call(t, '/v1/user/security', authed(accessToken, undefined, 'GET'))).body.data).toMatchObject({ recoveryCodesLeft: 8 });

    nextStep();
    const renewed = await call(t, '/v1/user/twoFactor/recoveryCodes', authed(accessToken, { code: codeNow(secret) }));
    expect(renewed.status).toBe(200);
    const fresh = (renewed.body.data as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await secondStep(t, { challenge: await challengeFor(t, email), recoveryCode: recoveryCodes[2]! })).body).toEqual(refused(WORDS.recoveryWrong, 400, 'recoveryCode'));
    expect((await secondStep(t, { challenge: await challengeFor(t, email), recoveryCode: fresh[0]! })).status).toBe(200);
  });

  it('a challenge takes 5 codes: the 6th is refused even when right, and nothing signs in', async () => {
    const email = 'attempts@two.example';
    const { accessToken } = await signUpVerified(t, email);
    const { secret } = await enrol(t, accessToken);
    nextStep();
    const challenge = await challengeFor(t, email);
    const right = codeNow(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await secondStep(t, { challenge, code: wrong })).body).toEqual(refused(WORDS.codeWrong, 400, 'code'));
    const sixth = await secondStep(t, { challenge, code: right });
    expect(sixth.body).toEqual(refused(WORDS.tooManyCodes, 401));
    expect(JSON.stringify(sixth.body)).not.toContain('accessToken');
    const account = await accountRow(t, email);
    expect(await t.db.selectFrom('sessions').select('id').where('account_id', '=', account.id).execute()).toHaveLength(1); // the sign-up's only
  });

  it('wrong codes count toward the sign-in throttle of that address and IP, never of another IP (no aimed lock-out)', async () => {
    const email = 'throttle@two.example';
    const { accessToken } = await signUpVerified(t, email);
    const { secret } = await enrol(t, accessToken);
    nextStep();
    const right = codeNow(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    // Five wrong codes from one address (4 free failures, the 5th makes it wait).
    const challenge = await challengeFor(t, email);
    for (let i = 0; i < 5; i++) await secondStep(t, { challenge, code: wrong });
    const waiting = await call(t, '/v1/user/auth/logIn', json({ email, password: PASSWORD }));
    expect(waiting.status).toBe(429);
    expect(waiting.res.headers.get('Retry-After')).toMatch(/^\d+$/);
    // The owner elsewhere is not held back (with TRUST_PROXY unset, X-Forwarded-For is ignored: same
    // unknown IP, so use an app that trusts one proxy hop).
    const trusting = await createTestApp({ database: t.database, env: { TRUST_PROXY: '1' } });
    const owner = await call(trusting, '/v1/user/auth/logIn', json({ email, password: PASSWORD }, 'POST', { 'X-Forwarded-For': '198.51.100.7' }));
    expect(owner.status).toBe(200);
    const ownerIn = await secondStep(trusting, { challenge: (owner.body.data as { challenge: string }).challenge, code: right }, { 'X-Forwarded-For': '198.51.100.7' });
    expect(ownerIn.status).toBe(200);
    await trusting.close();
  });

  it('an expired challenge is refused with its message', async () => {
    const email = 'expired@two.example';
    const { accessToken } = await signUpVerified(t, email);
    const { secret } = await enrol(t, accessToken);
    nextStep();
    const challenge = await challengeFor(t, email);
    // Five minutes later (on the database's clock, which decides).
    await t.db.updateTable('two_factor_challenges').set({ expires_at: sql<Date>`now() - interval '1 second'` }).execute();
    expect((await secondStep(t, { challenge, code: codeNow(secret) })).body).toEqual(refused(WORDS.challengeExpired, 401));
    expect((await secondStep(t, { challenge: 'made-up', code: codeNow(secret) })).body).toEqual(refused(WORDS.challengeExpired, 401));
    // The code was not spent: it still signs in on a live challenge.
    expect((await secondStep(t, { challenge: await challengeFor(t, email), code: codeNow(secret) })).status).toBe(200);
  });

  it('"trust this device" sets an httpOnly cookie for 30 days that skips the code for that account only', async () => {
    const email = 'trusted@two.example';
    const other = 'untrusted@two.example';
    const { accessToken } = await signUpVerified(t, email);
    const { accessToken: otherToken } = await signUpVerified(t, other);
    const { secret } = await enrol(t, accessToken);
    await enrol(t, otherToken);
    nextStep();
    const done = await secondStep(t, { challenge: await challengeFor(t, email), code: codeNow(secret), trustDevice: true }, { 'User-Agent': CHROME_WINDOWS });
    expect(done.status).toBe(200);
    const setCookie = done.res.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(/^trustedDevice=[\w-]{43}; /);
    expect(setCookie).toContain('Max-Age=2592000');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/v1/user/auth');
    const cookie = setCookie.split(';')[0]!;

    const trusted = await call(t, '/v1/user/auth/logIn', json({ email, password: PASSWORD }, 'POST', { Cookie: cookie }));
    expect(trusted.status).toBe(200);
    expect(await tokenIsValid(t, (trusted.body.data as Tokens).accessToken)).toBe(1);
    // Not a pass for another account, nor for a wrong password.
    await challengeFor(t, other, { Cookie: cookie });
    expect((await call(t, '/v1/user/auth/logIn', json({ email, password: 'Wrong-pass-1' }, 'POST', { Cookie: cookie }))).status).toBe(401);
    expect((await call(t, '/v1/user/security', authed(accessToken, undefined, 'GET'))).body.data).toMatchObject({ trustedDevices: 1 });
  });

  it('turning it off takes the password and a code, ends the other sessions, and emails the owner (in their language)', async () => {
    const email = 'disable@two.example';
    const { accessToken } = await signUpVerified(t, email);
    const { secret } = await enrol(t, accessToken);
    nextStep();
    const elsewhere = (await secondStep(t, { challenge: await challengeFor(t, email), code: codeNow(secret) })).body.data as Tokens;
    nextStep();
    expect((await call(t, '/v1/user/twoFactor/disable', authed(accessToken, { password: 'Wrong-pass-1', code: codeNow(secret) }))).body).toEqual(refused(WORDS.passwordWrong, 400, 'password'));
    const wrong = codeNow(secret) === '000000' ? '111111' : '000000';
    expect((await call(t, '/v1/user/twoFactor/disable', authed(accessToken, { password: PASSWORD, code: wrong }))).body).toEqual(refused(WORDS.codeWrong, 400, 'code'));
    expect((await accountRow(t, email)).two_factor_enabled_at).not.toBeNull();
    expect(await tokenIsValid(t, elsewhere.accessToken)).toBe(1);

    await t.app.request('/v1/user/locale', json({ locale: 'es' }, 'PUT', bearer(accessToken)));
    const off = await call(t, '/v1/user/twoFactor/disable', authed(accessToken, { password: PASSWORD, code: codeNow(secret) }));
    expect(off.body).toEqual({ statusCode: 200, message: 'El inicio de sesión en dos pasos está desactivado. Se cerró la sesión en sus otros dispositivos.', data: null });
    expect((await accountRow(t, email)).two_factor_enabled_at).toBeNull();
    expect(await tokenIsValid(t, elsewhere.accessToken)).toBe(0);
    expect((await refresh(t, elsewhere.refreshToken)).status).toBe(401);
    expect(await tokenIsValid(t, accessToken)).toBe(1);
    const mail = (await mailsTo(t, email)).at(-1)!;
    expect(mail.subject).toBe('Se desactivó el inicio de sesión en dos pasos');
    expect(mail.body_text).toContain('se cerró la sesión en sus otros dispositivos');
    // Signing in no longer asks for a code.
    expect((await call(t, '/v1/user/auth/logIn', json({ email, password: PASSWORD }))).body.data).toMatchObject({ accessToken: expect.any(String) });
  });
});

describe("the company's rule", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(startClock);
  afterEach(stopClock);

  it('the main user sets it, an Admin only turns it on, each with two-factor on first; then admins must enrol before anything else, and cannot turn theirs off', async () => {
    const main = await signUpVerified(t, 'main@rule.example');
    const companyId = (await accountRow(t, 'main@rule.example')).company_id;
    const viewer = await subUser(t, companyId, 'viewer@rule.example', 'viewer');
    const admin = await subUser(t, companyId, 'admin@rule.example', 'admin');

    const policy = (token: string, required: unknown) => call(t, '/v1/user/company/twoFactor', authed(token, { required }, 'PUT'));
    const companyRule = async () => (await t.db.selectFrom('companies').select('require_two_factor').where('id', '=', companyId).executeTakeFirstOrThrow()).require_two_factor;
    expect((await policy(viewer.accessToken, true)).body).toEqual(refused(WORDS.ruleRoleRefused, 403));
    // An Admin may require it too, once they have it themselves.
    expect((await policy(admin.accessToken, true)).body).toEqual(refused(WORDS.ownerFirst, 409));
    expect((await policy(main.accessToken, true)).body).toEqual(refused(WORDS.ownerFirst, 409));
    expect(await companyRule()).toBe(false);
    const mainSecret = (await enrol(t, main.accessToken)).secret;
    expect((await policy(main.accessToken, true)).body).toMatchObject({ statusCode: 200, data: { required: true } });
    expect(await companyRule()).toBe(true);

    // The main user cannot turn their own off while it is required.
    nextStep();
    expect((await call(t, '/v1/user/twoFactor/disable', authed(main.accessToken, { password: PASSWORD, code: codeNow(mainSecret) }))).body).toEqual(refused(WORDS.requiredForRole, 403));

    // The admin signs in (tokens), but only the setup answers until two-factor is on.
    const adminIn = (await call(t, '/v1/user/auth/logIn', json({ email: 'admin@rule.example', password: PASSWORD }))).body.data as Tokens;
    expect((await call(t, '/v1/user/address', authed(adminIn.accessToken, undefined, 'GET'))).body).toEqual(refused(WORDS.enrol, 403));
    expect((await call(t, '/v1/user/sessions', authed(adminIn.accessToken, undefined, 'GET'))).body).toEqual(refused(WORDS.enrol, 403));
    expect((await call(t, '/v1/user/profile', authed(adminIn.accessToken, undefined, 'GET'))).status).toBe(200);
    expect((await call(t, '/v1/user/locale', authed(adminIn.accessToken, undefined, 'GET'))).status).toBe(200);
    expect((await call(t, '/v1/user/security', authed(adminIn.accessToken, undefined, 'GET'))).body.data).toEqual({
      twoFactorEnabled: false,
      recoveryCodesLeft: 0,
      companyRequiresTwoFactor: true,
      mustEnrol: true,
      trustedDevices: 0,
    });
    // A Viewer is not asked (the rule is for the main user and admins).
    const viewerIn = (await call(t, '/v1/user/auth/logIn', json({ email: 'viewer@rule.example', password: PASSWORD }))).body.data as Tokens;
    expect((await call(t, '/v1/user/address', authed(viewerIn.accessToken, undefined, 'GET'))).status).toBe(200);

    const adminSecret = (await enrol(t, adminIn.accessToken)).secret;
    // At once, with the same token.
    expect((await call(t, '/v1/user/address', authed(adminIn.accessToken, undefined, 'GET'))).status).toBe(200);
    nextStep();
    expect((await call(t, '/v1/user/twoFactor/disable', authed(adminIn.accessToken, { password: PASSWORD, code: codeNow(adminSecret) }))).body).toEqual(refused(WORDS.requiredForRole, 403));
    expect((await accountRow(t, 'admin@rule.example')).two_factor_enabled_at).not.toBeNull();

    // An Admin cannot lift the rule; they may set it (here: again, a no-op); the main user lifts it.
    expect((await policy(adminIn.accessToken, false)).body).toEqual(refused(WORDS.ruleOffMainUserOnly, 403));
    expect(await companyRule()).toBe(true);
    expect((await policy(main.accessToken, false)).status).toBe(200);
    expect((await policy(adminIn.accessToken, true)).body).toMatchObject({ statusCode: 200, data: { required: true } });
    expect(await companyRule()).toBe(true);
    expect((await policy(viewer.accessToken, false)).body).toEqual(refused(WORDS.ruleRoleRefused, 403));
    // Once the rule is off, the main user may turn theirs off.
    expect((await policy(main.accessToken, false)).status).toBe(200);
    nextStep();
    expect((await call(t, '/v1/user/twoFactor/disable', authed(main.accessToken, { password: PASSWORD, code: codeNow(mainSecret) }))).status).toBe(200);
  });
});

describe('signed-in devices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signInAs = async (email: string, userAgent: string): Promise<Tokens> =>
    (await call(t, '/v1/user/auth/logIn', json({ email, password: PASSWORD }, 'POST', { 'User-Agent': userAgent }))).body.data as Tokens;

  it('lists one entry per sign-in with a readable device, first and last seen, and marks the caller', async () => {
    const email = 'devices@two.example';
    await signUpVerified(t, email);
    const chrome = await signInAs(email, CHROME_WINDOWS);
    const firefox = await signInAs(email, FIREFOX_LINUX);
    // A refresh keeps it one sign-in.
    const firefoxNow = (await (await t.app.request('/v1/user/auth/token', json({ refreshToken: firefox.refreshToken }, 'POST', { 'User-Agent': FIREFOX_LINUX }))).json()) as { data: Tokens };
    const list = await call(t, '/v1/user/sessions', authed(chrome.accessToken, undefined, 'GET'));
    expect(list.status).toBe(200);
    const sessions = (list.body.data as { sessions: any[] }).sessions;
    expect(sessions).toHaveLength(3); // the sign-up's, Chrome's, Firefox's
    const byDevice = Object.fromEntries(sessions.map((s) => [s.device, s]));
    expect(byDevice['Chrome on Windows']).toMatchObject({ browser: 'Chrome', os: 'Windows', current: true });
    expect(byDevice['Firefox on Linux']).toMatchObject({ browser: 'Firefox', os: 'Linux', current: false });
    expect(byDevice['Unknown device']).toMatchObject({ browser: null, os: null, current: false });
    for (const s of sessions) {
      expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(s.firstSeen)).toBeLessThanOrEqual(Date.parse(s.lastSeen));
    }
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(await tokenIsValid(t, firefoxNow.data.accessToken)).toBe(1);
  });

  it("ends one: its tokens stop at once; another account's id is not found and changes nothing", async () => {
    const email = 'endone@two.example';
    await signUpVerified(t, email);
    const mine = await signInAs(email, CHROME_WINDOWS);
    const other = await signInAs(email, FIREFOX_LINUX);
    const stranger = await signUpVerified(t, 'stranger@two.example');
    const otherId = ((await call(t, '/v1/user/sessions', authed(mine.accessToken, undefined, 'GET'))).body.data as { sessions: any[] }).sessions.find((s) => s.device === 'Firefox on Linux').id as string;

    const theirs = await call(t, `/v1/user/sessions/${otherId}`, authed(stranger.accessToken, undefined, 'DELETE'));
    expect(theirs.body).toEqual(refused(WORDS.sessionNotFound, 404));
    expect(await tokenIsValid(t, other.accessToken)).toBe(1);
    expect((await call(t, '/v1/user/sessions/not-an-id', authed(mine.accessToken, undefined, 'DELETE'))).body).toEqual(refused(WORDS.sessionNotFound, 404));

    const ended = await call(t, `/v1/user/sessions/${otherId}`, authed(mine.accessToken, undefined, 'DELETE'));
    expect(ended.status).toBe(200);
    expect(await tokenIsValid(t, other.accessToken)).toBe(0);
    expect((await call(t, '/v1/user/address', authed(other.accessToken, undefined, 'GET'))).body).toEqual(refused(WORDS.sessionExpired, 401));
    expect((await refresh(t, other.refreshToken)).status).toBe(401);
    expect((await call(t, `/v1/user/sessions/${otherId}`, authed(mine.accessToken, undefined, 'DELETE'))).body).toEqual(refused(WORDS.sessionNotFound, 404));
    expect(await tokenIsValid(t, mine.accessToken)).toBe(1);
  });

  it("signs out all others: a stolen session's refresh is refused, the caller stays signed in", async () => {
    const email = 'allothers@two.example';
    await signUpVerified(t, email);
    const mine = await signInAs(email, CHROME_WINDOWS);
    const stolen = await signInAs(email, FIREFOX_LINUX);
    // The thief had refreshed once; they keep the newest pair.
    const thief = ((await (await refresh(t, stolen.refreshToken)).json()) as { data: Tokens }).data;
    const out = await call(t, '/v1/user/sessions/signOutOthers', authed(mine.accessToken));
    expect(out.body).toEqual({ statusCode: 200, message: WORDS.othersEnded, data: { ended: 2 } });
    expect((await refresh(t, thief.refreshToken)).status).toBe(401);
    expect(await tokenIsValid(t, thief.accessToken)).toBe(0);
    expect(await tokenIsValid(t, mine.accessToken)).toBe(1);
    const left = ((await call(t, '/v1/user/sessions', authed(mine.accessToken, undefined, 'GET'))).body.data as { sessions: any[] }).sessions;
    expect(left).toEqual([expect.objectContaining({ current: true, device: 'Chrome on Windows' })]);
  });

  it('changing the password ends the other sessions and emails the owner', async () => {
    const email = 'newpass@two.example';
    await signUpVerified(t, email);
    const mine = await signInAs(email, CHROME_WINDOWS);
    const other = await signInAs(email, FIREFOX_LINUX);
    const res = await call(t, '/v1/user/profile/password', authed(mine.accessToken, { currentPassword: PASSWORD, password: 'Another-pass-2', confirmPassword: 'Another-pass-2' }, 'PUT'));
    expect(res.body).toEqual({ statusCode: 200, message: 'Your password has been changed. Your other devices have been signed out.', data: null });
    expect((await refresh(t, other.refreshToken)).status).toBe(401);
    expect(await tokenIsValid(t, mine.accessToken)).toBe(1);
    const mail = (await mailsTo(t, email)).at(-1)!;
    expect(mail.subject).toBe('Your Cargo Connects password was changed');
    expect(mail.body_text).toContain('The password of your Cargo Connects account was changed, and your other devices were signed out.');
  });
});

describe("security events in the team's activity log", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(startClock);
  afterEach(stopClock);

  it('turning two-factor on and off, the company rule changed (not saved again unchanged) and other devices signed out are entries by the account that did them', async () => {
    const email = 'logged@two.example';
    const mine = await signUpVerified(t, email);
    const { secret } = await enrol(t, mine.accessToken);
    const policy = (required: boolean) => call(t, '/v1/user/company/twoFactor', authed(mine.accessToken, { required }, 'PUT'));
    expect((await policy(true)).status).toBe(200);
    expect((await policy(true)).status).toBe(200); // the same rule again: not an event
    const signInElsewhere = async (): Promise<Tokens> => {
      nextStep();
      const challenge = await challengeFor(t, email);
      return (await secondStep(t, { challenge, code: codeNow(secret) })).body.data as Tokens;
    };
    await signInElsewhere();
    const devices = ((await call(t, '/v1/user/sessions', authed(mine.accessToken, undefined, 'GET'))).body.data as { sessions: Array<{ id: string; current: boolean }> }).sessions;
    const other = devices.find((d) => !d.current)!;
    expect((await call(t, `/v1/user/sessions/${other.id}`, authed(mine.accessToken, undefined, 'DELETE'))).status).toBe(200);
    await signInElsewhere();
    expect((await call(t, '/v1/user/sessions/signOutOthers', authed(mine.accessToken))).body.data).toEqual({ ended: 1 });
    expect((await call(t, '/v1/user/sessions/signOutOthers', authed(mine.accessToken))).body.data).toEqual({ ended: 0 }); // none left: not an event
    expect((await policy(false)).status).toBe(200);
    nextStep();
    expect((await call(t, '/v1/user/twoFactor/disable', authed(mine.accessToken, { password: PASSWORD, code: codeNow(secret) }))).status).toBe(200);

    const log = await call(t, '/v1/user/activity', authed(mine.accessToken, undefined, 'GET'));
    expect(log.status).toBe(200);
    const entries = (log.body.data as { response: Array<{ kind: string; subject: string | null; details: unknown; actor: { email: string } }> }).response;
    expect(entries.map(({ kind, subject, details, actor }) => ({ kind, subject, details, by: actor.email }))).toEqual([
      { kind: 'twoFactor.disabled', subject: email, details: { count: 0 }, by: email },
      { kind: 'company.twoFactorRequirement', subject: null, details: { from: 'on', to: 'off' }, by: email },
      { kind: 'sessions.signedOut', subject: email, details: { count: 1 }, by: email },
      { kind: 'sessions.signedOut', subject: email, details: { count: 1 }, by: email },
      { kind: 'company.twoFactorRequirement', subject: null, details: { from: 'off', to: 'on' }, by: email },
      { kind: 'twoFactor.enabled', subject: email, details: null, by: email },
    ]);
  });
});

describe('bad input to the new calls', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await signUpVerified(t, 'bad@two.example')).accessToken;
  });
  afterAll(() => t.close());

  it('is a 4xx with a message, never a 5xx, and changes nothing', async () => {
    const bodies: unknown[] = [null, [], 'text', 42, {}, { code: 123456 }, { code: '12345' }, { code: 'x'.repeat(10_000) }, { password: ['a'] }, { required: 'yes' }, { challenge: {}, code: '123456' }];
    const paths: Array<[string, string]> = [
      ['POST', '/v1/user/twoFactor/setup'],
      ['POST', '/v1/user/twoFactor/confirm'],
      ['POST', '/v1/user/twoFactor/disable'],
      ['POST', '/v1/user/twoFactor/recoveryCodes'],
      ['PUT', '/v1/user/company/twoFactor'],
      ['POST', '/v1/user/auth/twoFactor'],
    ];
    for (const [method, path] of paths) {
      for (const body of bodies) {
        const res = await t.app.request(path, { method, headers: { ...bearer(token), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        expect(res.status, `${method} ${path} ${JSON.stringify(body).slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(((await res.json()) as Body).message).toEqual(expect.any(String));
      }
      const broken = await t.app.request(path, { method, headers: { ...bearer(token), 'Content-Type': 'application/json' }, body: '{"code":' });
      expect(broken.status).toBe(400);
    }
    expect((await t.app.request('/v1/user/auth/twoFactor', json({ challenge: 'c', code: '123456', recoveryCode: 'abcd-2345' }))).status).toBe(400);
    expect((await t.app.request('/v1/user/auth/twoFactor', json({ challenge: 'c' }))).status).toBe(400);
    expect((await t.app.request('/v1/user/sessions/%00%ff', { method: 'DELETE', headers: bearer(token) })).status).toBe(404);
    expect((await t.app.request('/v1/user/security')).status).toBe(401);
    const row = await accountRow(t, 'bad@two.example');
    expect([row.two_factor_secret, row.two_factor_pending_secret, row.two_factor_enabled_at]).toEqual([null, null, null]);
  });
});
