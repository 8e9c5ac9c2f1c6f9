import { DOCUMENT_TYPES, formatNames, IMAGE_TYPES } from './uploadFormats.ts';

// The messages most pages need in their first JS (the API client's fallback, the unverified notice
// of every signed-in page, the role refusals the header and guards read, the password rule, the
// upload limit and formats, the sign-in toast), apart from messages.ts so that a page's first JS does not carry
// every message of the product. Part of Messages all the same: one table, one test pinning the
// spec's words.

export const CommonMessages = {
  somethingWrong: 'Something is wrong please try again',
  // A toast given no words (toast.defaults).
  noMessage: 'No message provided',
  // Truncated in the original product; kept as the spec gives it.
  notVerified: 'You are not verified by the admin. Please contact the admin for assistanc',
  roleCannotViewOrders: 'Your role cannot see orders.',
  roleCannotRequestServices: 'Viewers cannot request services. Ask the main user or an admin for the Booker role.',
  roleCannotPay: 'Viewers cannot pay for services. Ask the main user or an admin for the Booker role.',
  roleCannotManageOrders: 'Viewers cannot change orders. Ask the main user or an admin for the Booker role.',
  roleCannotManageSubUsers: 'Only the main user and admins can manage sub-users.',
  roleCannotEditCompany: "Only the main user can change the company's details.",
  roleCannotSeeRecords: "Only the main user and admins can see the team's activity log and export the company's records.",
  passwordMinLength: 'Password must be at least 8 characters',
  fileTooLarge: 'File size must be less than 2MB.',
  loggedIn: 'Successfully logged in.',
  ownRoleLocked: 'You cannot change your own role or details here. Ask the main user.',
  roleAboveYours: 'You can only give or manage roles below your own.',
  imageTypes: `Only ${formatNames(IMAGE_TYPES)} images can be uploaded`,
  documentTypes: `Only ${formatNames(DOCUMENT_TYPES)} files can be uploaded`,
} as const;
