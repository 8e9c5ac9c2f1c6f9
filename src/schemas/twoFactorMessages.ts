// What two-factor sign-in and the sessions list say (the API's answers, which the sign-in and
// security pages show as they come): part of Messages, apart so that the code of those pages can
// carry only these words.

export const TwoFactorMessages = {
  // The second step of signing in.
  twoFactorRequired: 'Enter the 6-digit code from your authenticator app.',
  twoFactorChallengeExpired: 'Your sign-in has expired. Please enter your email and password again.',
  twoFactorTooManyCodes: 'Too many wrong codes. Please enter your email and password again.',
  twoFactorCodeWrong: 'That code is not correct. Check your authenticator app and try again.',
  twoFactorCodeUsed: 'This code has already been used. Wait for the next code in your authenticator app.',
  recoveryCodeWrong: 'That recovery code is not correct.',
  recoveryCodeUsed: 'This recovery code has already been used. Each recovery code works once.',
  twoFactorCodeFormat: 'The code is the 6 digits your authenticator app shows.',
  twoFactorCodeOrRecoveryFormat: 'Enter the 6-digit code from your authenticator app or a recovery code.',
  recoveryCodeFormat: 'A recovery code looks like abcd-2345.',
  twoFactorOneCode: 'Enter either a code from your authenticator app or a recovery code.',
  trustDeviceChoice: 'trustDevice must be true or false',

  // Turning it on and off.
  securityFetched: 'Security settings fetched successfully',
  twoFactorSetupStarted: 'Scan the QR code with your authenticator app, then enter the code it shows.',
  twoFactorSetupMissing: 'Start the setup again: scan the QR code, then enter the code.',
  twoFactorEnabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on.',
  twoFactorNotOn: 'Two-factor sign-in is not on.',
  twoFactorDisabled: 'Two-factor sign-in is off. Your other devices have been signed out.',
  twoFactorRequiredForRole: 'Your company requires two-factor sign-in for your role, so it cannot be turned off.',
  recoveryCodesRenewed: 'New recovery codes made. The old ones no longer work.',

  // The company's rule.
  companyTwoFactorSaved: "The company's two-factor rule was saved.",
  companyTwoFactorOwnerFirst: 'Turn on two-factor sign-in for your own account before requiring it for the company.',
  /** A Viewer or a Booker setting the company's rule. */
  companyTwoFactorRoleRefused: 'Only the main user and admins can require two-factor sign-in for the company.',
  /** An Admin turning the company's rule off (they may turn it on). */
  companyTwoFactorOffMainUserOnly: 'Only the main user can stop requiring two-factor sign-in.',
  companyTwoFactorChoice: 'required must be true or false',
  twoFactorEnrolRequired: 'Your company requires two-factor sign-in. Set it up to continue.',

  // Signed-in devices.
  sessionsFetched: 'Signed-in devices fetched successfully',
  sessionNotFound: 'This sign-in was not found. It may have ended already.',
  sessionEnded: 'That device has been signed out.',
  otherSessionsEnded: 'Your other devices have been signed out.',
  unknownDevice: 'Unknown device',
  sessionDevice: (browser: string, os: string): string => `${browser} on ${os}`,
} as const;
