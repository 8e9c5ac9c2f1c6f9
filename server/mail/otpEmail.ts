import { OTP_TTL_MINUTES } from '../auth/otps.ts';
import type { OtpPurpose } from '../db/Database.ts';
import type { Locale } from '../../src/schemas/locales.ts';
import { serverI18n } from '../i18n/serverI18n.ts';
import type { MailMessage } from './MailService.ts';

/** The email that carries a one-time code: the only place a code ever goes. In the recipient's language. */
export function otpEmail(to: string, contactName: string, purpose: OtpPurpose, code: string, locale: Locale = 'en'): MailMessage {
  const i18n = serverI18n(locale);
  const hello = i18n._('Hello {name},', { name: contactName });
  const signature = `\n\n${i18n._('The Cargo Connects team')}`;
  if (purpose === 'email_verification') {
    return {
      to,
      subject: i18n._('Your Cargo Connects verification code'),
      text:
        `${hello}\n\n` +
        `${i18n._('Your Cargo Connects verification code is {code}. It expires in {minutes} minutes.', { code, minutes: OTP_TTL_MINUTES })}\n\n` +
        `${i18n._('Enter it on the verification page to confirm your email address.')} ` +
        i18n._('If you did not create a Cargo Connects account, you can ignore this email.') +
        signature,
    };
  }
  return {
    to,
    subject: i18n._('Your Cargo Connects password reset code'),
    text:
      `${hello}\n\n` +
      `${i18n._('Your Cargo Connects password reset code is {code}. It expires in {minutes} minutes.', { code, minutes: OTP_TTL_MINUTES })}\n\n` +
      i18n._('If you did not ask to reset your password, you can ignore this email: your password stays the same.') +
      signature,
  };
}
