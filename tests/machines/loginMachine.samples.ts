import type { EventSamples } from '../support/pathCoverageCore';
import type { loginMachine } from '../../src/machines/loginMachine';
import { ApiError } from '../../src/services/http';

/**
 * The events login paths are generated from: the unit paths (loginMachine.paths.test.ts) and their
 * replay in Chromium (e2e/machinePaths) use these same samples, hence the same paths.
 */
export const loginSamples: EventSamples<typeof loginMachine> = {
  'credentials.submitted': [{ type: 'credentials.submitted', credentials: { email: 'ana@acme.example', password: 'secret-pass' } }],
  'xstate.done.actor.logIn': [{ type: 'xstate.done.actor.logIn', output: { verifyByAdmin: false } }],
  'xstate.error.actor.logIn': [
    { type: 'xstate.error.actor.logIn', error: new ApiError(401, 'Invalid email or password') },
    { type: 'xstate.error.actor.logIn', error: new ApiError(403, 'Please verify your email address. We sent you a new code.') },
  ],
};
