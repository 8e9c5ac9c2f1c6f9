import type { EventSamples } from '../support/pathCoverageCore';
import type { editProfileMachine } from '../../src/machines/editProfileMachine';
import { ApiError } from '../../src/services/http';
import { profile } from './profileFixture';

/**
 * The events edit-profile paths are generated from: the unit paths (editProfileMachine.paths.test.ts)
 * and their replay in Chromium (e2e/machinePaths) use these same samples, hence the same paths.
 */
export const profileDetails = { companyName: 'Demo Logistics', contactName: 'Renamed', contactNumber: '5550100200', email: 'demo@cargoconnects.test' };
const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

export const editProfileSamples: EventSamples<typeof editProfileMachine> = {
  'step1.submitted': [{ type: 'step1.submitted', details: profileDetails }],
  'profile.submitted': [
    { type: 'profile.submitted', commercialReference: [] },
    // Lookahead only (a path takes the first sample): references that must reach the save.
    { type: 'profile.submitted', commercialReference: [{ companyName: 'Ref Co', contactName: 'Ana Ruiz', emailAddress: 'ana@ref.example', contactNo: '5550001111' }] },
  ],
  'picture.removed': [{ type: 'picture.removed' }],
  'picture.selected': [{ type: 'picture.selected', file }],
  'xstate.done.actor.uploadPicture': [{ type: 'xstate.done.actor.uploadPicture', output: '/v1/common/uploads/00000000-0000-4000-8000-000000000000' }],
  'xstate.error.actor.uploadPicture': [{ type: 'xstate.error.actor.uploadPicture', error: new ApiError(400, 'File size must be less than 2MB.') }],
  'xstate.done.actor.saveProfile': [{ type: 'xstate.done.actor.saveProfile', output: { profile, message: 'Profile updated successfully' } }],
  'xstate.error.actor.saveProfile': [
    { type: 'xstate.error.actor.saveProfile', error: new ApiError(409, 'An account with this email already exists', { email: 'An account with this email already exists' }) },
    { type: 'xstate.error.actor.saveProfile', error: new ApiError(0, 'Something is wrong please try again') },
    // Lookahead only: each step-1 field refused goes back to step 1; the server's own words show.
    ...(['companyName', 'contactName', 'contactNumber'] as const).map((field) => ({
      type: 'xstate.error.actor.saveProfile' as const,
      error: new ApiError(400, `That ${field} cannot be used`, { [field]: `That ${field} cannot be used` }),
    })),
    { type: 'xstate.error.actor.saveProfile', error: new ApiError(503, 'The service is busy: try again in a minute') },
    // Lookahead only: a refused reference (a step-2 field) keeps step 2 with the message on that
    // field; a refusal naming a step-1 field and a reference goes back to step 1 with both.
    { type: 'xstate.error.actor.saveProfile', error: new ApiError(400, 'Invalid email format', { 'commercialReference.0.emailAddress': 'Invalid email format' }) },
    {
      type: 'xstate.error.actor.saveProfile',
      error: new ApiError(400, 'Invalid contact-number format', { 'commercialReference.0.contactNo': 'Invalid contact-number format', contactNumber: 'Invalid contact-number format' }),
    },
  ],
};

export const editProfileInput = { profile };
