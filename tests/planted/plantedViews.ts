/**
 * Wrong views planted on purpose, one at a time: a button that sends another event, a field bound
 * to another key, an error message not shown, a step drawn for the wrong state. Each swaps one exact
 * piece of a view's source while Vitest loads it (tests/planted/plantPlugin.ts: nothing is written
 * to disk); `npm run test:planted` then runs `tests`, the fast happy-dom view tests that must catch
 * it, and expects a failing test whose name holds `names`. Ids are unique across plantedRules.ts too.
 */
export interface PlantedView {
  readonly id: string;
  readonly kind: 'event' | 'binding' | 'message' | 'step';
  /** the wrong view, in words */
  readonly wrong: string;
  readonly file: string;
  /** must occur exactly once in `file` */
  readonly find: string;
  readonly replace: string;
  /** the view test files (happy-dom, the `dom` project) that must catch it; only these run */
  readonly tests: readonly string[];
  /** a failing test's full name must contain this; only the tests so named run */
  readonly names: string;
}

export const PLANTED_VIEWS: readonly PlantedView[] = [
  {
    id: 'view-step6-draws-addresses',
    kind: 'step',
    wrong: 'the wizard draws the addresses step while the machine is in step6 (the summary)',
    file: 'src/views/wizard/WizardStepView.tsx',
    find: "case 'step6':\n      return <SummaryStep wizard={wizard} />;",
    replace: "case 'step6':\n      return <AddressesStep wizard={wizard} />;",
    tests: ['tests/views/wizardSteps.test.tsx'],
    names: 'step6 is the summary',
  },
  {
    id: 'view-unverified-draws-role-notice',
    kind: 'step',
    wrong: 'an unverified company is shown the Viewer notice (notAllowed) instead of the admin-verification message',
    file: 'src/views/pages/ServiceRequestPage.tsx',
    find: "if (screen === 'notVerified') return <NotVerifiedStep title={title} />;",
    replace: "if (screen === 'notVerified') return <NotAllowedStep title={title} wizard={wizard} />;",
    tests: ['tests/views/wizardSteps.test.tsx'],
    names: 'an unverified company sees the admin-verification message',
  },
  {
    id: 'view-summary-continue-goes-back',
    kind: 'event',
    wrong: 'Continue to payment on the summary sends Previous',
    file: 'src/views/wizard/SummaryStep.tsx',
    find: "next={() => wizard.send({ type: 'step.next' })} nextLabel=\"Continue to payment\"",
    replace: "next={() => wizard.send({ type: 'step.previous' })} nextLabel=\"Continue to payment\"",
    tests: ['tests/views/wizardSteps.test.tsx'],
    names: 'Continue to payment opens the payment step',
  },
  {
    id: 'view-booked-number-from-draft',
    kind: 'binding',
    wrong: 'the booked step reads the order number from the draft (emptied once paid), not the paid order',
    file: 'src/views/wizard/SuccessStep.tsx',
    find: 'useSelector(wizard, (s) => s.context.paidMovementId)',
    replace: 'useSelector(wizard, (s) => s.context.draft.movementId)',
    tests: ['tests/views/wizardSteps.test.tsx'],
    names: 'a paid order is step7',
  },
  {
    id: 'view-wizard-load-error-hidden',
    kind: 'message',
    wrong: "a step whose data could not load shows Try again without the call's message",
    file: 'src/views/wizard/LoaderState.tsx',
    find: '<span>{error}</span>',
    replace: '<span />',
    tests: ['tests/views/wizardSteps.test.tsx'],
    names: 'a price that could not be had shows the call',
  },
  {
    id: 'view-subuser-delete-confirm-cancels',
    kind: 'event',
    wrong: 'Delete sub-user in the confirmation dialog sends Cancel',
    file: 'src/views/pages/SubUsersPage.tsx',
    find: "onConfirm={() => actor.send({ type: 'deletion.confirmed' })}",
    replace: "onConfirm={() => actor.send({ type: 'deletion.cancelled' })}",
    tests: ['tests/views/SubUsersPage.test.tsx'],
    names: 'Delete sub-user in the dialog deletes that one',
  },
  {
    id: 'view-subuser-email-shows-number',
    kind: 'binding',
    wrong: "the sub-user list's Email column shows the contact number",
    file: 'src/views/pages/SubUsersPage.tsx',
    find: '<Table.Td>{row.email}</Table.Td>',
    replace: '<Table.Td>{row.contactNumber}</Table.Td>',
    tests: ['tests/views/SubUsersPage.test.tsx'],
    names: 'lists each sub-user',
  },
  {
    id: 'view-subuser-error-hidden',
    kind: 'message',
    wrong: "a refused deletion leaves the list without the server's message",
    file: 'src/views/pages/SubUsersPage.tsx',
    find: '<FormError message={error} />',
    replace: '<FormError message={null} />',
    tests: ['tests/views/SubUsersPage.test.tsx'],
    names: 'a refused deletion shows the server',
  },
];

export const plantedView = (id: string | undefined): PlantedView | undefined => (id ? PLANTED_VIEWS.find((p) => p.id === id) : undefined);
