import { screen, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import type { Restored } from '../../src/machines/restoreWizard';
import { serviceRequestMachine, type WizardActor } from '../../src/machines/serviceRequestMachine';
import { wizardScreen } from '../../src/machines/wizardScreen';
import type { ServiceRequestDraft } from '../../src/schemas/serviceRequestDraft';
import { WizardStepView } from '../../src/views/wizard/WizardStepView';
import { summaryOf } from '../machines/serviceRequestMachine.samples';

// The wizard's machine reopened at a step, for the view tests of its steps (English and Spanish).

/** A call that never answers. */
export const never = () => new Promise<never>(() => {});

type Answers = Partial<Record<'loadSummary' | 'loadDetails' | 'loadOrder', () => Promise<unknown>>>;

/** The wizard reopening `draft` at `step`, its server calls answered by `answers` (others never answer). */
export function wizardAt(step: Restored['step'], draft: ServiceRequestDraft, answers: Answers = {}): WizardActor {
  const machine = serviceRequestMachine.provide({
    actions: { persist: () => {}, forgetDraft: () => {}, leaveToHome: () => {} },
    actors: {
      checkVerification: fromPromise(async () => true),
      restoreDraft: fromPromise<Restored>(async () => ({ step, draft })),
      loadSummary: fromPromise(answers.loadSummary ?? (async () => summaryOf(draft))) as never,
      loadDetails: fromPromise(answers.loadDetails ?? never) as never,
      loadOrder: fromPromise(answers.loadOrder ?? never) as never,
      loadServices: fromPromise(never) as never,
      loadTransitInfo: fromPromise(never) as never,
      loadAddressBook: fromPromise(never) as never,
    },
  });
  return createActor(machine, { input: { bookAgainFrom: null } }).start();
}

/** What the wizard page draws below its stepper: the step of the state the machine is in. */
export function Steps({ wizard }: { wizard: WizardActor }) {
  const current = useSelector(wizard, wizardScreen);
  return <WizardStepView wizard={wizard} screen={current} />;
}

export const stepHeading = () => within(screen.getByTestId('wizard-step')).getByRole('heading', { level: 2 });
