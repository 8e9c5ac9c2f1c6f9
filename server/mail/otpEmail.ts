import { OTP_TTL_MINUTES } from '../auth/otps.ts';
import type { OtpPurpose } from '../db/Database.ts';
import type { MailMessage } from './MailService.ts';

const signature = '\n\nThe Cargo Connects team';

/** The email that carries a one-time code: the only place a code ever goes. */
export function otpEmail(to: string, contactName: string, purpose: OtpPurpose, code: string): MailMessage {
  if (purpose === 'email_verification') {
    return {
      to,
      subject: 'Your Cargo Connects verification code',
      text:
        `Hello ${contactName},\n\n` +
        `Your Cargo Connects verification code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.\n\n` +
        'Enter it on the verification page to confirm your email address. ' +
        'If you did not create a Cargo Connects account, you can ignore this email.' +
        signature,
    };
  }
  return {
    to,
    subject: 'Your Cargo Connects password reset code',
    text:
      `Hello ${contactName},\n\n` +
      `Your Cargo Connects password reset code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.\n\n` +
      'If you did not ask to reset your password, you can ignore this email: your password stays the same.' +
      signature,
  };
}
