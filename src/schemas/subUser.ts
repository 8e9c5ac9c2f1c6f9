import { Schema } from 'effect';

/**
 * A sub-user as the API answers it (`GET/POST /v1/user/sub/user`, `GET/PUT /v1/user/sub/user/{accountId}`).
 * The password is never sent back; the forms are in subUserForm.ts.
 */
export const SubUser = Schema.Struct({
  accountId: Schema.String,
  contactName: Schema.String,
  contactNumber: Schema.String,
  email: Schema.String,
  /** ISO 8601. */
  createdAt: Schema.String,
});
export type SubUser = typeof SubUser.Type;

/** `data` of `DELETE /v1/user/sub/user/{accountId}`: the id to remove locally (spec subuser.delete-local). */
export const SubUserDeleted = Schema.Struct({ accountId: Schema.String });
export type SubUserDeleted = typeof SubUserDeleted.Type;
