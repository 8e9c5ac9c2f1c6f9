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
  // A step or part drawn for the wrong state.
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
    id: 'view-orders-empty-drawn-when-failed',
    kind: 'step',
    wrong: "the order list's empty state is drawn for the failed state, not for an empty tab",
    file: 'src/views/pages/MyOrdersPage.tsx',
    find: "{state === 'empty' && !filtered ? <OrdersEmptyState tab={tab} /> : null}",
    replace: "{state === 'failed' && !filtered ? <OrdersEmptyState tab={tab} /> : null}",
    tests: ['tests/views/orders/MyOrdersPage.test.tsx'],
    names: 'an empty tab says so',
  },
  {
    id: 'view-notifications-empty-drawn-when-failed',
    kind: 'step',
    wrong: "the notification list's empty state is drawn for the failed state, not when there are none",
    file: 'src/views/pages/NotificationsPage.tsx',
    find: "{state === 'empty' ? (",
    replace: "{state === 'failed' ? (",
    tests: ['tests/views/NotificationsPage.test.tsx'],
    names: 'shows an empty state when there are none',
  },
  // A button that sends another event.
  {
    id: 'view-summary-continue-goes-back',
    kind: 'event',
    wrong: 'Continue to payment on the summary sends Previous',
    file: 'src/views/wizard/SummaryStep.tsx',
    find: "next={() => wizard.send({ type: 'step.next' })} nextLabel={i18n._('Continue to payment')}",
    replace: "next={() => wizard.send({ type: 'step.previous' })} nextLabel={i18n._('Continue to payment')}",
    tests: ['tests/views/wizardSteps.test.tsx'],
    names: 'Continue to payment opens the payment step',
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
    id: 'view-order-cancel-confirm-keeps',
    kind: 'event',
    wrong: "Cancel order in the order page's dialog sends Keep order",
    file: 'src/views/pages/OrderPage.tsx',
    find: "onConfirm={() => actor.send({ type: 'cancel.confirmed' })}",
    replace: "onConfirm={() => actor.send({ type: 'cancel.dismissed' })}",
    tests: ['tests/views/orders/OrderPage.test.tsx'],
    names: 'cancel asks for confirmation, then shows the cancelled order',
  },
  {
    id: 'view-bell-item-only-read',
    kind: 'event',
    wrong: "a notification chosen in the bell's dropdown is only marked read: its order does not open",
    file: 'src/views/components/NotificationBell.tsx',
    find: "actor.send({ type: 'item.chosen', redirectId: row.redirectId, id: row.id });",
    replace: "actor.send({ type: 'item.read', id: row.id });",
    tests: ['tests/views/NotificationBell.test.tsx'],
    names: 'clicking an item opens its order',
  },
  {
    id: 'view-notifications-mark-all-refreshes',
    kind: 'event',
    wrong: 'Mark all as read on /settings/notifications only refetches the list',
    file: 'src/views/pages/NotificationsPage.tsx',
    find: "onClick={() => list.send({ type: 'all.read' })}",
    replace: "onClick={() => list.send({ type: 'refresh' })}",
    tests: ['tests/views/NotificationsPage.test.tsx'],
    names: 'Mark all as read shows it read',
  },
  // A field bound to another key.
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
    id: 'view-order-entry-number-bound-to-reference',
    kind: 'binding',
    wrong: "the order page's Entry number field holds the order's reference",
    file: 'src/views/pages/OrderPage.tsx',
    find: 'entryNum={order.entryNum}',
    replace: 'entryNum={order.userReference}',
    tests: ['tests/views/orders/OrderPage.test.tsx'],
    names: 'entry number (southbound): checked by the schema, saved',
  },
  {
    id: 'view-login-password-bound-to-email',
    kind: 'binding',
    wrong: "the login form's Password field is bound to the email",
    file: 'src/views/pages/LoginPage.tsx',
    find: "{...form.field('password')}",
    replace: "{...form.field('email')}",
    tests: ['tests/views/LoginPage.test.tsx'],
    names: 'sends the email and the password typed into their fields',
  },
  {
    id: 'view-profile-menu-shows-company',
    kind: 'binding',
    wrong: "the profile menu's heading shows the company name where the signed-in contact's name belongs",
    file: 'src/views/components/ProfileMenu.tsx',
    find: '{profile.contactName}',
    replace: '{profile.companyName}',
    tests: ['tests/views/components/AppHeader.test.tsx'],
    names: 'lists the spec items',
  },
  {
    id: 'view-register-number-bound-to-name',
    kind: 'binding',
    wrong: "the registration form's Contact number field is bound to the contact name",
    file: 'src/views/pages/RegisterPage.tsx',
    find: "{...form.field('contactNumber')}",
    replace: "{...form.field('contactName')}",
    tests: ['tests/views/RegisterPage.test.tsx'],
    names: 'sends each field',
  },
  // An error message not shown.
  {
    id: 'view-wizard-load-error-hidden',
    kind: 'message',
    wrong: "a step whose data could not load shows Try again without the call's message",
    file: 'src/views/wizard/LoaderState.tsx',
    find: '<span>{error ? message(error) : null}</span>',
    replace: '<span />',
    tests: ['tests/views/wizardSteps.test.tsx'],
    names: 'a price that could not be had shows the call',
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
  {
    id: 'view-order-cancel-error-hidden',
    kind: 'message',
    wrong: "a refused cancel leaves the dialog without the server's message",
    file: 'src/views/pages/OrderPage.tsx',
    find: 'error={cancelError}',
    replace: 'error={null}',
    tests: ['tests/views/orders/OrderPage.test.tsx'],
    names: 'a refused cancel keeps its message in the dialog',
  },
  {
    id: 'view-login-error-hidden',
    kind: 'message',
    wrong: "a refused sign-in shows no message above the login form",
    file: 'src/views/pages/LoginPage.tsx',
    find: '<FormError message={error} />',
    replace: '<FormError message={null} />',
    tests: ['tests/views/LoginPage.test.tsx'],
    names: 'a refused sign-in shows the server',
  },
  {
    id: 'view-register-field-error-hidden',
    kind: 'message',
    wrong: "a taken email: the server's field message never reaches the registration form's Email field",
    file: 'src/views/pages/RegisterPage.tsx',
    find: 'useServerFieldErrors(form, fieldErrors);',
    replace: 'useServerFieldErrors(form, {});',
    tests: ['tests/views/RegisterPage.test.tsx'],
    names: 'a taken email',
  },
  {
    id: 'view-recovery-codes-done-open',
    kind: 'step',
    wrong: 'Done on the recovery codes is open before "I have saved these codes" is ticked',
    file: 'src/views/security/RecoveryCodesPanel.tsx',
    find: 'disabled={!saved}',
    replace: 'disabled={false}',
    tests: ['tests/views/SecurityPage.test.tsx'],
    names: 'Done only after',
  },
  {
    id: 'view-sign-out-all-sends-one',
    kind: 'event',
    wrong: "the dialog's Sign out all other devices sends another event than the confirmation",
    file: 'src/views/security/SignOutDialog.tsx',
    find: "onClick={() => devices.send({ type: 'signOut.confirmed' })}",
    replace: "onClick={() => devices.send({ type: 'signOut.cancelled' })}",
    tests: ['tests/views/SecurityPage.test.tsx'],
    names: 'Sign out all other devices asks first',
  },
];

export const plantedView = (id: string | undefined): PlantedView | undefined => (id ? PLANTED_VIEWS.find((p) => p.id === id) : undefined);
