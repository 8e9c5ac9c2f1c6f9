import { Schema } from 'effect';
import { CommercialReferences } from './commercialReference.ts';
import { requiredEmail, requiredName, requiredPhone } from './fields.ts';
import { BrowserMessages } from './browserMessages.ts';

/** spec val.profile: registration without the password fields. */
export const EditProfileForm = Schema.Struct({
  // The labels name the field in its messages ('company-name is required'): catalog ids, so the views say them in the page's language.
  companyName: requiredName(/*i18n*/ 'company-name'),
  contactName: requiredName(/*i18n*/ 'contact-name'),
  contactNumber: requiredPhone(/*i18n*/ 'contact-number', BrowserMessages.invalidContactNumber),
  email: requiredEmail(/*i18n*/ 'email'),
  commercialReference: CommercialReferences,
}).annotate({ message: BrowserMessages.fillUp });
export type EditProfileForm = typeof EditProfileForm.Type;
