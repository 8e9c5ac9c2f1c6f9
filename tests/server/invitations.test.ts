import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/passwordHash.ts';
import { logIn, mailsTo } from './support/accounts.ts';
import { newCustomer, newSubUser, type Customer } from './support/service.ts';
import { send } from './support/orders.ts';
import { createServiceTestApp } from './support/service.ts';
import type { TestApp } from './support/testApp.ts';

// The feature request: "a sub-user invited by email (sets their own password) instead of a password shared by
// hand". The link is single-use and expires; a replayed, expired or forged one is a clear 4xx and
// changes nothing.

const PATH = '/v1/user/sub/user';
const NEW_PASSWORD = 'Chosen-pass-9';
const invite = (email: string, role = 'booker') => ({ contactName: 'Ivy Chen', contactNumber: '5511122233', email, role, access: 'invite' });

describe('sub-user invitations', () => {
  let t: TestApp;
  let main: Customer;

  beforeAll(async () => {
    t = await createServiceTestApp();
    main = await newCustomer(t, 'main@invite.example');
  }, 60_000);
  afterAll(() => t.close());

  /** The token of the newest invitation mailed to the address (as the invitee would click it). */
  const tokenMailedTo = async (email: string): Promise<string> => {
    const text = (await mailsTo(t, email)).at(-1)?.body_text ?? '';
    const match = /\/accept-invite\?token=([\w%-]+)/.exec(text);
    if (!match) throw new Error(`no invitation mailed to ${email}: ${text}`);
    return decodeURIComponent(match[1]!);
  };
  const accept = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
    send(t, undefined, 'POST', '/v1/common/invitation/accept', { token, password, confirmPassword });
  const account = (email: string) => t.db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  it('invites without a password: "Invitation sent", pending, and an email with a link to /accept-invite', async () => {
    const res = await send(t, main, 'POST', PATH, invite('ivy@invite.example'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Invitation sent. The sub-user sets their own password from the email.');
    expect(res.body.data).toMatchObject({ email: 'ivy@invite.example', role: 'booker', invitationPending: true });
    const mails = await mailsTo(t, 'ivy@invite.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('You are invited to Company of main@invite.example on Cargo Connects');
    expect(mails[0]!.body_text).toContain('expires in 7 days');
    // Only the hash is stored.
    const token = await tokenMailedTo('ivy@invite.example');
    const stored = await t.db.selectFrom('sub_user_invitations').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    // Nobody can sign in before the invitee chooses a password.
    expect((await logIn(t, 'ivy@invite.example', '')).status).toBe(400);
  });

  it('the check says who it is for; accepting sets the password, ends pending, and the invitee signs in', async () => {
    const token = await tokenMailedTo('ivy@invite.example');
    const check = await send(t, undefined, 'POST', '/v1/common/invitation/check', { token });
    expect(check.status).toBe(200);
    expect(check.body.data).toEqual({ email: 'ivy@invite.example', contactName: 'Ivy Chen', companyName: 'Company of main@invite.example' });
    const res = await accept(token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Your password is set. Sign in with your email and new password.');
    const row = await account('ivy@invite.example');
    expect(row.invitation_pending).toBe(false);
    expect(await verifyPassword(NEW_PASSWORD, row.password_hash)).toBe(true);
    expect((await logIn(t, 'ivy@invite.example', NEW_PASSWORD)).status).toBe(200);
    expect((await send(t, main, 'GET', `${PATH}/${row.id}`)).body.data.invitationPending).toBe(false);
  });

  it('a replayed link is refused (409) and the password stays', async () => {
    const token = await tokenMailedTo('ivy@invite.example');
    const res = await accept(token, 'Another-pass-1');
    expect(res).toMatchObject({ status: 409, body: { message: 'This invitation has already been used. Sign in with the password you set.' } });
    expect(await verifyPassword(NEW_PASSWORD, (await account('ivy@invite.example')).password_hash)).toBe(true);
    expect((await send(t, undefined, 'POST', '/v1/common/invitation/check', { token })).status).toBe(409);
  });

  it('a forged token is refused (400), and the password rule still holds (400, field message)', async () => {
    const forged = await accept('x'.repeat(43));
    expect(forged).toMatchObject({ status: 400, body: { message: 'This invitation link is not valid. Ask for a new invitation.' } });
    await send(t, main, 'POST', PATH, invite('short@invite.example'));
    const token = await tokenMailedTo('short@invite.example');
    const short = await accept(token, 'short');
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toBe('Password must be at least 8 characters');
    const mismatch = await accept(token, NEW_PASSWORD, 'Different-pass-1');
    expect(mismatch.body.errors.confirmPassword).toBe('Passwords do not match.');
    expect((await account('short@invite.example')).invitation_pending).toBe(true);
  });

  it('an expired link is refused (410) and changes nothing; Resend mails a new one and the old stops working', async () => {
    await send(t, main, 'POST', PATH, invite('late@invite.example'));
    const old = await tokenMailedTo('late@invite.example');
    const before = (await account('late@invite.example')).password_hash;
    await t.db.updateTable('sub_user_invitations').set({ expires_at: sql<Date>`now() - interval '1 minute'` }).execute();
    const expired = await accept(old);
    expect(expired).toMatchObject({ status: 410, body: { message: 'This invitation has expired. Ask the main user or an admin to send a new one.' } });
    expect((await account('late@invite.example')).password_hash).toBe(before);

    const id = (await account('late@invite.example')).id;
    const resend = await send(t, main, 'POST', `${PATH}/${id}/invitation`);
    expect(resend.status, JSON.stringify(resend.body)).toBe(200);
    expect(resend.body.message).toBe('Invitation sent again. Earlier links no longer work.');
    const fresh = await tokenMailedTo('late@invite.example');
    expect(fresh).not.toBe(old);
    expect((await accept(old)).status).toBe(410);
    expect((await accept(fresh)).status).toBe(200);
    // Accepted: nothing left to resend.
    expect(await send(t, main, 'POST', `${PATH}/${id}/invitation`)).toMatchObject({ status: 409, body: { message: 'This sub-user has already accepted their invitation.' } });
  });

  it('an invitation is for the roles the inviter may give: an Admin cannot invite an Admin', async () => {
    const admin = await newSubUser(t, main, 'admin@invite.example', 'admin');
    const res = await send(t, admin, 'POST', PATH, invite('peer@invite.example', 'admin'));
    expect(res.status).toBe(403);
    expect(await mailsTo(t, 'peer@invite.example')).toHaveLength(0);
    expect((await send(t, admin, 'POST', PATH, invite('helper@invite.example', 'viewer'))).status).toBe(201);
  });

  it('"Set a password now" keeps the spec’s rule: the password is required for that choice', async () => {
    const res = await send(t, main, 'POST', PATH, { ...invite('now@invite.example'), access: 'password' });
    expect(res.status).toBe(400);
    expect(res.body.errors.password).toBe('password is required');
  });
});
