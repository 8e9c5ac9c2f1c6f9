import type { Locale } from '../../src/schemas/locales.ts';
import { serverI18n } from '../i18n/serverI18n.ts';
import type { MailMessage, MailService } from './MailService.ts';
import type { Logger } from '../Logger.ts';

/** What changed in the account's sign-in, each of which ends its other sessions. */
export type SecurityChange = 'passwordChanged' | 'twoFactorDisabled';

/**
 * The email that tells the account's owner its sign-in changed and its other devices were signed
 * out: if it was not them, they learn it here. In the recipient's language.
 */
export function securityEmail(to: string, contactName: string, change: SecurityChange, locale: Locale = 'en'): MailMessage {
  const i18n = serverI18n(locale);
  const hello = i18n._('Hello {name},', { name: contactName });
  const signature = `\n\n${i18n._('The Cargo Connects team')}`;
  if (change === 'passwordChanged') {
    return {
      to,
      subject: i18n._('Your Cargo Connects password was changed'),
      text:
        `${hello}\n\n` +
        `${i18n._('The password of your Cargo Connects account was changed, and your other devices were signed out.')}\n\n` +
        i18n._('If you did not change it, reset your password from the sign-in page now.') +
        signature,
    };
  }
  return {
    to,
    subject: i18n._('Two-factor sign-in was turned off'),
    text:
      `${hello}\n\n` +
      `${i18n._('Two-factor sign-in was turned off for your Cargo Connects account, and your other devices were signed out.')}\n\n` +
      i18n._('If you did not do this, change your password now and turn two-factor sign-in on again.') +
      signature,
  };
}

/** Emails the account's owner that its sign-in changed; a mail failure is logged, the answer stays. */
export async function tellOwner(
  deps: { readonly mail: MailService; readonly log: Logger },
  to: { readonly email: string; readonly contactName: string; readonly locale: Locale },
  change: SecurityChange,
): Promise<void> {
  try {
    await deps.mail.send(securityEmail(to.email, to.contactName, change, to.locale));
  } catch (error) {
    deps.log.error(`Mailing the ${change} notice failed`, error);
  }
}
