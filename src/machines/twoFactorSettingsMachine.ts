import { assign, fromPromise, setup } from 'xstate';
import { mayChangeTwoFactorRule } from '../schemas/companyTwoFactorRule.ts';
import type { AccessLevel } from '../schemas/teamRoles.ts';
import type { SecurityStatus, TwoFactorSetup } from '../schemas/twoFactor.ts';
import { failureMessage, submitFailure } from '../services/http.ts';
import { securityApi, type CompanyRuleSaved, type RecoveryCodesMade } from '../services/securityApi.ts';

export interface TwoFactorSettingsContext {
  /** Who is looking: the main user sets the company's rule, an Admin may only turn it on. */
  readonly level: AccessLevel;
  /** The server's answer to GET /v1/user/security (null until loaded). */
  readonly status: SecurityStatus | null;
  /** The new secret and its otpauth URL while turning it on (never kept after). */
  readonly setup: TwoFactorSetup | null;
  /** Recovery codes just made, shown once: emptied when the customer is done with them. */
  readonly recoveryCodes: readonly string[];
  /** "I have saved these codes" is ticked. */
  readonly codesSaved: boolean;
  /** What the server said of the last thing done, in its words. */
  readonly notice: string | null;
  /** Why the last thing failed, in the server's words (none when it went on a field). */
  readonly error: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

export type TwoFactorSettingsEvent =
  | { type: 'retry' }
  | { type: 'enable.started' }
  | { type: 'password.submitted'; password: string }
  | { type: 'code.submitted'; code: string }
  | { type: 'flow.cancelled' }
  | { type: 'codes.savedChanged'; saved: boolean }
  | { type: 'codes.copied' }
  | { type: 'codes.downloaded' }
  | { type: 'codes.done' }
  | { type: 'codes.renewStarted' }
  | { type: 'disable.started' }
  | { type: 'disable.submitted'; password: string; code: string }
  | { type: 'rule.changed'; required: boolean };

const cleared = { error: null, fieldErrors: {} } as const;
/** What the server now holds once codes are made: on, enrolled, that many codes left. */
const turnedOn = (status: SecurityStatus | null, codes: number): SecurityStatus | null =>
  status === null ? null : { ...status, twoFactorEnabled: true, mustEnrol: false, recoveryCodesLeft: codes };

/**
 * /settings/security, two-factor sign-in (issue 37.1): its state; turning it on (the password again
 * → the QR code and the secret → a first code → the ten recovery codes, shown once, Done only once
 * "I have saved these codes" is ticked); new recovery codes (a code); turning it off (password and
 * code; the server refuses while the company requires it, and signs the other devices out); and, for
 * the main user, the company's rule. An account the company requires it of tells the session once
 * its enrolment is confirmed (`enrolled`, provided by the page).
 */
export const twoFactorSettingsMachine = setup({
  types: { context: {} as TwoFactorSettingsContext, events: {} as TwoFactorSettingsEvent, input: {} as { accessLevel?: AccessLevel } },
  actors: {
    loadSecurity: fromPromise<SecurityStatus>(() => securityApi.status()),
    startSetup: fromPromise<TwoFactorSetup, { password: string }>(({ input }) => securityApi.startSetup(input.password)),
    confirmSetup: fromPromise<RecoveryCodesMade, { code: string }>(({ input }) => securityApi.confirmSetup(input.code)),
    renewCodes: fromPromise<RecoveryCodesMade, { code: string }>(({ input }) => securityApi.renewRecoveryCodes(input.code)),
    disableTwoFactor: fromPromise<string, { password: string; code: string }>(({ input }) => securityApi.disable(input)),
    saveCompanyRule: fromPromise<CompanyRuleSaved, { required: boolean }>(({ input }) => securityApi.setCompanyRule(input.required)),
  },
  actions: {
    /** Tells the session the account is enrolled (provided by the page). */
    enrolled: () => {},
    /** Puts the codes on the clipboard (provided by the page). */
    copyCodes: (_, _params: { codes: readonly string[] }) => {},
    /** Saves the codes as a .txt file (provided by the page). */
    downloadCodes: (_, _params: { codes: readonly string[] }) => {},
  },
  guards: {
    isOff: ({ context }) => context.status?.twoFactorEnabled === false,
    isOn: ({ context }) => context.status?.twoFactorEnabled === true,
    mayChangeRule: ({ context, event }) =>
      event.type === 'rule.changed' && context.status !== null && event.required !== context.status.companyRequiresTwoFactor && mayChangeTwoFactorRule(context.level, event.required),
    codesSaved: ({ context }) => context.codesSaved,
    mustEnrol: ({ context }) => context.status?.mustEnrol === true,
  },
}).createMachine({
  id: 'twoFactorSettings',
  description: 'Two-factor sign-in',
  context: ({ input }) => ({ level: input.accessLevel ?? 'owner', status: null, setup: null, recoveryCodes: [], codesSaved: false, notice: null, ...cleared }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loading your two-factor settings',
      invoke: {
        id: 'loadSecurity',
        src: 'loadSecurity',
        onDone: { description: 'Loaded', target: 'overview', actions: assign({ status: ({ event }) => event.output }) },
        onError: { description: 'Not loaded: the reason and Try again', target: 'failed', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
    failed: {
      description: 'Your two-factor settings could not be loaded',
      on: { retry: { description: 'Try again', target: 'loading', actions: assign({ error: null }) } },
    },
    overview: {
      description: 'Two-factor sign-in: on or off, recovery codes left, the company’s rule',
      on: {
        'enable.started': { description: 'Turn on', guard: 'isOff', target: 'enabling', actions: assign({ notice: null, ...cleared }) },
        'codes.renewStarted': { description: 'New recovery codes', guard: 'isOn', target: 'renewing', actions: assign({ notice: null, ...cleared }) },
        'disable.started': { description: 'Turn off', guard: 'isOn', target: 'disabling', actions: assign({ notice: null, ...cleared }) },
        'rule.changed': { description: 'Require it for the main user and admins, or not', guard: 'mayChangeRule', target: 'savingRule', actions: assign({ notice: null, ...cleared }) },
      },
    },
    enabling: {
      description: 'Turning on two-factor sign-in',
      initial: 'password',
      states: {
        password: {
          description: 'Asking for your password again',
          on: {
            'password.submitted': { description: 'Continue', target: 'starting', actions: assign(cleared) },
            'flow.cancelled': { description: 'Cancel: it stays off', target: '#twoFactorSettings.overview', actions: assign(cleared) },
          },
        },
        starting: {
          description: 'Making your secret',
          invoke: {
            id: 'startSetup',
            src: 'startSetup',
            input: ({ event }) => ({ password: (event as Extract<TwoFactorSettingsEvent, { type: 'password.submitted' }>).password }),
            onDone: { description: 'The QR code and the secret show', target: 'scanning', actions: assign({ setup: ({ event }) => event.output }) },
            onError: { description: 'Refused: the reason shows, the password again', target: 'password', actions: assign(({ event }) => submitFailure(event.error)) },
          },
        },
        scanning: {
          description: 'Scan the QR code or type the secret, then enter the code your app shows',
          on: {
            'code.submitted': { description: 'Confirm', target: 'confirming', actions: assign(cleared) },
            'flow.cancelled': { description: 'Cancel: it stays off', target: '#twoFactorSettings.overview', actions: assign({ setup: null, ...cleared }) },
          },
        },
        confirming: {
          description: 'Checking the code',
          invoke: {
            id: 'confirmSetup',
            src: 'confirmSetup',
            input: ({ event }) => ({ code: (event as Extract<TwoFactorSettingsEvent, { type: 'code.submitted' }>).code }),
            onDone: [
              {
                description: 'On: the recovery codes show once; the session is told the account is enrolled',
                guard: 'mustEnrol',
                target: '#twoFactorSettings.codesShown',
                actions: [
                  assign(({ context, event }) => ({ status: turnedOn(context.status, event.output.recoveryCodes.length), setup: null, recoveryCodes: event.output.recoveryCodes, codesSaved: false, notice: event.output.message })),
                  'enrolled',
                ],
              },
              {
                description: 'On: the recovery codes show once',
                target: '#twoFactorSettings.codesShown',
                actions: assign(({ context, event }) => ({ status: turnedOn(context.status, event.output.recoveryCodes.length), setup: null, recoveryCodes: event.output.recoveryCodes, codesSaved: false, notice: event.output.message })),
              },
            ],
            onError: { description: 'Refused: the reason shows, the QR code stays', target: 'scanning', actions: assign(({ event }) => submitFailure(event.error)) },
          },
        },
      },
    },
    renewing: {
      description: 'Making new recovery codes',
      initial: 'askingCode',
      states: {
        askingCode: {
          description: 'Asking for a code from your app or a recovery code',
          on: {
            'code.submitted': { description: 'Make new codes', target: 'sending', actions: assign(cleared) },
            'flow.cancelled': { description: 'Cancel: the codes you have keep working', target: '#twoFactorSettings.overview', actions: assign(cleared) },
          },
        },
        sending: {
          description: 'Making new recovery codes',
          invoke: {
            id: 'renewCodes',
            src: 'renewCodes',
            input: ({ event }) => ({ code: (event as Extract<TwoFactorSettingsEvent, { type: 'code.submitted' }>).code }),
            onDone: {
              description: 'Made: the new codes show once, the old ones no longer work',
              target: '#twoFactorSettings.codesShown',
              actions: assign(({ context, event }) => ({ status: turnedOn(context.status, event.output.recoveryCodes.length), recoveryCodes: event.output.recoveryCodes, codesSaved: false, notice: event.output.message })),
            },
            onError: { description: 'Refused: the reason shows, the code again', target: 'askingCode', actions: assign(({ event }) => submitFailure(event.error)) },
          },
        },
      },
    },
    codesShown: {
      description: 'Your recovery codes, shown once',
      on: {
        'codes.savedChanged': { description: 'I have saved these codes', actions: assign({ codesSaved: ({ event }) => event.saved }) },
        'codes.copied': { description: 'Copy', actions: { type: 'copyCodes', params: ({ context }) => ({ codes: context.recoveryCodes }) } },
        'codes.downloaded': { description: 'Download', actions: { type: 'downloadCodes', params: ({ context }) => ({ codes: context.recoveryCodes }) } },
        'codes.done': { description: 'Done: the codes are not shown again', guard: 'codesSaved', target: 'loading', actions: assign({ recoveryCodes: [], codesSaved: false }) },
      },
    },
    disabling: {
      description: 'Turning off two-factor sign-in',
      initial: 'asking',
      states: {
        asking: {
          description: 'Asking for your password and a code',
          on: {
            'disable.submitted': { description: 'Turn off', target: 'sending', actions: assign(cleared) },
            'flow.cancelled': { description: 'Cancel: it stays on', target: '#twoFactorSettings.overview', actions: assign(cleared) },
          },
        },
        sending: {
          description: 'Turning it off',
          invoke: {
            id: 'disableTwoFactor',
            src: 'disableTwoFactor',
            input: ({ event }) => {
              const { password, code } = event as Extract<TwoFactorSettingsEvent, { type: 'disable.submitted' }>;
              return { password, code };
            },
            onDone: { description: 'Off: your other devices are signed out', target: '#twoFactorSettings.loading', actions: assign({ notice: ({ event }) => event.output }) },
            onError: { description: 'Refused: the reason shows (the company may require it)', target: 'asking', actions: assign(({ event }) => submitFailure(event.error)) },
          },
        },
      },
    },
    savingRule: {
      description: 'Saving the company’s rule',
      invoke: {
        id: 'saveCompanyRule',
        src: 'saveCompanyRule',
        input: ({ event }) => ({ required: (event as Extract<TwoFactorSettingsEvent, { type: 'rule.changed' }>).required }),
        onDone: {
          description: 'Saved',
          target: 'overview',
          actions: assign(({ context, event }) => ({ status: context.status === null ? null : { ...context.status, companyRequiresTwoFactor: event.output.required }, notice: event.output.message })),
        },
        onError: { description: 'Refused: the reason shows, the rule stays as it was', target: 'overview', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
  },
});
