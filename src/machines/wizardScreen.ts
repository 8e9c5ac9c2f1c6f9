import type { WizardSnapshot } from './serviceRequestMachine.ts';

// What the wizard's page reads from a snapshot: which step screen, whether its data is there.

/** The step screens, in the order the stepper shows them (step4/step8 belong to Addresses). */
export const WIZARD_SCREENS = ['notVerified', 'notAllowed', 'verificationFailed', 'prefillFailed', 'step1', 'step2', 'step3', 'step4', 'step5', 'step6', 'stepCheckout', 'step7', 'step8'] as const;
export type WizardScreen = (typeof WIZARD_SCREENS)[number] | 'restoring';

/** Which step screen the wizard shows (spec wizard.one-step: exactly one). */
export function wizardScreen(snapshot: Pick<WizardSnapshot, 'matches'>): WizardScreen {
  // A quote that could not be read is shown as a past order that could not: the reason, retry, start anew.
  if (snapshot.matches('quotePrefillFailed')) return 'prefillFailed';
  return WIZARD_SCREENS.find((screen) => snapshot.matches(screen)) ?? 'restoring';
}

export type LoadStatus = 'loading' | 'failed' | 'ready';

/** Whether the current step's server data is still loading, could not load, or is there. */
export function loadStatus(snapshot: Pick<WizardSnapshot, 'hasTag'>): LoadStatus {
  if (snapshot.hasTag('failed')) return 'failed';
  return snapshot.hasTag('loading') ? 'loading' : 'ready';
}

/** Book again's note, on the step it opened; null elsewhere and on any other visit. */
export function bookAgainNote(snapshot: Pick<WizardSnapshot, 'matches' | 'context'>): { readonly note: string; readonly ready: boolean } | null {
  const opened = snapshot.context.bookAgain;
  if (opened === null || wizardScreen(snapshot) !== opened.step) return null;
  return { note: opened.note, ready: opened.ready };
}
