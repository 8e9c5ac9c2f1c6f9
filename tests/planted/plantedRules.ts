/**
 * Wrong rules planted on purpose, one at a time: each must make `npm run test:paths` fail and name
 * the rule, or the paths would miss that fault. Each swaps one exact piece of source for a
 * wrong one while Vitest loads it (tests/planted/plantPlugin.ts: nothing is written to disk), then
 * `npm run test:planted` runs that machine's generated paths and expects them to fail, naming
 * `names` (the spec rule's id when the spec has one, else the oracle's words).
 */
export interface PlantedRule {
  readonly id: string;
  /** the wrong rule, in words */
  readonly wrong: string;
  readonly file: string;
  /** must occur exactly once in `file` */
  readonly find: string;
  readonly replace: string;
  /** the machine whose generated paths must catch it */
  readonly machine: string;
  /** what the failing run must name: a spec rule id (listed as failed) or the oracle's words */
  readonly names: string;
}

export const PLANTED_RULES: readonly PlantedRule[] = [
  {
    id: 'goback-step5-to-step4',
    wrong: 'Go back on step5 opens step4',
    file: 'src/machines/serviceRequestMachine.ts',
    find: "'go.back': { target: 'step3', description: 'Go back', meta: { spec: ['goback.wizard.step5'] } }",
    replace: "'go.back': { target: 'step4', description: 'Go back', meta: { spec: ['goback.wizard.step5'] } }",
    machine: 'serviceRequest',
    names: 'goback.wizard.step5',
  },
  {
    id: 'previous-step5-to-step2',
    wrong: 'Previous on step5 opens step2',
    file: 'src/machines/serviceRequestMachine.ts',
    find: "'step.previous': { target: 'step3', description: 'Previous', meta: { spec: ['wizard.previous'] } }",
    replace: "'step.previous': { target: 'step2', description: 'Previous', meta: { spec: ['wizard.previous'] } }",
    machine: 'serviceRequest',
    names: 'wizard.previous',
  },
  {
    id: 'goback-shown-step7',
    wrong: 'Go back shown on step7',
    file: 'src/machines/serviceRequestMachine.ts',
    find: "step7: { description: 'Booked', meta: { spec: ['goback.wizard.hidden-step7'] } },",
    replace: "step7: { description: 'Booked', meta: { spec: ['goback.wizard.hidden-step7'] }, on: { 'go.back': { target: 'step6' } } },",
    machine: 'serviceRequest',
    names: 'goback.wizard.hidden-step7',
  },
  {
    id: 'reset-keeps-draft',
    wrong: 'Start a new request keeps the draft',
    file: 'src/machines/serviceRequestMachine.ts',
    find: 'actions: [assign({ draft: () => defaultDraft(), editingAddressId: null,',
    replace: 'actions: [assign({ editingAddressId: null,',
    machine: 'serviceRequest',
    names: 'draft.defaults',
  },
  {
    id: 'addresses-guard-removed',
    wrong: 'step5 Next opens without a pickup and a drop (the guard removed)',
    file: 'src/machines/serviceRequestMachine.ts',
    find: "'step.next': { guard: 'addressesFit', target: '#serviceRequest.step6'",
    replace: "'step.next': { target: '#serviceRequest.step6'",
    machine: 'serviceRequest',
    names: 'step5 Next: a pickup and a drop',
  },
  {
    id: 'token-check-keeps-cookies',
    wrong: 'a failed token check keeps the cookies',
    file: 'src/machines/sessionMachine.ts',
    find: "{ description: 'Your sign-in is no longer valid', target: 'guest', actions: 'clearTokenCookies', meta: { spec: ['err.token-check'] } },",
    replace: "{ description: 'Your sign-in is no longer valid', target: 'guest', meta: { spec: ['err.token-check'] } },",
    machine: 'session',
    names: 'err.token-check',
  },
  {
    id: 'edit-profile-step2-goes-nowhere',
    wrong: 'Go back on step 2 of /edit-profile goes nowhere',
    file: 'src/machines/editProfileMachine.ts',
    find: "'go.back': { description: 'Go back to your details', target: 'editProfileStep1', meta: { spec: ['goback.profile.step2'] } }",
    replace: "'go.back': { description: 'Go back to your details', meta: { spec: ['goback.profile.step2'] } }",
    machine: 'editProfile',
    names: 'goback.profile.step2',
  },
  {
    id: 'push-no-refetch',
    wrong: 'a NEW_NOTIFICATION push no longer refetches',
    file: 'src/machines/notificationsMachine.ts',
    find: "  guard: 'isNewNotification',\n  target: 'loading',\n  reenter: true,",
    replace: "  guard: 'isNewNotification',",
    machine: 'notifications',
    names: 'push.refetch',
  },
  {
    id: 'notifications-page-2',
    wrong: 'the bell fetches page 2',
    file: 'src/machines/notificationsMachine.ts',
    find: 'input: () => ({ ...NOTIFICATION_DEFAULT_QUERY }),',
    replace: 'input: () => ({ ...NOTIFICATION_DEFAULT_QUERY, page: 2 }),',
    machine: 'notifications',
    names: 'call.notification-defaults',
  },
  {
    id: 'notification-opens-wrong-order',
    wrong: 'a notification opens another order',
    file: 'src/machines/notificationsMachine.ts',
    find: "params: ({ event }) => ({ redirectId: event.redirectId }) }, 'readChosen']",
    replace: "params: ({ event }) => ({ redirectId: event.id ?? '' }) }, 'readChosen']",
    machine: 'notifications',
    names: 'route.order-from-notification',
  },
  {
    id: 'deleted-subuser-stays',
    wrong: 'a deleted sub-user stays in the list',
    file: 'src/machines/subUsersMachine.ts',
    find: 'subUsers: context.subUsers.filter((u) => u.accountId !== params.removed.accountId),',
    replace: 'subUsers: context.subUsers,',
    machine: 'subUsers',
    names: 'subuser.delete-local',
  },
  {
    id: 'user-upload-check-completed',
    wrong: 'the user-upload check read as "Completed"',
    file: 'src/schemas/orderStatus.ts',
    find: 'export const isUserUploadChecked = (status: OrderStatus): boolean => ORDER_STATUS_RULES[status].userUploadChecked;',
    replace: "export const isUserUploadChecked = (status: OrderStatus): boolean => status === 'Completed';",
    machine: 'order',
    names: 'order.user-upload',
  },
  {
    id: 'declined-card-same-key',
    wrong: 'after a declined card the next card reuses the attempt’s key (a second charge could be taken as the first)',
    file: 'src/machines/paymentMachine.ts',
    find: "actions: [assign({ paymentToken: null }), 'renewIdempotencyKey',",
    replace: 'actions: [assign({ paymentToken: null }),',
    machine: 'payment',
    names: 'the next card is a new attempt',
  },
  {
    id: 'tab-change-keeps-page',
    wrong: 'another tab opens on the page number of the last one',
    file: 'src/machines/ordersMachine.ts',
    find: 'assign({ tab: ({ event }) => event.tab, page: DEFAULT_ORDERS_PLACE.page, orders: [], pagination: null, error: null }),',
    replace: 'assign({ tab: ({ event }) => event.tab, orders: [], pagination: null, error: null }),',
    machine: 'orders',
    names: 'call.orders-query',
  },
  {
    id: 'accepted-paper-replaceable',
    wrong: 'an accepted crossing paper can still be replaced',
    file: 'src/schemas/crossingItemRules.ts',
    find: '  accepted: { provide: false, remove: false, review: false },',
    replace: '  accepted: { provide: true, remove: false, review: false },',
    machine: 'crossingItem',
    names: 'not offered (accepted)',
  },
  {
    id: 'usmca-claim-southbound',
    wrong: 'a southbound load offers the USMCA claim',
    file: 'src/machines/crossingChecklistMachine.ts',
    find: "context.canManage && context.checklist?.direction === 'northbound' && context.checklist.usmcaClaimed !== event.claimed",
    replace: 'context.canManage && context.checklist !== null && context.checklist.usmcaClaimed !== event.claimed',
    machine: 'crossingChecklist',
    names: 'the USMCA claim not offered (southbound',
  },
  {
    id: 'admin-lifts-two-factor-rule',
    wrong: "an Admin may stop requiring two-factor sign-in for the company",
    file: 'src/schemas/companyTwoFactorRule.ts',
    find: "level === 'owner' || (level === 'admin' && required);",
    replace: "level === 'owner' || level === 'admin';",
    machine: 'twoFactorSettings',
    names: "an Admin's only to turn on",
  },
  {
    id: 'recovery-codes-done-unticked',
    wrong: 'Done on the recovery codes without "I have saved these codes" ticked',
    file: 'src/machines/twoFactorSettingsMachine.ts',
    find: "codesSaved: ({ context }) => context.codesSaved,",
    replace: 'codesSaved: () => true,',
    machine: 'twoFactorSettings',
    names: 'Done only once "I have saved these codes" is ticked',
  },
  {
    id: 'sign-out-this-device',
    wrong: 'Sign out offered for this device too',
    file: 'src/machines/signedInDevicesMachine.ts',
    find: "context.devices.some((d) => d.id === event.id && !d.current)",
    replace: 'context.devices.some((d) => d.id === event.id)',
    machine: 'signedInDevices',
    names: 'never this device',
  },
];

export const plantedRule = (id: string | undefined): PlantedRule | undefined => (id ? PLANTED_RULES.find((p) => p.id === id) : undefined);
