import { Schema } from 'effect';
import { CommercialReference } from './commercialReference.ts';
import { EditProfileForm } from './editProfileForm.ts';
import { BrowserMessages } from './browserMessages.ts';
import { AccessLevel } from './teamRoleSchemas.ts';

/** Where POST /v1/common/imageUpload puts an image: `/v1/common/uploads/<uuid>`. */
export const UPLOAD_PATH_PATTERN = /^\/v1\/common\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const AccountRole = Schema.Literals(['main', 'sub']);
export type AccountRole = typeof AccountRole.Type;

/** `data` of GET and PUT /v1/user/profile. Company fields (name, references, verification) are the company's. */
export const Profile = Schema.Struct({
  accountId: Schema.String,
  role: AccountRole,
  /** What the account may do (teamRoles.ts); the main user is 'owner'. */
  accessLevel: AccessLevel,
  companyName: Schema.String,
  contactName: Schema.String,
  contactNumber: Schema.String,
  email: Schema.String,
  commercialReference: Schema.Array(CommercialReference),
  /** An image path (see UPLOAD_PATH_PATTERN); null shows the default avatar. */
  profilePicture: Schema.NullOr(Schema.String),
  verifyByAdmin: Schema.Boolean,
  emailVerified: Schema.Boolean,
  /** ISO 8601. */
  createdAt: Schema.String,
});
export type Profile = typeof Profile.Type;

const ProfilePicture = Schema.NullOr(
  Schema.String.check(Schema.isPattern(UPLOAD_PATH_PATTERN, { message: BrowserMessages.profilePictureInvalid })),
).annotate({ message: BrowserMessages.profilePictureInvalid });

/**
 * PUT /v1/user/profile: the edit-profile form plus the picture. profilePicture absent keeps the
 * current one, null removes it.
 */
export const ProfileUpdateBody = Schema.Struct({
  ...EditProfileForm.fields,
  profilePicture: Schema.optionalKey(ProfilePicture),
}).annotate({ message: BrowserMessages.fillUp });
export type ProfileUpdateBody = typeof ProfileUpdateBody.Type;
