import { Schema } from 'effect';
import { newPassword, requiredEmail, requiredName, requiredPhone } from './fields.ts';
import { BrowserMessages } from './browserMessages.ts';
import { TeamRole } from './teamRoleSchemas.ts';

const subUserFields = {
  // Labels as the messages name the fields, and catalog ids (the views translate them inside a message).
  contactName: requiredName(/*i18n*/ 'contact-name'),
  contactNumber: requiredPhone(/*i18n*/ 'contact-number', BrowserMessages.invalidContactNumber),
  email: requiredEmail(/*i18n*/ 'email'),
  // The team role. Optional on the API so a spec-era call (no role) still works: it creates a Booker,
  // and an update without it keeps the role. The app's form always sends one.
  role: Schema.optionalKey(TeamRole),
};

/** How a new sub-user gets a password: an emailed invitation, or one typed now. */
export const SUB_USER_ACCESS = ['invite', 'password'] as const;
export type SubUserAccess = (typeof SUB_USER_ACCESS)[number];

/**
 * spec val.subuser: password only on create, when the main user sets it now (`access` 'password',
 * or absent as in the spec's API).
 */
export const SubUserCreateForm = Schema.Struct({
  ...subUserFields,
  access: Schema.optionalKey(Schema.Literal('password').annotate({ message: BrowserMessages.subUserAccessUnknown })),
  password: newPassword(),
}).annotate({ message: BrowserMessages.fillUp });
export type SubUserCreateForm = typeof SubUserCreateForm.Type;

/** The alternative to a password shared by hand, an emailed invitation (no password here). */
export const SubUserInviteForm = Schema.Struct({
  ...subUserFields,
  access: Schema.Literal('invite').annotate({ message: BrowserMessages.subUserAccessUnknown }),
}).annotate({ message: BrowserMessages.fillUp });
export type SubUserInviteForm = typeof SubUserInviteForm.Type;

/** POST /v1/user/sub/user: either form, told apart by `access`. */
export type SubUserCreateBody = SubUserCreateForm | SubUserInviteForm;

/** The schema a create body is decoded with: the invitation's when it asks for one, else the spec's. */
export const subUserCreateSchema = (access: unknown): typeof SubUserCreateForm | typeof SubUserInviteForm =>
  access === 'invite' ? SubUserInviteForm : SubUserCreateForm;

export const SubUserUpdateForm = Schema.Struct(subUserFields).annotate({ message: BrowserMessages.fillUp });
export type SubUserUpdateForm = typeof SubUserUpdateForm.Type;
