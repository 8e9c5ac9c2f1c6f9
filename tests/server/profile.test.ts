import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwordHash.ts';
import { Envelope } from '../../src/schemas/envelope.ts';
import { Profile } from '../../src/schemas/profile.ts';
import { bearer, logIn, PASSWORD, setVerifiedByAdmin, signUpVerified, type Tokens } from './support/accounts.ts';
import { PNG_1X1, uploadRequest } from './support/images.ts';
import { createTestApp, json, type TestApp } from './support/testApp.ts';

const ref = { companyName: 'Ref Co', contactName: 'Bo Ref', emailAddress: 'bo@ref.example', contactNo: '5598765432' };
const edit = {
  companyName: 'Acme Freight Renamed',
  contactName: 'Ana María Ruiz',
  contactNumber: '5511112222',
  email: 'ana.new@acme.example',
  commercialReference: [ref],
};

describe('GET and PUT /v1/user/profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const getProfile = async (accessToken: string) => {
    const res = await t.app.request('/v1/user/profile', { headers: bearer(accessToken) });
    expect(res.status).toBe(200);
    return Schema.decodeUnknownSync(Envelope(Profile))(await res.json());
  };
  const put = (accessToken: string, body: unknown) => t.app.request('/v1/user/profile', json(body, 'PUT', bearer(accessToken)));
  const uploadPicture = async (accessToken: string): Promise<string> => {
    // Uploads need a company verified by the admin.
    await t.db.updateTable('companies').set({ verify_by_admin: true }).execute();
    const res = await t.app.request('/v1/common/imageUpload', uploadRequest(accessToken, PNG_1X1));
    return ((await res.json()) as { data: { url: string } }).data.url;
  };

  it('GET answers the profile in the shared Profile shape', async () => {
    const { accessToken } = await signUpVerified(t, 'profile@acme.example', { commercialReference: [ref] });
    const body = await getProfile(accessToken);
    expect(body).toEqual({
      statusCode: 200,
      message: 'Profile fetched successfully',
      data: {
        accountId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        role: 'main',
        accessLevel: 'owner',
        companyName: 'Acme Freight',
        contactName: 'Ana Ruiz',
        contactNumber: '5512345678',
        email: 'profile@acme.example',
        commercialReference: [ref],
        profilePicture: null,
        verifyByAdmin: false,
        emailVerified: true,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    });
    await setVerifiedByAdmin(t, 'profile@acme.example', true);
    expect((await getProfile(accessToken)).data.verifyByAdmin).toBe(true);
  });

  it('GET and PUT need a live session', async () => {
    for (const res of [await t.app.request('/v1/user/profile'), await t.app.request('/v1/user/profile', json(edit, 'PUT'))]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ statusCode: 401, message: 'Your session has expired. Please sign in again.' });
    }
  });

  it('PUT updates the company and the contact fields, and answers the new profile', async () => {
    const { accessToken } = await signUpVerified(t, 'editor@acme.example');
    const res = await put(accessToken, { ...edit, email: ' Editor.New@Acme.example ' });
    expect(res.status).toBe(200);
    const body = Schema.decodeUnknownSync(Envelope(Profile))(await res.json());
    expect(body.message).toBe('Profile updated successfully');
    expect(body.data).toMatchObject({ ...edit, email: 'editor.new@acme.example' });
    expect(await getProfile(accessToken)).toEqual({ ...body, message: 'Profile fetched successfully' });
    // The new email signs in.
    expect((await logIn(t, 'editor.new@acme.example')).status).toBe(200);
    expect((await logIn(t, 'editor@acme.example')).status).toBe(401);
  });

  it('PUT refuses an email another account has with 409, and accepts keeping its own', async () => {
    await signUpVerified(t, 'owner@acme.example');
    const { accessToken } = await signUpVerified(t, 'second@acme.example');
    const res = await put(accessToken, { ...edit, email: 'OWNER@acme.example' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      statusCode: 409,
      message: 'An account with this email already exists',
      errors: { email: 'An account with this email already exists' },
    });
    expect((await put(accessToken, { ...edit, email: 'second@acme.example' })).status).toBe(200);
  });

  it('PUT validates with the edit-profile form rules', async () => {
    const { accessToken } = await signUpVerified(t, 'invalid@acme.example');
    const res = await put(accessToken, { companyName: ' ', contactName: 'X', contactNumber: '123', email: 'x@', commercialReference: [{ ...ref, contactNo: '1' }] });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: 400,
      message: 'company-name is required',
      errors: {
        companyName: 'company-name is required',
        contactNumber: 'Invalid contact-number format',
        email: 'Invalid email format',
        'commercialReference.0.contactNo': 'Invalid contact-number format',
      },
    });
  });

  it('PUT sets, keeps and removes the profile picture; only the account’s own uploads', async () => {
    const { accessToken } = await signUpVerified(t, 'picture@acme.example');
    const url = await uploadPicture(accessToken);
    expect((await (await put(accessToken, { ...edit, email: 'picture@acme.example', profilePicture: url })).json()).data.profilePicture).toBe(url);
    // Absent: unchanged.
    expect((await (await put(accessToken, { ...edit, email: 'picture@acme.example' })).json()).data.profilePicture).toBe(url);
    expect((await (await put(accessToken, { ...edit, email: 'picture@acme.example', profilePicture: null })).json()).data.profilePicture).toBeNull();

    const message = 'profilePicture must be an image uploaded with /v1/common/imageUpload';
    const stranger = await signUpVerified(t, 'stranger@acme.example');
    const theirs = await uploadPicture(stranger.accessToken);
    for (const profilePicture of [theirs, 'https://evil.example/x.png', '/v1/common/uploads/00000000-0000-4000-8000-000000000000', 42]) {
      const res = await put(accessToken, { ...edit, email: 'picture@acme.example', profilePicture });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ statusCode: 400, message, errors: { profilePicture: message } });
    }
  });

  describe('a sub-user', () => {
    let main: Tokens;
    let sub: Tokens;
    beforeAll(async () => {
      main = await signUpVerified(t, 'boss@acme.example', { companyName: 'Boss Freight', commercialReference: [ref] });
      const company = await t.db.selectFrom('accounts').select('company_id').where('email', '=', 'boss@acme.example').executeTakeFirstOrThrow();
      await t.db
        .insertInto('accounts')
        .values({
          company_id: company.company_id,
          role: 'sub',
          contact_name: 'Sub User',
          contact_number: '5533334444',
          email: 'sub@acme.example',
          password_hash: await hashPassword(PASSWORD),
          email_verified: true,
        })
        .execute();
      sub = ((await (await logIn(t, 'sub@acme.example')).json()) as { data: Tokens }).data;
    });

    it('sees its own contact fields with the company’s name and references', async () => {
      expect((await getProfile(sub.accessToken)).data).toMatchObject({
        role: 'sub',
        companyName: 'Boss Freight',
        contactName: 'Sub User',
        email: 'sub@acme.example',
        commercialReference: [ref],
      });
    });

    it('edits its own contact fields; the company fields it sends are ignored', async () => {
      const res = await put(sub.accessToken, { ...edit, email: 'sub.new@acme.example', companyName: 'Hijacked', commercialReference: [] });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: Profile }).data).toMatchObject({
        role: 'sub',
        contactName: edit.contactName,
        email: 'sub.new@acme.example',
        companyName: 'Boss Freight',
        commercialReference: [ref],
      });
      expect((await getProfile(main.accessToken)).data).toMatchObject({ companyName: 'Boss Freight', email: 'boss@acme.example', contactName: 'Ana Ruiz' });
    });

    it('is signed out once deleted', async () => {
      await t.db.deleteFrom('accounts').where('role', '=', 'sub').execute();
      expect((await t.app.request('/v1/user/profile', { headers: bearer(sub.accessToken) })).status).toBe(401);
    });
  });
});

