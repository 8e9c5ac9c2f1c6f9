import { CommonMessages } from './commonMessages.ts';
import { NotificationChoiceMessages } from './notificationChoiceMessages.ts';
import { GUIDELINE_CATEGORIES, MAX_BODY, MAX_POSITION, MAX_SLUG, MAX_SUB_TITLE, MAX_TITLE } from './guidelinePageLimits.ts';
import { ADVANCE_TARGETS, ORDER_LIST_MAX_LIMIT, ORDER_SEARCH_MAX, ORDER_TABS } from './orderStatus.ts';
import { MAX_ACTIVE_TRACKING_LINKS, TRACKING_LABEL_MAX, TRACKING_LINK_DAYS_AFTER_COMPLETION } from './trackingRules.ts';

// Every message of the product, the client's and the server's, in one place: spec §5 and §8
// verbatim first (one test pins those words), then the API's own wording.

export const Messages = {
  ...CommonMessages,
  ...NotificationChoiceMessages,
  fillUp: 'Please fill up your field !',
  passwordsDoNotMatch: 'Passwords do not match.',
  otpSent: 'OTP has been sent to your email address. Please check your inbox and use the OTP to proceed',
  pageNotFound: 'This page could not be found',
  unknownMiddleware: 'Unknown middleware',
  error: 'Error',
  noMessage: 'No message provided',
  noNotifications: 'No new notifications',

  invalidEmail: 'Invalid email format',
  // Registration, profile and sub-user wording (hyphenated) ...
  invalidContactNumber: 'Invalid contact-number format',
  // ... and the address wording (spaces): the spec words them differently.
  invalidAddressContactNumber: 'Invalid contact number format',

  userReferenceRequired: 'user reference is required',
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
  /** Every text field's length cap (fields.ts). */
  tooLong: (label: string, max: number): string => `${label} must be at most ${max} characters`,
  tooManyCommercialReferences: 'Please add at most 10 commercial references.',
  registered: 'Registration successful. We sent a verification code to your email.',
  emailTaken: 'An account with this email already exists',
  invalidOtp: 'Invalid or expired OTP',
  emailVerified: 'Your email address is verified.',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email address. We sent you a new code.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  tokenRefreshed: 'Session refreshed.',
  loggedOut: 'You have been signed out.',
  otpVerified: 'Code verified. You can now create a new password.',
  passwordChanged: 'Your password has been changed. Please sign in.',
  resetExpired: 'This reset link has expired. Please request a new code.',
  profileFetched: 'Profile fetched successfully',
  profileUpdated: 'Profile updated successfully',
  /** Changing the password of a signed-in account. */
  currentPasswordWrong: 'Your current password is not correct',
  passwordUpdated: 'Your password has been changed. Your other devices have been signed out.',
  profilePictureInvalid: 'profilePicture must be an image uploaded with /v1/common/imageUpload',
  imageUploaded: 'Image uploaded successfully',
  /** The signed-in user's language (locales.ts): what their emails, notifications and documents are written in. */
  localeFetched: 'Language fetched successfully',
  localeSaved: 'Language saved',
  localeInvalid: "locale must be 'en' or 'es'",

  fileRequired: 'file is required',
  /** Options fit each other (optionFit.ts). */
  optionDoesNotFit: (option: string, mode: string): string => `${option} does not fit ${mode}. Choose a trailer and special requirements made for ${mode}.`,
  optionsCleared: (options: readonly string[], mode: string): string =>
    `${options.join(' and ')} ${options.length === 1 ? 'does' : 'do'} not fit ${mode}, so ${options.length === 1 ? 'it was' : 'they were'} removed. Choose again below.`,
  uploadQuotaReached: (files: number, megabytes: number): string => `Your company has reached its upload limit (${files} files, ${megabytes} MB in all).`,

  // Sub-users (spec §3, §6; the API's wording).
  subUsersFetched: 'Sub-users fetched successfully',
  subUserFetched: 'Sub-user fetched successfully',
  subUserCreated: 'Sub-user created successfully',
  subUserUpdated: 'Sub-user updated successfully',
  subUserDeleted: 'Sub-user deleted successfully',
  subUserNotFound: 'Sub-user not found',
  // Team roles (teamRoles.ts), the server's 403 when a role lacks a capability.
  teamRoleUnknown: 'Please choose a role: Viewer, Booker or Admin.',

  // A sub-user invited by email sets their own password.
  subUserAccessUnknown: 'Please choose how the sub-user gets their password.',
  invitationSent: 'Invitation sent. The sub-user sets their own password from the email.',
  invitationResent: 'Invitation sent again. Earlier links no longer work.',
  invitationNotPending: 'This sub-user has already accepted their invitation.',
  invitationInvalid: 'This invitation link is not valid. Ask for a new invitation.',
  invitationExpired: 'This invitation has expired. Ask the main user or an admin to send a new one.',
  invitationUsed: 'This invitation has already been used. Sign in with the password you set.',
  invitationValid: 'Invitation found. Choose your password.',
  invitationAccepted: 'Your password is set. Sign in with your email and new password.',

  // Guideline pages and the contact form.
  guidelinePagesFetched: 'Guideline pages fetched successfully',
  guidelinePageFetched: 'Guideline page fetched successfully',
  guidelinePageNotFound: 'Page not found',
  contactReceived: 'Thank you. We will get back to you within one business day.',
  contactMessageTooLong: 'message must be at most 2000 characters',

  // Service request: catalog, address book, quote, order and payment (the API's wording).
  catalogFetched: 'Catalog fetched successfully',
  serviceUnknown: 'Please select a type of service from the list.',
  transportationTypeUnknown: 'Please select a type of transportation from the list.',
  modeUnknown: 'Please select a mode of the chosen type of transportation.',
  portUnknown: 'Please select a port from the list.',
  // Why the wizard's Next is disabled, shown under it.
  chooseService: 'Choose a type of service to continue.',
  choosePort: 'Choose a border crossing to continue.',
  chooseTransportationType: 'Choose a type of transportation to continue.',
  chooseMode: 'Choose a mode to continue.',
  trailerUnknown: 'Please select a trailer from the list.',
  cityUnknown: 'Please select a city from the list.',
  specialRequirementUnavailable: 'This special requirement is not available for your choice.',
  specialRequirementRepeated: 'Each special requirement can be chosen only once.',
  pickupAddressRequired: 'Please select at least one pickup address.',
  dropAddressRequired: 'Please select at least one drop address.',
  tooManyPickupAddresses: 'Please select at most 10 pickup addresses.',
  tooManyDropAddresses: 'Please select at most 10 drop addresses.',
  addressRepeated: 'Each address can be chosen only once.',
  addressUnknown: 'This address is not in your address book.',
  notAPickupAddress: 'This address is not a pickup address.',
  notADropAddress: 'This address is not a drop address.',
  /** A service crosses one way: its pickups on one side of the border, its drops on the other (serviceRoute.ts). */
  pickupsOutsideOrigin: (service: string, country: string): string => `${service} picks up in ${country}: please choose pickup addresses in ${country}.`,
  dropsOutsideDestination: (service: string, country: string): string => `${service} delivers to ${country}: please choose drop addresses in ${country}.`,
  addressNotFound: 'Address not found',
  addressCreated: 'Address saved successfully',
  addressUpdated: 'Address updated successfully',
  addressDeleted: 'Address deleted successfully',
  addressesFetched: 'Addresses fetched successfully',
  addressFetched: 'Address fetched successfully',
  referenceSuggested: 'Reference generated successfully',
  referenceAvailable: 'This reference is available.',
  referenceTaken: 'This reference is already used by another of your orders.',
  quoteCalculated: 'Price calculated successfully',
  distancesCalculated: 'Distances calculated successfully',
  scheduleInPast: 'The schedule must be in the future.',
  orderCreated: 'Order created successfully',
  orderFetched: 'Order fetched successfully',
  orderNotFound: 'Order not found',
  orderNotPayable: 'This order can no longer be paid.',
  invalidCardNumber: 'Invalid card number',
  invalidExpiry: 'Invalid expiry date',
  invalidCvc: 'Invalid CVC',
  invalidIdempotencyKey: 'idempotencyKey must be a UUID',
  idempotencyKeyReused: 'This idempotencyKey was already used for another order.',
  cardDeclined: 'Your card was declined. Please use another card.',
  paymentCaptured: 'Payment captured successfully',
  paymentInProgress: 'A payment for this order is already in progress. Please try again in a moment.',
  paymentProviderUnavailable: 'The payment provider is unavailable. Please try again.',
  paymentTokenExpired: 'Your card details expired before the payment. Please enter your card again.',
  orderAlreadyPaid: 'This order is already paid.',
  orderCancelledNotPayable: 'This order was cancelled, so it can no longer be paid.',
  paymentReady: 'Payment ready',
  cardTokenized: 'Card accepted by the payment provider',

  // Following an order (list, entry number, rating, cancellation, location, documents).
  ordersFetched: 'Orders fetched successfully',
  invalidOrderTab: `status must be one of ${ORDER_TABS.join(', ')}`,
  invalidPage: 'page must be a whole number from 1',
  invalidOrderListLimit: `limit must be a whole number from 1 to ${ORDER_LIST_MAX_LIMIT}`,
  /** Orders searched by movement id or reference, filtered by booking date. */
  invalidOrderSearch: `search must be at most ${ORDER_SEARCH_MAX} characters`,
  invalidFromDate: 'from must be a date such as 2026-11-24',
  invalidToDate: 'to must be a date such as 2026-11-24',
  bookingDateRange: 'from must be on or before to',
  entryNumRequired: 'entry number is required',
  entryNumFormat: 'entry number must be at most 30 letters, digits or hyphens',
  entryNumSaved: 'Entry number saved successfully',
  entryNumLocked: 'The entry number can no longer be changed for this order.',
  ratingRange: 'Please choose a rating from 1 to 5 stars.',
  reviewTooLong: 'review must be at most 500 characters',
  ratingSaved: 'Thank you for rating this service.',
  orderNotCompleted: 'Only a completed order can be rated.',
  alreadyRated: 'This order has already been rated.',
  orderCancelled: 'Order cancelled successfully',
  orderNotCancellable: 'Only an order that has not started can be cancelled.',
  locationFetched: 'Operator location fetched successfully',
  documentsFetched: 'Documents fetched successfully',
  documentUploaded: 'Document uploaded successfully',

  documentKind: "type must be 'doc' or 'qr'",
  uploadNotYet: 'Documents can be uploaded once a carrier is assigned.',
  uploadClosed: 'Documents can no longer be uploaded for this order.',
  receiptNotAvailable: 'A receipt is available once the order is paid.',
  notificationsFetched: 'Notifications fetched successfully',
  notificationTokenSaved: 'Notification token saved successfully',
  // Notifications you can read and choose.
  notificationMarkedRead: 'Notification marked as read',
  notificationsAllRead: 'All notifications marked as read',
  notificationIdInvalid: 'That is not a notification id',
  notificationNotFound: 'Notification not found',

  // Tracking links to share: the customer's calls, then the public page's answers.
  trackingLinkCreated: 'Tracking link created. Anyone with the link can follow this order.',
  trackingLinksFetched: 'Tracking links fetched successfully',
  trackingLinkRevoked: 'Tracking link revoked. Anyone who opens it is told it no longer works.',
  trackingLinkUnknown: 'Tracking link not found',
  trackingLabelTooLong: `label must be at most ${TRACKING_LABEL_MAX} characters`,
  trackingLinkLimit: `This order already has ${MAX_ACTIVE_TRACKING_LINKS} active tracking links. Revoke one before creating another.`,
  trackingNotShareableCancelled: 'A cancelled order cannot be shared.',
  trackingNotShareableEnded: `This order was completed more than ${TRACKING_LINK_DAYS_AFTER_COMPLETION} days ago: its tracking can no longer be shared.`,
  trackingFetched: 'Tracking fetched successfully',
  trackingLinkNotFound: 'There is no tracking link at this address. Check that you copied the whole link.',
  trackingLinkWasRevoked: 'This tracking link was revoked by the shipper. Ask them for a new one if you still need to follow the delivery.',
  trackingLinkExpired: `This tracking link has expired: the delivery was completed more than ${TRACKING_LINK_DAYS_AFTER_COMPLETION} days ago.`,
  trackingLinkOrderCancelled: 'This tracking link has expired: the shipment was cancelled.',
  trackingNoProof: 'There is no proof of delivery for this shipment yet.',
  trackingLinkCopied: 'Link copied. Paste it into an email or a message to the consignee.',
  trackingLinkCopyFailed: 'Your browser did not let us copy the link: select it and copy it yourself.',

  // Guideline pages as operators write them.
  slugFormat: 'slug must be lowercase letters and digits, words joined by single hyphens (e.g. terms-condition)',
  slugTooLong: `slug must be at most ${MAX_SLUG} characters`,
  slugReserved: (slug: string): string => `slug "${slug}" is taken by a settings route; choose another`,
  titleTooLong: `title must be at most ${MAX_TITLE} characters`,
  subTitleTooLong: `subTitle must be at most ${MAX_SUB_TITLE} characters`,
  guidelineCategoryInvalid: `category must be one of ${GUIDELINE_CATEGORIES.join(', ')}`,
  guidelinePositionInvalid: `position must be a whole number from 0 to ${MAX_POSITION}`,
  bodyTooLong: `body must be at most ${MAX_BODY} characters`,

  // The HTTP layer's fixed answers; internal error text never reaches a client.
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  malformedJson: 'Request body must be valid JSON',
  emptyBody: 'Request body is empty; send a JSON object',
  unsupportedMediaType: 'Content-Type must be application/json',
  unsupportedUploadType: 'Content-Type must be multipart/form-data',
  malformedMultipart: 'Request body must be multipart/form-data with a file field',
  invalidBody: 'Request body is invalid',
  serviceUnavailable: 'Service unavailable',
  tooLargeUnknownLimit: 'Request body is too large',
  tooLarge: (limitBytes: number): string => `Request body is too large (limit ${formatBytes(limitBytes)})`,

  // The operator API (npm run admin).
  adminTokenRequired: 'Admin token required',
  unknownAccount: (email: string): string => `No account with email ${email}`,
  verifiedInvalid: 'verified must be true or false',
  accountVerified: 'Account verified',
  accountUnverified: 'Account unverified',
  pageCreated: 'Page created',
  pageUpdated: 'Page updated',
  advanceTargetInvalid: `to must be one of ${ADVANCE_TARGETS.join(', ')}`,
  carrierChoiceInvalid: 'carrier must be an object of strings (name, truckPlate, operatorName, operatorPhone)',
  orderAdvanced: 'Order advanced',
} as const;

export type MessageKey = keyof typeof Messages;

/** spec §5: blank fields give 'X is required', X being the field label. */
export const requiredMessage = (label: string): string => `${label} is required`;

function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}
