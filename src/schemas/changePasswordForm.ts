import { Schema } from 'effect';
import { newPassword, requiredText, SIGN_IN_PASSWORD_MAX } from './fields.ts';
import { BrowserMessages } from './browserMessages.ts';
import { passwordsMatch } from './registrationForm.ts';

/**
 * A signed-in customer changes their password (the profile's settings). The current
 * password checks no rule (it was chosen under older ones); the new one is the one password rule.
 * Also the body of PUT /v1/user/profile/password.
 */
export const ChangePasswordForm = Schema.Struct({
  // Labels as the messages name the fields, and catalog ids (the views translate them inside a message).
  currentPassword: requiredText(/*i18n*/ 'current-password', { trim: false, max: SIGN_IN_PASSWORD_MAX }),
  password: newPassword(),
  confirmPassword: requiredText(/*i18n*/ 'confirm-password', { trim: false, max: SIGN_IN_PASSWORD_MAX }),
})
  .annotate({ message: BrowserMessages.fillUp })
  .check(passwordsMatch);
export type ChangePasswordForm = typeof ChangePasswordForm.Type;
