import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, latestCode, logIn, mailsTo, PASSWORD, signUp, signUpVerified, tokenIsValid } from './support/accounts.ts';
import { createTestApp, json, type TestApp } from './support/testApp.ts';

const NEW_PASSWORD = 'Brand-new-pass-2';
const otpSent = 'OTP has been sent to your email address. Please check your inbox and use the OTP to proceed';
const invalidOtp = { statusCode: 400, message: 'Invalid or expired OTP', errors: { otp: 'Invalid or expired OTP' } };
const resetExpired = { statusCode: 400, message: 'This reset link has expired. Please request a new code.' };

describe('password recovery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sendCode = (email: string) => t.app.request('/v1/common/otp/sent/user', json({ email }));
  const verifyCode = (email: string, otp: string) => t.app.request('/v1/common/otp/verify', json({ email, otp }));
  const reset = (body: Record<string, unknown>) => t.app.request('/v1/common/resetPassword/user', json(body));
  const resetTokenFor = async (email: string): Promise<string> => {
    await sendCode(email);
    const res = await verifyCode(email, await latestCode(t, email));
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { resetToken: string } }).data.resetToken;
  };

  it('[msg.catalogue] POST /v1/common/otp/sent/user mails a reset code and answers with the spec message', async () => {
    const email = 'forgot@acme.example';
    await signUpVerified(t, email);
    const res = await sendCode(' Forgot@Acme.example ');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ statusCode: 200, message: otpSent, data: { email } });
    const mail = (await mailsTo(t, email)).at(-1)!;
    expect(mail.subject).toBe('Your Cargo Connects password reset code');
    const code = await latestCode(t, email);
    expect(mail.body_text).toContain(`Your Cargo Connects password reset code is ${code}. It expires in 10 minutes.`);
    expect(text).not.toContain(code);
  });

  it('answers an unknown email exactly like a known one, and mails nothing', async () => {
    const res = await sendCode('ghost@acme.example');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ statusCode: 200, message: otpSent, data: { email: 'ghost@acme.example' } });
    expect(await mailsTo(t, 'ghost@acme.example')).toEqual([]);
  });

  it('validates the email', async () => {
    const res = await t.app.request('/v1/common/otp/sent/user', json({ email: 'nope' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statusCode: 400, message: 'Invalid email format', errors: { email: 'Invalid email format' } });
  });

  it('mails at most 3 codes per address in 10 minutes, still answering 200', async () => {
    const email = 'many@acme.example';
    await signUpVerified(t, email); // 1 code mailed at sign-up
    for (let i = 0; i < 3; i++) expect((await sendCode(email)).status).toBe(200);
    expect(await mailsTo(t, email)).toHaveLength(3);
  });

  it('POST /v1/common/otp/verify trades the code for a reset token; wrong codes get 400', async () => {
    const email = 'trade@acme.example';
    await signUpVerified(t, email);
    await sendCode(email);
    const code = await latestCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await verifyCode(email, wrong);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual(invalidOtp);
    const res = await verifyCode(email, code);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; data: { resetToken: string } };
    expect(body.message).toBe('Code verified. You can now create a new password.');
    expect(body.data.resetToken).toMatch(/^[\w-]{43}$/);
    expect(await (await verifyCode(email, code)).json()).toEqual(invalidOtp);
  });

  it('keeps the two kinds of code apart', async () => {
    const email = 'purpose@acme.example';
    await signUp(t, email);
    // The sign-up (email verification) code is not a password reset code.
    expect(await (await verifyCode(email, await latestCode(t, email))).json()).toEqual(invalidOtp);
    await sendCode(email);
    expect((await t.app.request('/v1/user/auth/verifyOtp', json({ email, otp: await latestCode(t, email) }))).status).toBe(400);
  });

  it('kills a reset code after 5 wrong attempts', async () => {
    const email = 'guesser@acme.example';
    await signUpVerified(t, email);
    await sendCode(email);
    const code = await latestCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verifyCode(email, wrong)).status).toBe(400);
    expect((await verifyCode(email, code)).status).toBe(400);
  });

  it('POST /v1/common/resetPassword/user sets the password, signs out every session, and works once', async () => {
    const email = 'reset@acme.example';
    const before = await signUpVerified(t, email);
    const resetToken = await resetTokenFor(email);
    const res = await reset({ resetToken, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ statusCode: 200, message: 'Your password has been changed. Please sign in.', data: null });

    expect(await tokenIsValid(t, before.accessToken)).toBe(0);
    expect((await t.app.request('/v1/user/auth/token', json({ refreshToken: before.refreshToken }))).status).toBe(401);
    expect((await logIn(t, email, PASSWORD)).status).toBe(401);
    expect((await logIn(t, email, NEW_PASSWORD)).status).toBe(200);

    const again = await reset({ resetToken, password: 'Another-pass-3', confirmPassword: 'Another-pass-3' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(resetExpired);
  });

  it('verifies the email too: the reset code reached the mailbox', async () => {
    const email = 'neververified@acme.example';
    await signUp(t, email);
    const resetToken = await resetTokenFor(email);
    expect((await reset({ resetToken, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await logIn(t, email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an unknown, expired or superseded reset token', async () => {
    const body = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect(await (await reset({ ...body, resetToken: 'not-a-token' })).json()).toEqual(resetExpired);

    const email = 'stale@acme.example';
    await signUpVerified(t, email);
    const first = await resetTokenFor(email);
    const token = await t.db.selectFrom('password_reset_tokens').select(['id', 'created_at', 'expires_at']).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(token.expires_at.getTime() - token.created_at.getTime()).toBe(15 * 60 * 1000);
    await t.db.updateTable('password_reset_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', token.id).execute();
    expect(await (await reset({ ...body, resetToken: first })).json()).toEqual(resetExpired);

    // (A new account: the first has had its 3 codes for these 10 minutes.)
    await signUpVerified(t, 'superseded@acme.example');
    const older = await resetTokenFor('superseded@acme.example');
    const newer = await resetTokenFor('superseded@acme.example');
    expect(await (await reset({ ...body, resetToken: older })).json()).toEqual(resetExpired);
    expect((await reset({ ...body, resetToken: newer })).status).toBe(200);
  });

  it('validates the new password with the create-password form rules', async () => {
    const res = await reset({ resetToken: 'whatever', password: 'short', confirmPassword: 'different' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: 400,
      message: 'Password must be at least 8 characters',
      errors: { password: 'Password must be at least 8 characters', confirmPassword: 'Passwords do not match.' },
    });
    const missing = await reset({});
    expect(await missing.json()).toEqual({
      statusCode: 400,
      message: 'password is required',
      errors: { password: 'password is required', confirmPassword: 'confirm-password is required', resetToken: 'resetToken is required' },
    });
  });

  it('needs no session: a signed-in header changes nothing', async () => {
    const email = 'signedin@acme.example';
    const tokens = await signUpVerified(t, email);
    const res = await t.app.request('/v1/common/otp/sent/user', json({ email }, 'POST', bearer(tokens.accessToken)));
    expect(res.status).toBe(200);
  });
});