describe('PUT /v1/user/profile/password (issue 18.7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const NEW = 'Brand-new-pass-2';
  const change = (accessToken: string, body: unknown) => t.app.request('/v1/user/profile/password', json(body, 'PUT', bearer(accessToken)));
  const refresh = (refreshToken: string) => t.app.request('/v1/user/auth/token', json({ refreshToken }));
  const signIn = async (email: string, password: string): Promise<Tokens> => {
    const res = await logIn(t, email, password);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: Tokens }).data;
  };

  it('needs a session', async () => {
    expect((await t.app.request('/v1/user/profile/password', json({ currentPassword: PASSWORD, password: NEW, confirmPassword: NEW }, 'PUT'))).status).toBe(401);
  });

  it('checks the form with the one password rule and the match', async () => {
    const { accessToken } = await signUpVerified(t, 'rules@acme.example');
    const res = await change(accessToken, { currentPassword: '', password: 'short', confirmPassword: 'other' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors).toMatchObject({ currentPassword: 'current-password is required', password: 'Password must be at least 8 characters' });
    const mismatch = await change(accessToken, { currentPassword: PASSWORD, password: NEW, confirmPassword: `${NEW}x` });
    expect(((await mismatch.json()) as { errors: Record<string, string> }).errors).toEqual({ confirmPassword: 'Passwords do not match.' });
  });

  it('refuses a wrong current password with a clear message and changes nothing', async () => {
    const { accessToken } = await signUpVerified(t, 'wrong@acme.example');
    const res = await change(accessToken, { currentPassword: 'not-my-password', password: NEW, confirmPassword: NEW });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: 400, message: 'Your current password is not correct', errors: { currentPassword: 'Your current password is not correct' } });
    expect((await logIn(t, 'wrong@acme.example', PASSWORD)).status).toBe(200);
  });

  it('changes it: the new password signs in, the old one is refused, other sessions end, this one stays', async () => {
    const email = 'change@acme.example';
    const here = await signUpVerified(t, email);
    const elsewhere = await signIn(email, PASSWORD);
    const res = await change(here.accessToken, { currentPassword: PASSWORD, password: NEW, confirmPassword: NEW });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ statusCode: 200, message: 'Your password has been changed. Your other devices have been signed out.', data: null });

    expect((await t.app.request('/v1/user/profile', { headers: bearer(here.accessToken) })).status).toBe(200);
    expect((await refresh(here.refreshToken)).status).toBe(200);
    expect((await t.app.request('/v1/user/profile', { headers: bearer(elsewhere.accessToken) })).status).toBe(401);
    expect((await refresh(elsewhere.refreshToken)).status).toBe(401);

    expect((await logIn(t, email, PASSWORD)).status).toBe(401);
    expect((await logIn(t, email, NEW)).status).toBe(200);
  });

  it('stops answering after too many wrong current passwords', async () => {
    const { accessToken } = await signUpVerified(t, 'guess@acme.example');
    for (let i = 0; i < 10; i++) expect((await change(accessToken, { currentPassword: `guess-${i}-wrong`, password: NEW, confirmPassword: NEW })).status).toBe(400);
    const res = await change(accessToken, { currentPassword: PASSWORD, password: NEW, confirmPassword: NEW });
    expect(res.status).toBe(429);
    expect((await logIn(t, 'guess@acme.example', PASSWORD)).status).toBe(200);
  });
});
