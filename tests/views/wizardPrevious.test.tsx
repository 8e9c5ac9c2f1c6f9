import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { createActor, fromPromise } from 'xstate';
import type { Restored } from '../../src/machines/restoreWizard';
import { serviceRequestMachine } from '../../src/machines/serviceRequestMachine';
import { wizardScreen } from '../../src/machines/wizardScreen';
import { ApiError } from '../../src/services/http';
import { CheckoutStep } from '../../src/views/wizard/CheckoutStep';
import { DetailsStep } from '../../src/views/wizard/DetailsStep';
import { filled } from '../machines/serviceRequestMachine.samples';

// spec wizard.previous: Previous goes back one step — also while the step's data loads, or could
// not. Found by the wizard's paths replayed in Chromium (e2e/machinePaths): step 3 and the payment
// step drew their Previous inside the loaded content only, so it was missing until they loaded.

const never = () => new Promise<never>(() => {});
const offline = new ApiError(0, 'Something is wrong please try again');

function wizardOn(step: Restored['step'], load: 'pending' | 'failing') {
  const outcome = () => (load === 'pending' ? never() : Promise.reject(offline));
  const machine = serviceRequestMachine.provide({
    actions: { persist: () => {}, forgetDraft: () => {}, leaveToHome: () => {} },
    actors: {
      checkVerification: fromPromise(async () => true),
      restoreDraft: fromPromise<Restored>(async () => ({ step, draft: filled })),
      loadDetails: fromPromise(outcome) as never,
      loadSummary: fromPromise(outcome) as never,
      // The step it goes back to loads for ever: nothing leaves the test.
      loadTransitInfo: fromPromise(never) as never,
    },
  });
  return createActor(machine, { input: { bookAgainFrom: null } }).start();
}

const shown = (ui: React.ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>);

describe('Previous while a step loads or could not load (spec wizard.previous)', () => {
  for (const load of ['pending', 'failing'] as const) {
    it(`step 3, its data ${load}: Previous opens step 2`, async () => {
      const wizard = wizardOn('step3', load);
      await waitFor(() => expect(wizard.getSnapshot().matches({ step3: load === 'pending' ? 'loading' : 'failed' })).toBe(true));
      shown(<DetailsStep wizard={wizard} />);
      await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
      expect(wizardScreen(wizard.getSnapshot())).toBe('step2');
    });

    it(`payment, its price ${load}: Back to summary opens step 6`, async () => {
      const wizard = wizardOn('stepCheckout', load);
      await waitFor(() => expect(wizard.getSnapshot().matches({ stepCheckout: load === 'pending' ? 'quoting' : 'quoteFailed' })).toBe(true));
      shown(<CheckoutStep wizard={wizard} />);
      await userEvent.click(screen.getByRole('button', { name: 'Back to summary' }));
      expect(wizardScreen(wizard.getSnapshot())).toBe('step6');
    });
  }
});
