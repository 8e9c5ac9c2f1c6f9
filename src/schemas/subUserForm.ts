import { Schema } from 'effect';
import { newPassword, requiredEmail, requiredName, requiredPhone } from './fields.ts';
import { Messages } from './messages.ts';

const subUserFields = {
  contactName: requiredName('contact-name'),
  contactNumber: requiredPhone('contact-number', Messages.invalidContactNumber),
  email: requiredEmail('email'),
};

/** spec val.subuser: password only on create. */
export const SubUserCreateForm = Schema.Struct({
  ...subUserFields,
  password: newPassword(),
}).annotate({ message: Messages.fillUp });
export type SubUserCreateForm = typeof SubUserCreateForm.Type;

export const SubUserUpdateForm = Schema.Struct(subUserFields).annotate({ message: Messages.fillUp });
export type SubUserUpdateForm = typeof SubUserUpdateForm.Type;
