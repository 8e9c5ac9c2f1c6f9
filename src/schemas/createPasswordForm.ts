import { Schema } from 'effect';
import { requiredText } from './fields.ts';
import { Messages } from './messages.ts';
import { passwordsMatch } from './registrationForm.ts';

export const PASSWORD_MIN_LENGTH = 8;

// A new password is kept as typed; its length counts every character, spaces included.
const newPasswordFields = {
  password: requiredText('password', { trim: false }).pipe(
    Schema.check(Schema.isMinLength(PASSWORD_MIN_LENGTH, { message: Messages.passwordMinLength })),
  ),
  confirmPassword: requiredText('confirm-password', { trim: false }),
};

/** The create-password page (password recovery, last step). */
export const CreatePasswordForm = Schema.Struct(newPasswordFields)
  .annotate({ message: Messages.fillUp })
  .check(passwordsMatch);
export type CreatePasswordForm = typeof CreatePasswordForm.Type;

/** POST /v1/common/resetPassword/user: the form plus the token /v1/common/otp/verify handed out. */
export const ResetPasswordBody = Schema.Struct({
  ...newPasswordFields,
  resetToken: requiredText('resetToken'),
})
  .annotate({ message: Messages.fillUp })
  .check(passwordsMatch);
export type ResetPasswordBody = typeof ResetPasswordBody.Type;
