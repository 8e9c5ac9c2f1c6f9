import { ActivityMessages } from './activityMessages.ts';
import { BrowserMessages } from './browserMessages.ts';
import { CrossingPaperMessages } from './crossingPaperMessages.ts';
import { NotificationChoiceMessages } from './notificationChoiceMessages.ts';
import { OrderPageMessages } from './orderPageMessages.ts';
import { TwoFactorMessages } from './twoFactorMessages.ts';
import { CROSSING_ITEM_KINDS } from './crossingPapers.ts';
import { REVIEW_REASON_MAX } from './crossingPaperLimits.ts';
import { ADVANCE_TARGETS } from './orderStatus.ts';
import { MAX_ACTIVE_TRACKING_LINKS, TRACKING_LINK_DAYS_AFTER_COMPLETION } from './trackingRules.ts';

// Every message of the product, the client's and the server's, in one table: what the browser says
// itself (browserMessages.ts, with the spec's §5 and §8 words, which one test pins), then the
// API's own wording.

export const Messages = {
  ...BrowserMessages,
  // The crossing's forms and file picker: the browser's words too, loaded only with the crossing's code.
  ...CrossingPaperMessages,
  ...OrderPageMessages,
  // The notification choices' words: their page and the unsubscribe page import them themselves.
  ...NotificationChoiceMessages,
  // The team activity log and the records to export.
  ...ActivityMessages,
  // Two-factor sign-in and the signed-in devices (the sign-in and security pages).
  ...TwoFactorMessages,
  otpSent: 'OTP has been sent to your email address. Please check your inbox and use the OTP to proceed',
  pageNotFound: 'This page could not be found',
  unknownMiddleware: 'Unknown middleware',
  error: 'Error',

  userReferenceRequired: 'user reference is required',
  registered: 'Registration successful. We sent a verification code to your email.',
  emailTaken: 'An account with this email already exists',
  invalidOtp: 'Invalid or expired OTP',
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
  imageUploaded: 'Image uploaded successfully',
  /** The signed-in user's language (locales.ts): what their emails, notifications and documents are written in. */
  localeFetched: 'Language fetched successfully',
  localeSaved: 'Language saved',
  localeInvalid: "locale must be 'en' or 'es'",

  fileRequired: 'file is required',
  /** Options fit each other (optionFit.ts). */
  optionDoesNotFit: (option: string, mode: string): string => `${option} does not fit ${mode}. Choose a trailer and special requirements made for ${mode}.`,
  uploadQuotaReached: (files: number, megabytes: number): string => `Your company has reached its upload limit (${files} files, ${megabytes} MB in all).`,

  // Sub-users (spec §3, §6; the API's wording).
  subUsersFetched: 'Sub-users fetched successfully',
  subUserFetched: 'Sub-user fetched successfully',
  subUserCreated: 'Sub-user created successfully',
  subUserUpdated: 'Sub-user updated successfully',
  subUserDeleted: 'Sub-user deleted successfully',
  subUserNotFound: 'Sub-user not found',
  invitationSent: 'Invitation sent. The sub-user sets their own password from the email.',
  invitationResent: 'Invitation sent again. Earlier links no longer work.',
  invitationNotPending: 'This sub-user has already accepted their invitation.',
  invitationExpired: 'This invitation has expired. Ask the main user or an admin to send a new one.',
  invitationUsed: 'This invitation has already been used. Sign in with the password you set.',
  invitationValid: 'Invitation found. Choose your password.',
  invitationAccepted: 'Your password is set. Sign in with your email and new password.',

  // Guideline pages and the contact form.
  guidelinePagesFetched: 'Guideline pages fetched successfully',
  guidelinePageFetched: 'Guideline page fetched successfully',
  guidelinePageNotFound: 'Page not found',
  contactReceived: 'Thank you. We will get back to you within one business day.',

  // Service request: catalog, address book, quote, order and payment (the API's wording).
  catalogFetched: 'Catalog fetched successfully',
  serviceUnknown: 'Please select a type of service from the list.',
  transportationTypeUnknown: 'Please select a type of transportation from the list.',
  modeUnknown: 'Please select a mode of the chosen type of transportation.',
  portUnknown: 'Please select a port from the list.',
  trailerUnknown: 'Please select a trailer from the list.',
  cityUnknown: 'Please select a city from the list.',
  quoteOptionsFetched: 'Quote options fetched successfully',
  quoteReady: 'Here is your quote.',
  quoteFetched: 'Quote fetched successfully',
  quoteHoldEnded: 'The quote no longer holds its price',
  quoteNotFound: 'This quote does not exist. Get a new one from the quote form.',
  addressUnknown: 'This address is not in your address book.',
  notAPickupAddress: 'This address is not a pickup address.',
  notADropAddress: 'This address is not a drop address.',
  /** A service crosses one way: its pickups on one side of the border, its drops on the other (serviceRoute.ts). */
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
  orderCreated: 'Order created successfully',
  orderFetched: 'Order fetched successfully',
  orderNotFound: 'Order not found',
  orderNotPayable: 'This order can no longer be paid.',
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
  entryNumSaved: 'Entry number saved successfully',
  entryNumLocked: 'The entry number can no longer be changed for this order.',
  ratingSaved: 'Thank you for rating this service.',
  orderNotCompleted: 'Only a completed order can be rated.',
  alreadyRated: 'This order has already been rated.',
  orderCancelled: 'Order cancelled successfully',
  orderNotCancellable: 'Only an order that has not started can be cancelled.',
  locationFetched: 'Operator location fetched successfully',
  documentsFetched: 'Documents fetched successfully',
  documentUploaded: 'Document uploaded successfully',
  uploadNotYet: 'Documents can be uploaded once a carrier is assigned.',
  uploadClosed: 'Documents can no longer be uploaded for this order.',
  receiptNotAvailable: 'A receipt is available once the order is paid.',
  // The crossing's papers (crossingPapers.ts): the checklist, its items' life and their review.
  crossingFetched: 'Crossing papers fetched successfully',
  crossingItemSaved: 'Saved. We review it before the pickup.',
  crossingItemRemoved: 'Removed. The item is missing again.',
  usmcaClaimSaved: 'USMCA claim saved',
  crossingNotAsked: 'This order’s crossing does not ask for that paper.',
  crossingNoPapers: 'This order’s service has no crossing papers.',
  crossingClosed: 'The crossing papers of this order can no longer be changed.',
  crossingItemAccepted: 'This paper was accepted and can no longer be changed.',
  crossingNothingToRemove: 'This paper has not been provided.',
  crossingNeedsFile: 'This paper is a file: send it as multipart/form-data with a file field.',
  crossingNeedsForm: 'This paper is a form: send its fields as JSON.',
  usmcaNorthboundOnly: 'A USMCA claim applies to northbound loads (into the United States).',
  usmcaCertificateAccepted: 'The certification of origin was accepted: the USMCA claim can no longer be withdrawn.',
  crossingQuotaReached: (megabytes: number): string => `Your company has reached its storage limit for crossing papers (${megabytes} MB in all).`,
  crossingFileNotFound: 'File not found',
  crossingFileNameMismatch: 'The file’s name does not match what it holds: a .pdf must be a PDF, a .jpg a JPEG, a .png a PNG.',
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
  trackingLinkLimit: `This order already has ${MAX_ACTIVE_TRACKING_LINKS} active tracking links. Revoke one before creating another.`,
  trackingNotShareableCancelled: 'A cancelled order cannot be shared.',
  trackingNotShareableEnded: `This order was completed more than ${TRACKING_LINK_DAYS_AFTER_COMPLETION} days ago: its tracking can no longer be shared.`,
  trackingFetched: 'Tracking fetched successfully',
  trackingLinkNotFound: 'There is no tracking link at this address. Check that you copied the whole link.',
  trackingLinkExpired: `This tracking link has expired: the delivery was completed more than ${TRACKING_LINK_DAYS_AFTER_COMPLETION} days ago.`,
  trackingLinkOrderCancelled: 'This tracking link has expired: the shipment was cancelled.',
  trackingNoProof: 'There is no proof of delivery for this shipment yet.',

  // The HTTP layer's fixed answers; internal error text never reaches a client.
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  malformedJson: 'Request body must be valid JSON',
  emptyBody: 'Request body is empty; send a JSON object',
  unsupportedMediaType: 'Content-Type must be application/json',
  unsupportedUploadType: 'Content-Type must be multipart/form-data',
  malformedMultipart: 'Request body must be multipart/form-data with a file field',
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
  crossingItemReviewed: 'Crossing paper reviewed',
  crossingNotReviewable: 'Only a paper waiting for review (uploaded) can be accepted or rejected.',
  crossingDecisionInvalid: "decision must be 'accept' or 'reject'",
  crossingReasonRequired: `A rejection needs a reason the customer can act on (at most ${REVIEW_REASON_MAX} characters).`,
  crossingKindInvalid: `kind must be one of ${CROSSING_ITEM_KINDS.join(', ')}`,
} as const;

export type MessageKey = keyof typeof Messages;

export { requiredMessage } from './browserMessages.ts';

function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}
