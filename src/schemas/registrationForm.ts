import { Schema } from 'effect';
import { CommercialReferences } from './commercialReference.ts';
import { crossFieldCheck } from './crossFieldCheck.ts';
import { isBlank, newPassword, requiredEmail, requiredName, requiredPhone, requiredText, SIGN_IN_PASSWORD_MAX } from './fields.ts';
import { BrowserMessages } from './browserMessages.ts';

export { blankCommercialReference, CommercialReference } from './commercialReference.ts';

const PasswordPair = Schema.Struct({
  password: Schema.optionalKey(Schema.Unknown),
  confirmPassword: Schema.optionalKey(Schema.Unknown),
});

/** spec val.reg.match; a blank side is left to its own 'X is required'. */
export const passwordsMatch = crossFieldCheck(PasswordPair, ({ password, confirmPassword }) =>
  isBlank(password) || isBlank(confirmPassword) || password === confirmPassword
    ? undefined
    : { path: ['confirmPassword'], issue: BrowserMessages.passwordsDoNotMatch },
);

/** spec §5 Registration (val.reg.*). Passwords are compared and kept untrimmed. */
export const RegistrationForm = Schema.Struct({
  companyName: requiredName('company-name'),
  contactName: requiredName('contact-name'),
  contactNumber: requiredPhone('contact-number', BrowserMessages.invalidContactNumber),
  password: newPassword(),
  confirmPassword: requiredText('confirm-password', { trim: false, max: SIGN_IN_PASSWORD_MAX }),
  email: requiredEmail('email'),
  commercialReference: CommercialReferences,
})
  .annotate({ message: BrowserMessages.fillUp })
  .check(passwordsMatch);
export type RegistrationForm = typeof RegistrationForm.Type;
