import { Schema } from 'effect';
import { requiredEmail, requiredPhone, requiredText } from './fields.ts';
import { Messages } from './messages.ts';

const subUserFields = {
  contactName: requiredText('contact-name'),
  contactNumber: requiredPhone('contact-number', Messages.invalidContactNumber),
  email: requiredEmail('email'),
};

/** spec val.subuser: password only on create. */
export const SubUserCreateForm = Schema.Struct({
  ...subUserFields,
  password: requiredText('password', { trim: false }),
}).annotate({ message: Messages.fillUp });
export type SubUserCreateForm = typeof SubUserCreateForm.Type;

export const SubUserUpdateForm = Schema.Struct(subUserFields).annotate({ message: Messages.fillUp });
export type SubUserUpdateForm = typeof SubUserUpdateForm.Type;
