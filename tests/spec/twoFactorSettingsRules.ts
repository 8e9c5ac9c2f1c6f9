/**
 * Oracle for the two-factor part of /settings/security, written from issue 37 (items 1, 2, 5) and
 * the brief of its page, never from the machine:
 * - Turn on is offered only while it is off; New recovery codes and Turn off only while it is on;
 *   each from the page's overview, nothing while a call is under way.
 * - Turning on asks the current password again; then the QR code and the secret show; then a
 *   6-digit code confirms; then the ten recovery codes show ONCE: Done only once "I have saved these
 *   codes" is ticked, and after Done they are nowhere. Cancelling leaves it off and drops the secret.
 * - New recovery codes ask a code; they show once the same way.
 * - Turning off asks the password and a code; the server's words say the other devices were signed
 *   out, or why it refused (the company requires it): the page shows them as they come.
 * - Only the main user sets the company's rule ("Require two-factor sign-in for the main user and
 *   admins"); a refusal (no two-factor of their own) is said in the server's words, the rule as it was.
 * - An account the company requires it of tells the session when its enrolment is confirmed, and
 *   no other account does.
 */
import { expect } from 'vitest';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { callInput } from './oracle';

type Status = { twoFactorEnabled: boolean; recoveryCodesLeft: number; companyRequiresTwoFactor: boolean; mustEnrol: boolean };

/** What the page shows for each state. */
export const SCREEN_OF_STATE: Readonly<Record<string, string>> = {
  loading: 'loading',
  failed: 'failed',
  overview: 'overview',
  'enabling.password': 'password',
  'enabling.starting': 'busy',
  'enabling.scanning': 'scan',
  'enabling.confirming': 'busy',
  'renewing.askingCode': 'askCode',
  'renewing.sending': 'busy',
  codesShown: 'codes',
  'disabling.asking': 'askPasswordAndCode',
  'disabling.sending': 'busy',
  savingRule: 'busy',
};

export const stateName = (s: AnyMachineSnapshot): string =>
  typeof s.value === 'string' ? s.value : Object.entries(s.value as Record<string, string>).map(([k, v]) => `${k}.${v}`)[0]!;
const screen = (s: AnyMachineSnapshot): string => {
  const name = SCREEN_OF_STATE[stateName(s)];
  expect(name, `a known state: ${stateName(s)}`).toBeDefined();
  return name!;
};
const status = (s: AnyMachineSnapshot): Status | null => s.context.status as Status | null;
const shownReason = (s: AnyMachineSnapshot): boolean => s.context.error !== null || Object.keys(s.context.fieldErrors as object).length > 0;

export function checkTwoFactorSettingsRules(machine: AnyStateMachine, s: AnyMachineSnapshot): void {
  const where = screen(s);
  const st = status(s);
  const onOverview = where === 'overview';
  expect(s.can({ type: 'enable.started' }), `[${where}] Turn on is offered exactly on the overview while it is off`).toBe(onOverview && st?.twoFactorEnabled === false);
  expect(s.can({ type: 'disable.started' }), `[${where}] Turn off is offered exactly on the overview while it is on`).toBe(onOverview && st?.twoFactorEnabled === true);
  expect(s.can({ type: 'codes.renewStarted' }), `[${where}] New recovery codes exactly on the overview while it is on`).toBe(onOverview && st?.twoFactorEnabled === true);
  // The company's rule: the main user changes it either way; an Admin may turn it on, never off.
  const flip = st === null ? true : !st.companyRequiresTwoFactor;
  const level = s.context.level as string;
  expect(s.can({ type: 'rule.changed', required: flip }), `[${where}] the company's rule: the main user's either way, an Admin's only to turn on, from the overview`).toBe(
    onOverview && (level === 'owner' || (level === 'admin' && flip)),
  );

  // The recovery codes show once: only on their screen.
  const codes = s.context.recoveryCodes as readonly string[];
  if (where === 'codes') expect(codes.length, '[codes] the codes show').toBeGreaterThan(0);
  else expect(codes, `[${where}] no recovery codes outside their one showing`).toEqual([]);
  if (where === 'codes') {
    expect(s.can({ type: 'codes.done' }), '[codes] Done only once "I have saved these codes" is ticked').toBe(s.context.codesSaved === true);
    const [ticked] = transition(machine, s, { type: 'codes.savedChanged', saved: true });
    const [done] = transition(machine, ticked, { type: 'codes.done' });
    expect(done.context.recoveryCodes, '[codes] after Done the codes are not shown again').toEqual([]);
    expect(screen(done), '[codes] after Done the settings are read again').toBe('loading');
    const [unticked] = transition(machine, s, { type: 'codes.savedChanged', saved: false });
    expect(unticked.can({ type: 'codes.done' }), '[codes] unticking closes Done again').toBe(false);
  }
  // The secret only while it is being set up.
  if (where === 'scan') expect(s.context.setup, '[scan] the QR code and the secret show').not.toBeNull();
  if (!['scan', 'busy'].includes(where)) expect(s.context.setup, `[${where}] no secret outside the setup`).toBeNull();
  if (where === 'failed') expect(s.can({ type: 'retry' }), '[failed] Try again').toBe(true);
}

