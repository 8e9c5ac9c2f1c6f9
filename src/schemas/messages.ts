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

  // Sign-in and account (not in the spec; the API's wording, shown by the client as given).
  otpFormat: 'OTP must be 6 digits',
  passwordMinLength: 'Password must be at least 8 characters',
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
  profilePictureInvalid: 'profilePicture must be an image uploaded with /v1/common/imageUpload',
  imageUploaded: 'Image uploaded successfully',
  imageTypes: 'Only PNG, JPEG, WebP or GIF images can be uploaded',
  fileRequired: 'file is required',
} as const;

export type MessageKey = keyof typeof Messages;

/** spec §5: blank fields give 'X is required', X being the field label. */
export const requiredMessage = (label: string): string => `${label} is required`;
