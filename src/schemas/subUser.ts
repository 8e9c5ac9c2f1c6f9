import { Schema } from 'effect';
import { TeamRole } from './teamRoleSchemas.ts';

/**
 * A sub-user as the API answers it (`GET/POST /v1/user/sub/user`, `GET/PUT /v1/user/sub/user/{accountId}`).
 * The password is never sent back; the forms are in subUserForm.ts.
 */
export const SubUser = Schema.Struct({
  accountId: Schema.String,
  contactName: Schema.String,
  contactNumber: Schema.String,
  email: Schema.String,
  /** What the sub-user may do (teamRoles.ts). */
  role: TeamRole,
  /** Invited by email and has not set a password yet ("Invitation sent", Resend). */
  invitationPending: Schema.Boolean,
  /** ISO 8601. */
  createdAt: Schema.String,
});
export type SubUser = typeof SubUser.Type;

/** `data` of `DELETE /v1/user/sub/user/{accountId}`: the id to remove locally (spec subuser.delete-local). */
export const SubUserDeleted = Schema.Struct({ accountId: Schema.String });
export type SubUserDeleted = typeof SubUserDeleted.Type;

/** `data` of POST /v1/common/invitation/check: who the invitation is for, shown on the accept page. */
export const InvitationInfo = Schema.Struct({ email: Schema.String, contactName: Schema.String, companyName: Schema.String });
export type InvitationInfo = typeof InvitationInfo.Type;
