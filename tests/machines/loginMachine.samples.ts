import type { EventSamples } from '../support/pathCoverageCore';
import type { loginMachine } from '../../src/machines/loginMachine';
import { ApiError } from '../../src/services/http';

// The second step's refusals, in the server's words (src/schemas/twoFactorMessages.ts, issue 37):
// a 400 puts them on the field the code came in, a 401 ends the challenge, a 429 is the throttle.
const WRONG_CODE = 'That code is not correct. Check your authenticator app and try again.';
const USED_RECOVERY = 'This recovery code has already been used. Each recovery code works once.';

/**
 * The events login paths are generated from: the unit paths (loginMachine.paths.test.ts) and their
 * replay in Chromium (e2e/machinePaths) use these same samples, hence the same paths.
 */
export const loginSamples: EventSamples<typeof loginMachine> = {
  'credentials.submitted': [{ type: 'credentials.submitted', credentials: { email: 'ana@acme.example', password: 'secret-pass' } }],
  'xstate.done.actor.logIn': [
    { type: 'xstate.done.actor.logIn', output: { verifyByAdmin: false } },
    { type: 'xstate.done.actor.logIn', output: { twoFactorRequired: true, challenge: 'challenge-from-logIn' } },
  ],
  'xstate.error.actor.logIn': [
    { type: 'xstate.error.actor.logIn', error: new ApiError(401, 'Invalid email or password') },
    { type: 'xstate.error.actor.logIn', error: new ApiError(403, 'Please verify your email address. We sent you a new code.') },
  ],
  // As typed: the app's code with the space apps show, a recovery code in capitals without its dash.
  'code.submitted': [
    { type: 'code.submitted', code: '123 456', trustDevice: true },
    { type: 'code.submitted', code: 'ABCD2345', trustDevice: false },
  ],
  'recovery.toggled': [{ type: 'recovery.toggled' }],
  'password.back': [{ type: 'password.back' }],
  'xstate.done.actor.logInSecondStep': [{ type: 'xstate.done.actor.logInSecondStep', output: { verifyByAdmin: false } }],
  'xstate.error.actor.logInSecondStep': [
    { type: 'xstate.error.actor.logInSecondStep', error: new ApiError(400, WRONG_CODE, { code: WRONG_CODE }) },
    { type: 'xstate.error.actor.logInSecondStep', error: new ApiError(400, USED_RECOVERY, { recoveryCode: USED_RECOVERY }) },
    { type: 'xstate.error.actor.logInSecondStep', error: new ApiError(401, 'Your sign-in has expired. Please enter your email and password again.') },
    { type: 'xstate.error.actor.logInSecondStep', error: new ApiError(429, 'Too many attempts. Please try again later.') },
  ],
};