/** The step oracle: each event, where it must lead and what it must send. */
export function twoFactorSettingsSteps(machine: AnyStateMachine) {
  return ({ from, event, to }: { from: AnyMachineSnapshot; event: { type: string; [k: string]: any }; to: AnyMachineSnapshot }): void => {
    const error = event.error as { message?: string; fieldErrors?: Record<string, string> } | undefined;
    const expectReason = () => {
      const fields = { ...(error?.fieldErrors ?? {}) };
      if (Object.keys(fields).length > 0) expect(to.context.fieldErrors, 'the reason on its field').toEqual(fields);
      else expect(to.context.error, 'the reason in the server’s words').toBe(error!.message);
    };
    const actionsOf = () => transition(machine, from, event as never)[1] as ReadonlyArray<{ type: string; params?: unknown }>;
    const effects = () => actionsOf().map((a) => a.type);
    switch (event.type) {
      case 'xstate.done.actor.loadSecurity':
        expect(screen(to)).toBe('overview');
        expect(to.context.status, 'the server’s state of it').toEqual(event.output);
        expect(to.context.notice, 'what was just done stays said').toBe(from.context.notice);
        return;
      case 'xstate.error.actor.loadSecurity':
        expect(screen(to)).toBe('failed');
        expect(to.context.error).toBe(error!.message);
        return;
      case 'retry':
        expect(screen(to)).toBe('loading');
        expect(to.context.error).toBeNull();
        return;
      case 'enable.started':
        expect(screen(to), 'turning on asks the password first').toBe('password');
        expect(shownReason(to) || to.context.notice !== null, 'a fresh start').toBe(false);
        return;
      case 'password.submitted':
        expect(screen(to)).toBe('busy');
        expect(callInput(to, 'startSetup'), 'the password as typed').toEqual({ password: event.password });
        return;
      case 'xstate.done.actor.startSetup':
        expect(screen(to)).toBe('scan');
        expect(to.context.setup, 'the server’s secret and QR code URL').toEqual(event.output);
        return;
      case 'xstate.error.actor.startSetup':
        expect(screen(to), 'refused: the password again').toBe('password');
        expect(to.context.setup).toBeNull();
        expectReason();
        return;
      case 'code.submitted':
        expect(screen(to)).toBe('busy');
        if (screen(from) === 'scan') expect(callInput(to, 'confirmSetup'), 'the code as typed').toEqual({ code: event.code });
        else expect(callInput(to, 'renewCodes'), 'the code as typed').toEqual({ code: event.code });
        return;
      case 'xstate.done.actor.confirmSetup':
      case 'xstate.done.actor.renewCodes':
        expect(screen(to), 'the recovery codes show').toBe('codes');
        expect(to.context.recoveryCodes).toEqual(event.output.recoveryCodes);
        expect(to.context.codesSaved, 'nothing is ticked for the customer').toBe(false);
        expect(to.context.notice, 'the server’s words').toBe(event.output.message);
        expect(to.context.setup, 'the secret is not kept').toBeNull();
        // From here it is on, with these codes: the page says so at once (not "Off" beside the codes).
        expect(status(to), 'on, with as many codes left as were made, no longer to enrol').toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: event.output.recoveryCodes.length, mustEnrol: false });
        // Enrolment confirmed: the session is told, only for an account that had to enrol.
        expect(effects().includes('enrolled'), 'the session is told exactly when this account had to enrol').toBe(
          event.type === 'xstate.done.actor.confirmSetup' && status(from)?.mustEnrol === true,
        );
        return;
      case 'xstate.error.actor.confirmSetup':
        expect(screen(to), 'refused: the same QR code, the code again').toBe('scan');
        expect(to.context.setup).toEqual(from.context.setup);
        expectReason();
        return;
      case 'xstate.error.actor.renewCodes':
        expect(screen(to), 'refused: the code again').toBe('askCode');
        expectReason();
        return;
      case 'flow.cancelled':
        expect(screen(to)).toBe('overview');
        expect(to.context.status, 'cancelling changes nothing').toEqual(from.context.status);
        expect(to.context.setup).toBeNull();
        return;
      case 'codes.savedChanged':
        expect(screen(to)).toBe('codes');
        expect(to.context.codesSaved).toBe(event.saved);
        return;
      case 'codes.copied':
      case 'codes.downloaded': {
        expect(screen(to)).toBe('codes');
        expect(to.context.recoveryCodes, 'the codes stay shown').toEqual(from.context.recoveryCodes);
        const actions = actionsOf();
        const wanted = event.type === 'codes.copied' ? 'copyCodes' : 'downloadCodes';
        const action = actions.find((a) => a.type === wanted);
        expect(action, `${event.type}: the codes are ${wanted === 'copyCodes' ? 'copied' : 'downloaded'}`).toBeDefined();
        expect(action!.params, 'all ten codes, as shown').toEqual({ codes: from.context.recoveryCodes });
        return;
      }
      case 'codes.done':
        expect(from.context.codesSaved, 'Done only after ticking').toBe(true);
        expect(screen(to)).toBe('loading');
        expect(to.context.recoveryCodes).toEqual([]);
        return;
      case 'codes.renewStarted':
        expect(screen(to), 'new codes ask a code').toBe('askCode');
        return;
      case 'disable.started':
        expect(screen(to), 'turning off asks the password and a code').toBe('askPasswordAndCode');
        return;
      case 'disable.submitted':
        expect(screen(to)).toBe('busy');
        expect(callInput(to, 'disableTwoFactor'), 'the password and code as typed').toEqual({ password: event.password, code: event.code });
        return;
      case 'xstate.done.actor.disableTwoFactor':
        expect(screen(to), 'off: the settings are read again').toBe('loading');
        expect(to.context.notice, 'the server’s words (other devices signed out)').toBe(event.output);
        return;
      case 'xstate.error.actor.disableTwoFactor':
        expect(screen(to), 'refused: the form again').toBe('askPasswordAndCode');
        expectReason();
        return;
      case 'rule.changed':
        expect(screen(to)).toBe('busy');
        expect(callInput(to, 'saveCompanyRule'), 'the switch as set').toEqual({ required: event.required });
        return;
      case 'xstate.done.actor.saveCompanyRule':
        expect(screen(to)).toBe('overview');
        expect(status(to)?.companyRequiresTwoFactor, 'the saved rule shows').toBe(event.output.required);
        expect(to.context.notice).toBe(event.output.message);
        return;
      case 'xstate.error.actor.saveCompanyRule':
        expect(screen(to)).toBe('overview');
        expect(to.context.status, 'the rule as it was').toEqual(from.context.status);
        expect(to.context.error, 'the server’s words').toBe(error!.message);
        return;
      default:
        throw new Error(`no two-factor settings step oracle for ${event.type}`);
    }
  };
}
