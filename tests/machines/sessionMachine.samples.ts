import type { EventSamples } from '../support/pathCoverageCore';
import type { sessionMachine } from '../../src/machines/sessionMachine';
import { ApiError } from '../../src/services/http';
import { Messages } from '../../src/schemas/messages';
import { profile } from './profileFixture';

/**
 * The events session paths are generated from: the unit paths (sessionMachine.paths.test.ts) and
 * their replay in Chromium (e2e/machinePaths) use these same samples, hence the same paths.
 * `offline` is what the API client throws when the server cannot be reached (status 0).
 */
const offline = new ApiError(0, Messages.somethingWrong);

export const sessionSamples: EventSamples<typeof sessionMachine> = {
  'xstate.done.actor.checkToken': [
    { type: 'xstate.done.actor.checkToken', output: 'valid' },
    { type: 'xstate.done.actor.checkToken', output: 'missing' },
    { type: 'xstate.done.actor.checkToken', output: 'invalid' },
  ],
  'xstate.error.actor.checkToken': [{ type: 'xstate.error.actor.checkToken', error: offline }],
  'xstate.done.actor.refreshTokens': [
    { type: 'xstate.done.actor.refreshTokens', output: true },
    { type: 'xstate.done.actor.refreshTokens', output: false },
  ],
  'xstate.error.actor.refreshTokens': [{ type: 'xstate.error.actor.refreshTokens', error: offline }],
  'xstate.done.actor.loadProfile': [{ type: 'xstate.done.actor.loadProfile', output: profile }],
  'xstate.error.actor.loadProfile': [{ type: 'xstate.error.actor.loadProfile', error: new ApiError(401, 'Unauthorized') }],
  'xstate.done.actor.logOut': [{ type: 'xstate.done.actor.logOut', output: undefined }],
  'xstate.error.actor.logOut': [{ type: 'xstate.error.actor.logOut', error: offline }],
  // Issue 37: the company's two-factor rule holds the account back, then it is set up.
  'security.enrolRequired': [{ type: 'security.enrolRequired' }],
  'security.enrolled': [{ type: 'security.enrolled' }],
  'profile.updated': [{ type: 'profile.updated', profile: { ...profile, contactName: 'Renamed' } }],
};
