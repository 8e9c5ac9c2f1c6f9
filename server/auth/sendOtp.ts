import type { Locale } from '../../src/schemas/locales.ts';
import type { OtpPurpose } from '../db/Database.ts';
import { otpEmail } from '../mail/otpEmail.ts';
import type { AuthDeps } from './AuthDeps.ts';
import { issueOtp } from './otps.ts';
import { rateRules, tryTake } from './rateLimit.ts';

export interface OtpRecipient {
  readonly id: string;
  readonly email: string;
  readonly contact_name: string;
  /** The language the email is written in (the account's saved one). */
  readonly locale: Locale;
}

/**
 * Mails a new one-time code unless the address had its 3 codes in the last 10 minutes (then the
 * latest code stays valid). A mail failure is logged, not raised: the caller's answer must not
 * change with it, and the user can ask again. Returns whether a code was issued.
 */
export async function sendOtp(deps: AuthDeps, account: OtpRecipient, purpose: OtpPurpose): Promise<boolean> {
  if (!(await tryTake(deps.db, rateRules.otpSend, account.email))) return false;
  const code = await issueOtp(deps.db, deps.jwtSecret, account.id, purpose);
  try {
    await deps.mail.send(otpEmail(account.email, account.contact_name, purpose, code, account.locale));
  } catch (error) {
    deps.log.error(`Mailing a ${purpose} code failed`, error);
  }
  return true;
}
