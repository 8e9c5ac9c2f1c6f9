import { Schema } from 'effect';
import { BrowserMessages } from './browserMessages.ts';
import { requiredText, signInPassword } from './fields.ts';
import { TwoFactorMessages as Messages } from './twoFactorMessages.ts';

// Two-factor sign-in (TOTP, RFC 6238) and the signed-in devices: the bodies the server decodes
// and the answers it sends, for the sign-in step and the security settings.

/** An authenticator app's code: 6 digits (RFC 6238 with the apps' defaults: SHA-1, 30 s). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Recovery codes made at a time, each good once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long "trust this device" skips the code, in days. */
export const TRUSTED_DEVICE_DAYS = 30;
/** How long the sign-in's second step waits for its code, in minutes, and how many codes it takes. */
export const CHALLENGE_MINUTES = 5;
export const CHALLENGE_MAX_ATTEMPTS = 5;

export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code as shown, `abcd-2345` (letters and digits that cannot be mistaken for each other); typed with or without the dash, any case. */
export const RECOVERY_CODE_PATTERN = /^[a-hjkmnp-z2-9]{4}-?[a-hjkmnp-z2-9]{4}$/i;

const CODE_MAX = 64;

/** A 6-digit code (spaces the apps show between groups are the user's, not the code's: trimmed only). */
const totpCode = requiredText(/*i18n*/ 'code', { max: CODE_MAX }).pipe(Schema.check(Schema.isPattern(TOTP_CODE_PATTERN, { message: Messages.twoFactorCodeFormat })));
/** A 6-digit code or a recovery code. */
const anyCode = requiredText(/*i18n*/ 'code', { max: CODE_MAX }).pipe(
  Schema.check(Schema.makeFilter((s: string) => TOTP_CODE_PATTERN.test(s) || RECOVERY_CODE_PATTERN.test(s) || Messages.twoFactorCodeOrRecoveryFormat)),
);
const recoveryCode = requiredText(/*i18n*/ 'recoveryCode', { max: CODE_MAX }).pipe(Schema.check(Schema.isPattern(RECOVERY_CODE_PATTERN, { message: Messages.recoveryCodeFormat })));

/** POST /v1/user/twoFactor/setup: the current password again. */
export const TwoFactorSetupBody = Schema.Struct({ password: signInPassword() }).annotate({ message: BrowserMessages.fillUp });
export type TwoFactorSetupBody = typeof TwoFactorSetupBody.Type;

/** POST /v1/user/twoFactor/confirm: the first code the app shows for the new secret. */
export const TwoFactorConfirmBody = Schema.Struct({ code: totpCode }).annotate({ message: BrowserMessages.fillUp });
export type TwoFactorConfirmBody = typeof TwoFactorConfirmBody.Type;

/** POST /v1/user/twoFactor/recoveryCodes: a code (from the app, or a recovery code) proves the second factor. */
export const RecoveryCodesBody = Schema.Struct({ code: anyCode }).annotate({ message: BrowserMessages.fillUp });
export type RecoveryCodesBody = typeof RecoveryCodesBody.Type;

/** POST /v1/user/twoFactor/disable: the password and a code (from the app, or a recovery code). */
export const TwoFactorDisableBody = Schema.Struct({ password: signInPassword(), code: anyCode }).annotate({ message: BrowserMessages.fillUp });
export type TwoFactorDisableBody = typeof TwoFactorDisableBody.Type;

/** PUT /v1/user/company/twoFactor. */
export const CompanyTwoFactorBody = Schema.Struct({
  required: Schema.Boolean.annotate({ message: Messages.companyTwoFactorChoice }).pipe(Schema.annotateKey({ messageMissingKey: Messages.companyTwoFactorChoice })),
});
export type CompanyTwoFactorBody = typeof CompanyTwoFactorBody.Type;

/**
 * POST /v1/user/auth/twoFactor: the sign-in's second step. `challenge` is what logIn answered;
 * exactly one of `code` (the app's) and `recoveryCode`. `trustDevice` sets the httpOnly
 * `trustedDevice` cookie: this browser skips the step for TRUSTED_DEVICE_DAYS.
 */
export const TwoFactorSignInBody = Schema.Struct({
  challenge: requiredText(/*i18n*/ 'challenge', { max: 200 }),
  code: Schema.optionalKey(totpCode),
  recoveryCode: Schema.optionalKey(recoveryCode),
  trustDevice: Schema.optionalKey(Schema.Boolean.annotate({ message: Messages.trustDeviceChoice })),
})
  .annotate({ message: BrowserMessages.fillUp })
  .check(
    Schema.makeFilter((body: { readonly code?: string; readonly recoveryCode?: string }) =>
      (body.code === undefined) !== (body.recoveryCode === undefined) ? undefined : { path: ['code'], issue: Messages.twoFactorOneCode },
    ),
  );
export type TwoFactorSignInBody = typeof TwoFactorSignInBody.Type;

/** `data` of logIn when the account has two-factor on and the browser is not trusted: no tokens yet. */
export const TwoFactorChallenge = Schema.Struct({ twoFactorRequired: Schema.Literal(true), challenge: Schema.String });
export type TwoFactorChallenge = typeof TwoFactorChallenge.Type;

/** `data` of GET /v1/user/security. */
export const SecurityStatus = Schema.Struct({
  twoFactorEnabled: Schema.Boolean,
  recoveryCodesLeft: Schema.Int,
  companyRequiresTwoFactor: Schema.Boolean,
  /** The company requires it of this account (main user or Admin) and it is not on: only setup calls answer. */
  mustEnrol: Schema.Boolean,
  trustedDevices: Schema.Int,
});
export type SecurityStatus = typeof SecurityStatus.Type;

/** `data` of POST /v1/user/twoFactor/setup: the secret to type, and the URL a QR code carries. */
export const TwoFactorSetup = Schema.Struct({ secret: Schema.String, otpauthUrl: Schema.String });
export type TwoFactorSetup = typeof TwoFactorSetup.Type;

/** `data` of confirm and recoveryCodes: shown once, never stored in clear. */
export const RecoveryCodes = Schema.Struct({ recoveryCodes: Schema.Array(Schema.String) });
export type RecoveryCodes = typeof RecoveryCodes.Type;

/** `data` of PUT /v1/user/company/twoFactor. */
export const CompanyTwoFactor = Schema.Struct({ required: Schema.Boolean });
export type CompanyTwoFactor = typeof CompanyTwoFactor.Type;

/** One signed-in device of GET /v1/user/sessions (a sign-in and its token refreshes). */
export const SignedInDevice = Schema.Struct({
  id: Schema.String,
  /** Readable, in the request's language: "Chrome on Windows". */
  device: Schema.String,
  browser: Schema.NullOr(Schema.String),
  os: Schema.NullOr(Schema.String),
  ip: Schema.NullOr(Schema.String),
  /** ISO 8601: the sign-in. */
  firstSeen: Schema.String,
  /** ISO 8601: the last sign-in or token refresh (every 15 minutes while the app is open). */
  lastSeen: Schema.String,
  current: Schema.Boolean,
});
export type SignedInDevice = typeof SignedInDevice.Type;

export const SignedInDevices = Schema.Struct({ sessions: Schema.Array(SignedInDevice) });
export type SignedInDevices = typeof SignedInDevices.Type;
