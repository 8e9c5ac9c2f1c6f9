import { Schema } from 'effect';
import { ID_MAX, newPassword, requiredText, SIGN_IN_PASSWORD_MAX } from './fields.ts';
import { BrowserMessages } from './browserMessages.ts';
import { passwordsMatch } from './registrationForm.ts';

export { PASSWORD_MIN_LENGTH } from './fields.ts';

const newPasswordFields = {
  password: newPassword(),
  confirmPassword: requiredText('confirm-password', { trim: false, max: SIGN_IN_PASSWORD_MAX }),
};

/** The create-password page (password recovery, last step). */
export const CreatePasswordForm = Schema.Struct(newPasswordFields)
  .annotate({ message: BrowserMessages.fillUp })
  .check(passwordsMatch);
export type CreatePasswordForm = typeof CreatePasswordForm.Type;

/** POST /v1/common/resetPassword/user: the form plus the token /v1/common/otp/verify handed out. */
export const ResetPasswordBody = Schema.Struct({
  ...newPasswordFields,
  resetToken: requiredText('resetToken', { max: ID_MAX }),
})
  .annotate({ message: BrowserMessages.fillUp })
  .check(passwordsMatch);
export type ResetPasswordBody = typeof ResetPasswordBody.Type;

/** The invitation's token (from the emailed link), checked before the form shows. */
export const InvitationTokenBody = Schema.Struct({ token: requiredText('token', { max: ID_MAX }) }).annotate({ message: BrowserMessages.fillUp });
export type InvitationTokenBody = typeof InvitationTokenBody.Type;

/** POST /v1/common/invitation/accept: the invited sub-user's own password, under the same rule. */
export const AcceptInvitationBody = Schema.Struct({
  ...newPasswordFields,
  token: requiredText('token', { max: ID_MAX }),
})
  .annotate({ message: BrowserMessages.fillUp })
  .check(passwordsMatch);
export type AcceptInvitationBody = typeof AcceptInvitationBody.Type;
