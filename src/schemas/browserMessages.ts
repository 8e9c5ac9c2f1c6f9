import { CommonMessages } from './commonMessages.ts';
import { GUIDELINE_CATEGORIES, MAX_BODY, MAX_POSITION, MAX_SLUG, MAX_SUB_TITLE, MAX_TITLE } from './guidelinePageLimits.ts';
import { ORDER_LIST_MAX_LIMIT, ORDER_SEARCH_MAX, ORDER_TABS } from './orderStatus.ts';
import { TRACKING_LABEL_MAX } from './trackingRules.ts';

// The messages the browser's own code says (machines, schemas, views), the spec's among them:
// apart from messages.ts (the API's own wording, which only the server says) so the browser's JS
// does not carry every message of the product. Part of Messages all the same: one table, one test
// pinning the spec's words.

export const BrowserMessages = {
  ...CommonMessages,
  fillUp: 'Please fill up your field !',
  passwordsDoNotMatch: 'Passwords do not match.',
  noNotifications: 'No new notifications',

  invalidEmail: 'Invalid email format',
  // Registration, profile and sub-user wording (hyphenated) ...
  invalidContactNumber: 'Invalid contact-number format',
  // ... and the address wording (spaces): the spec words them differently.
  invalidAddressContactNumber: 'Invalid contact number format',
  userReferenceFormat: 'user reference must be at most 10 letters or digits',
  trailerRequired: 'trailer is required',
  chainsQuantity: 'Please select quantity for chains.',
  strapsQuantity: 'Please select quantity for straps.',
  tarpsQuantity: 'Please select quantity for tarps.',
  programmingRequired: 'Please select programming.',
  scheduleDateRequired: 'schedule date is required',
  scheduleTimeRequired: 'schedule time is required',
  // Not in the spec: only reachable by a client that bypasses the date and time pickers.
  scheduleDateFormat: 'schedule date must be a date (yyyy-mm-dd)',
  scheduleTimeFormat: 'schedule time must be a time (HH:mm)',
  addressType: "type must be 'pickup' or 'drop'",
  latitudeRange: 'latitude must be between -90 and 90',
  longitudeRange: 'longitude must be between -180 and 180',

  // Sign-in and account (not in the spec; the API's wording, shown by the client as given).
  otpFormat: 'OTP must be 6 digits',
  emailVerified: 'Your email address is verified.',
  // Toasts the machines show themselves.
  addressSaved: 'Address saved',
  /** Every text field's length cap (fields.ts). */
  tooLong: (label: string, max: number): string => `${label} must be at most ${max} characters`,
  tooManyCommercialReferences: 'Please add at most 10 commercial references.',
  profilePictureInvalid: 'profilePicture must be an image uploaded with /v1/common/imageUpload',
  optionsCleared: (options: readonly string[], mode: string): string =>
    `${options.join(' and ')} ${options.length === 1 ? 'does' : 'do'} not fit ${mode}, so ${options.length === 1 ? 'it was' : 'they were'} removed. Choose again below.`,
  // Team roles (teamRoles.ts), the server's 403 when a role lacks a capability.
  teamRoleUnknown: 'Please choose a role: Viewer, Booker or Admin.',

  // A sub-user invited by email sets their own password.
  subUserAccessUnknown: 'Please choose how the sub-user gets their password.',
  invitationInvalid: 'This invitation link is not valid. Ask for a new invitation.',
  contactMessageTooLong: 'message must be at most 2000 characters',
  // Why the wizard's Next is disabled, shown under it.
  chooseService: 'Choose a type of service to continue.',
  choosePort: 'Choose a border crossing to continue.',
  chooseTransportationType: 'Choose a type of transportation to continue.',
  chooseMode: 'Choose a mode to continue.',
  specialRequirementUnavailable: 'This special requirement is not available for your choice.',
  specialRequirementRepeated: 'Each special requirement can be chosen only once.',
  pickupAddressRequired: 'Please select at least one pickup address.',
  dropAddressRequired: 'Please select at least one drop address.',
  tooManyPickupAddresses: 'Please select at most 10 pickup addresses.',
  tooManyDropAddresses: 'Please select at most 10 drop addresses.',
  addressRepeated: 'Each address can be chosen only once.',
  pickupsOutsideOrigin: (service: string, country: string): string => `${service} picks up in ${country}: please choose pickup addresses in ${country}.`,
  dropsOutsideDestination: (service: string, country: string): string => `${service} delivers to ${country}: please choose drop addresses in ${country}.`,
  scheduleInPast: 'The schedule must be in the future.',
  // The instant quote (instantQuote.ts).
  quoteDateFormat: 'pickup date must be a date such as 2026-12-01',
  quoteDateInPast: 'The pickup date must be today or later.',
  quoteDateTooFar: 'Quotes are given for pickups within the next 180 days.',
  quoteIdFormat: 'quoteId must be the id of a quote, as in its link',
  pickupCityOutsideOrigin: (service: string, country: string): string => `${service} picks up in ${country}: please choose a pickup city in ${country}.`,
  dropCityOutsideDestination: (service: string, country: string): string => `${service} delivers to ${country}: please choose a drop city in ${country}.`,
  invalidCardNumber: 'Invalid card number',
  invalidExpiry: 'Invalid expiry date',
  invalidCvc: 'Invalid CVC',
  invalidIdempotencyKey: 'idempotencyKey must be a UUID',
  invalidOrderTab: `status must be one of ${ORDER_TABS.join(', ')}`,
  invalidPage: 'page must be a whole number from 1',
  invalidOrderListLimit: `limit must be a whole number from 1 to ${ORDER_LIST_MAX_LIMIT}`,
  /** Orders searched by movement id or reference, filtered by booking date. */
  invalidOrderSearch: `search must be at most ${ORDER_SEARCH_MAX} characters`,
  invalidFromDate: 'from must be a date such as 2026-11-24',
  invalidToDate: 'to must be a date such as 2026-11-24',
  entryNumRequired: 'entry number is required',
  entryNumFormat: 'entry number must be at most 30 letters, digits or hyphens',
  ratingRange: 'Please choose a rating from 1 to 5 stars.',
  reviewTooLong: 'review must be at most 500 characters',

  documentKind: "type must be 'doc' or 'qr'",
  trackingLabelTooLong: `label must be at most ${TRACKING_LABEL_MAX} characters`,
  trackingLinkWasRevoked: 'This tracking link was revoked by the shipper. Ask them for a new one if you still need to follow the delivery.',

  // Guideline pages as operators write them.
  slugFormat: 'slug must be lowercase letters and digits, words joined by single hyphens (e.g. terms-condition)',
  slugTooLong: `slug must be at most ${MAX_SLUG} characters`,
  slugReserved: (slug: string): string => `slug "${slug}" is taken by a settings route; choose another`,
  titleTooLong: `title must be at most ${MAX_TITLE} characters`,
  subTitleTooLong: `subTitle must be at most ${MAX_SUB_TITLE} characters`,
  guidelineCategoryInvalid: `category must be one of ${GUIDELINE_CATEGORIES.join(', ')}`,
  guidelinePositionInvalid: `position must be a whole number from 0 to ${MAX_POSITION}`,
  bodyTooLong: `body must be at most ${MAX_BODY} characters`,
  invalidBody: 'Request body is invalid',
} as const;

/** spec §5: blank fields give 'X is required', X being the field label. */
export const requiredMessage = (label: string): string => `${label} is required`;
