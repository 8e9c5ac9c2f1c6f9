// Every user-facing string of spec §5 and §8, verbatim: the views, machines and server all show
// these, so a test can pin each one in one place.

export const Messages = {
  fillUp: 'Please fill up your field !',
  passwordsDoNotMatch: 'Passwords do not match.',
  loggedIn: 'Successfully logged in.',
  otpSent: 'OTP has been sent to your email address. Please check your inbox and use the OTP to proceed',
  somethingWrong: 'Something is wrong please try again',
  fileTooLarge: 'File size must be less than 2MB.',
  // Truncated in the original product; kept as the spec gives it.
  notVerified: 'You are not verified by the admin. Please contact the admin for assistanc',
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
} as const;

export type MessageKey = keyof typeof Messages;

/** spec §5: blank fields give 'X is required', X being the field label. */
export const requiredMessage = (label: string): string => `${label} is required`;
