import { Schema } from 'effect';
import { requiredEmail, requiredText } from './fields.ts';
import { BrowserMessages } from './browserMessages.ts';

export { OTP_LENGTH, OTP_PATTERN } from './fieldRules.ts';
import { OTP_PATTERN } from './fieldRules.ts';

/** Asks for a code: POST /v1/common/otp/sent/user (password recovery). */
export const OtpRequestForm = Schema.Struct({
  email: requiredEmail('email'),
}).annotate({ message: BrowserMessages.fillUp });
export type OtpRequestForm = typeof OtpRequestForm.Type;

/** Checks a code: POST /v1/user/auth/verifyOtp (email verification) and /v1/common/otp/verify (password reset). */
export const OtpVerifyForm = Schema.Struct({
  email: requiredEmail('email'),
  otp: requiredText('otp').pipe(Schema.check(Schema.isPattern(OTP_PATTERN, { message: BrowserMessages.otpFormat }))),
}).annotate({ message: BrowserMessages.fillUp });
export type OtpVerifyForm = typeof OtpVerifyForm.Type;
