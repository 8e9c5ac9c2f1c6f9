import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { Messages } from '../../src/schemas/messages.ts';
import { Profile, ProfileUpdateBody, UPLOAD_PATH_PATTERN } from '../../src/schemas/profile.ts';
import { validate } from '../../src/schemas/validate.ts';
import { ruleIt } from '../spec/ruleIt';

const profile = {
  accountId: '11111111-1111-4111-8111-111111111111',
  role: 'main',
  accessLevel: 'owner',
  companyName: 'Acme',
  contactName: 'Jo',
  contactNumber: '5551234567',
  email: 'jo@acme.com',
  commercialReference: [{ companyName: 'Ref', contactName: 'Bo', emailAddress: 'bo@ref.co', contactNo: '5559876543' }],
  profilePicture: null,
  verifyByAdmin: false,
  emailVerified: true,
  createdAt: '2026-01-02T03:04:05.000Z',
};
const edit = { companyName: 'Acme', contactName: 'Jo', contactNumber: '5551234567', email: 'jo@acme.com' };
const upload = '/v1/common/uploads/0f8fad5b-d9cb-469f-a165-70867728950e';

describe('Profile (response)', () => {
  it('decodes the API profile', () => {
    expect(Schema.decodeUnknownSync(Profile)(profile)).toEqual(profile);
    expect(Schema.decodeUnknownSync(Profile)({ ...profile, role: 'sub', profilePicture: upload })).toMatchObject({ role: 'sub', profilePicture: upload });
  });

  it('refuses an unknown role or a missing field', () => {
    expect(() => Schema.decodeUnknownSync(Profile)({ ...profile, role: 'admin' })).toThrow();
    expect(() => Schema.decodeUnknownSync(Profile)({ ...profile, accessLevel: 'superuser' })).toThrow();
    const { verifyByAdmin: _omitted, ...partial } = profile;
    expect(() => Schema.decodeUnknownSync(Profile)(partial)).toThrow();
  });
});

describe('ProfileUpdateBody', () => {
  ruleIt('[val.profile] has the edit-profile rules', () => {
    expect(validate(ProfileUpdateBody, {})).toEqual({
      ok: false,
      errors: {
        companyName: 'company-name is required',
        contactName: 'contact-name is required',
        contactNumber: 'contact-number is required',
        email: 'email is required',
      },
    });
  });

  it('takes an uploaded picture, null to remove it, or no key to keep it', () => {
    expect(validate(ProfileUpdateBody, { ...edit, profilePicture: upload })).toEqual({ ok: true, value: { ...edit, commercialReference: [], profilePicture: upload } });
    expect(validate(ProfileUpdateBody, { ...edit, profilePicture: null })).toEqual({ ok: true, value: { ...edit, commercialReference: [], profilePicture: null } });
    expect(validate(ProfileUpdateBody, edit)).toEqual({ ok: true, value: { ...edit, commercialReference: [] } });
  });

  it.each(['https://example.com/a.png', '/v1/common/uploads/abc', `${upload}/x`, 'javascript:alert(1)', 5])('refuses %j as a picture', (profilePicture) => {
    expect(UPLOAD_PATH_PATTERN.test(String(profilePicture))).toBe(false);
    expect(validate(ProfileUpdateBody, { ...edit, profilePicture })).toEqual({ ok: false, errors: { profilePicture: Messages.profilePictureInvalid } });
  });
});

describe('Messages of sign-in and account', () => {
  ruleIt('[msg.catalogue] keeps the wording the API and the client share', () => {
    expect(Messages.otpFormat).toBe('OTP must be 6 digits');
    expect(Messages.passwordMinLength).toBe('Password must be at least 8 characters');
    expect(Messages.invalidCredentials).toBe('Invalid email or password');
    expect(Messages.sessionExpired).toBe('Your session has expired. Please sign in again.');
    expect(Messages.tooManyAttempts).toBe('Too many attempts. Please try again later.');
    expect(Messages.invalidOtp).toBe('Invalid or expired OTP');
    expect(Messages.resetExpired).toBe('This reset link has expired. Please request a new code.');
    expect(Messages.imageTypes).toBe('Only PNG, JPEG, WebP or GIF images can be uploaded');
  });
});
