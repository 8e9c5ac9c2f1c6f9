import { Schema } from 'effect';
import { CommercialReferences } from './commercialReference.ts';
import { requiredEmail, requiredName, requiredPhone } from './fields.ts';
import { Messages } from './messages.ts';

/** spec val.profile: registration without the password fields. */
export const EditProfileForm = Schema.Struct({
  companyName: requiredName('company-name'),
  contactName: requiredName('contact-name'),
  contactNumber: requiredPhone('contact-number', Messages.invalidContactNumber),
  email: requiredEmail('email'),
  commercialReference: CommercialReferences,
}).annotate({ message: Messages.fillUp });
export type EditProfileForm = typeof EditProfileForm.Type;
