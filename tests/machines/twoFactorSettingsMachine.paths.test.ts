import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { twoFactorSettingsMachine } from '../../src/machines/twoFactorSettingsMachine';
import { ApiError } from '../../src/services/http';
import { checkTwoFactorSettingsRules, stateName, twoFactorSettingsSteps } from '../spec/twoFactorSettingsRules';
import { callInput } from '../spec/oracle';
import { undescribed } from '../support/descriptions';
import { definePathTests } from '../support/pathCoverage';

// The server's words, written out (README "Two-factor sign-in"; server/routes/twoFactor.ts).
const ON_WORDS = 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.';
const RENEWED_WORDS = 'New recovery codes made. The old ones no longer work.';
const OFF_WORDS = 'Two-factor sign-in is off. Your other devices have been signed out.';
const REQUIRED_FOR_ROLE = 'Your company requires two-factor sign-in for your role, so it cannot be turned off.';
const OWNER_FIRST = 'Turn on two-factor sign-in for your own account before requiring it for the company.';
const RULE_SAVED = "The company's two-factor rule was saved.";
const WRONG_PASSWORD = 'Current password is incorrect';
const WRONG_CODE = 'That code is not correct. Check your authenticator app and try again.';

const off = { twoFactorEnabled: false, recoveryCodesLeft: 0, companyRequiresTwoFactor: false, mustEnrol: false, trustedDevices: 0 };
const on = { twoFactorEnabled: true, recoveryCodesLeft: 7, companyRequiresTwoFactor: false, mustEnrol: false, trustedDevices: 1 };
const mustEnrol = { twoFactorEnabled: false, recoveryCodesLeft: 0, companyRequiresTwoFactor: true, mustEnrol: true, trustedDevices: 0 };
const codes: readonly string[] = ['abcd-2345', 'efgh-6789', 'jkmn-2345', 'pqrs-6789', 'tuvw-2345', 'xyza-6789', 'bcde-2345', 'fghj-6789', 'kmnp-2345', 'qrst-6789'];
const secret = { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Cargo%20Connects:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Cargo%20Connects' };

describe('two-factor settings machine: generated paths', () => {
  definePathTests(twoFactorSettingsMachine, {
    // The main user, and an Admin (who cannot set the company's rule).
    inputs: [{}, { accessLevel: 'admin' as const }],
    everyInput: true,
    events: {
      'xstate.done.actor.loadSecurity': [
        { type: 'xstate.done.actor.loadSecurity', output: off },
        { type: 'xstate.done.actor.loadSecurity', output: on },
        { type: 'xstate.done.actor.loadSecurity', output: mustEnrol },
      ],
      'xstate.error.actor.loadSecurity': [{ type: 'xstate.error.actor.loadSecurity', error: new ApiError(500, 'Something is wrong please try again') }],
      'password.submitted': [{ type: 'password.submitted', password: 'Secret-pass-1' }],
      'xstate.done.actor.startSetup': [{ type: 'xstate.done.actor.startSetup', output: secret }],
      'xstate.error.actor.startSetup': [{ type: 'xstate.error.actor.startSetup', error: new ApiError(400, WRONG_PASSWORD, { password: WRONG_PASSWORD }) }],
      'code.submitted': [{ type: 'code.submitted', code: '287082' }],
      'xstate.done.actor.confirmSetup': [{ type: 'xstate.done.actor.confirmSetup', output: { recoveryCodes: codes, message: ON_WORDS } }],
      'xstate.error.actor.confirmSetup': [{ type: 'xstate.error.actor.confirmSetup', error: new ApiError(400, WRONG_CODE, { code: WRONG_CODE }) }],
      'xstate.done.actor.renewCodes': [{ type: 'xstate.done.actor.renewCodes', output: { recoveryCodes: codes, message: RENEWED_WORDS } }],
      'xstate.error.actor.renewCodes': [{ type: 'xstate.error.actor.renewCodes', error: new ApiError(400, WRONG_CODE, { code: WRONG_CODE }) }],
      'codes.savedChanged': [
        { type: 'codes.savedChanged', saved: true },
        { type: 'codes.savedChanged', saved: false },
      ],
      'disable.submitted': [{ type: 'disable.submitted', password: 'Secret-pass-1', code: 'abcd-2345' }],
      'xstate.done.actor.disableTwoFactor': [{ type: 'xstate.done.actor.disableTwoFactor', output: OFF_WORDS }],
      'xstate.error.actor.disableTwoFactor': [{ type: 'xstate.error.actor.disableTwoFactor', error: new ApiError(403, REQUIRED_FOR_ROLE) }],
      'rule.changed': [
        { type: 'rule.changed', required: true },
        { type: 'rule.changed', required: false },
      ],
      'xstate.done.actor.saveCompanyRule': [{ type: 'xstate.done.actor.saveCompanyRule', output: { required: true, message: RULE_SAVED } }],
      'xstate.error.actor.saveCompanyRule': [{ type: 'xstate.error.actor.saveCompanyRule', error: new ApiError(409, OWNER_FIRST) }],
    },
    provide: { actions: { enrolled: () => {}, copyCodes: () => {}, downloadCodes: () => {} } },
    steps: twoFactorSettingsSteps(twoFactorSettingsMachine),
    states: {
      '#twoFactorSettings': (s) => checkTwoFactorSettingsRules(twoFactorSettingsMachine, s),
      loading: (s) => expect(s.children.loadSecurity).toBeDefined(),
      failed: (s) => expect(s.context.error).toBe('Something is wrong please try again'),
      overview: (s) => expect(s.context.status).not.toBeNull(),
      'enabling.password': (s) => expect(s.context.status?.twoFactorEnabled).toBe(false),
      'enabling.starting': (s) => expect(s.children.startSetup).toBeDefined(),
      'enabling.scanning': (s) => expect(s.context.setup).toEqual(secret),
      'enabling.confirming': (s) => expect(s.children.confirmSetup).toBeDefined(),
      'renewing.askingCode': (s) => expect(s.context.status?.twoFactorEnabled).toBe(true),
      'renewing.sending': (s) => expect(s.children.renewCodes).toBeDefined(),
      codesShown: (s) => expect(s.context.recoveryCodes).toEqual(codes),
      'disabling.asking': (s) => expect(s.context.status?.twoFactorEnabled).toBe(true),
      'disabling.sending': (s) => expect(s.children.disableTwoFactor).toBeDefined(),
      savingRule: (s) => {
        expect(s.children.saveCompanyRule).toBeDefined();
        // The main user either way; an Admin only turning it on.
        const { required } = callInput(s, 'saveCompanyRule') as { required: boolean };
        expect(s.context.level === 'owner' || (s.context.level === 'admin' && required)).toBe(true);
      },
    },
  });
});

describe('two-factor settings machine', () => {
  it('every state and transition says what it is in the customer’s words', () => {
    expect(undescribed(twoFactorSettingsMachine)).toEqual([]);
  });

  it('turning on while the company requires it: password, code, codes shown once, the session told once, then read again', async () => {
    const told: string[] = [];
    let loads = 0;
    const actor = createActor(
      twoFactorSettingsMachine.provide({
        actors: {
          loadSecurity: fromPromise(async () => (loads++ === 0 ? mustEnrol : { ...on, companyRequiresTwoFactor: true, recoveryCodesLeft: 10 })),
          startSetup: fromPromise(async () => secret),
          confirmSetup: fromPromise(async () => ({ recoveryCodes: codes, message: ON_WORDS })),
        },
        actions: { enrolled: () => void told.push('enrolled') },
      }),
      { input: { accessLevel: 'admin' } },
    ).start();
    const settle = () => new Promise((r) => setTimeout(r, 0));
    await settle();
    actor.send({ type: 'enable.started' });
    actor.send({ type: 'password.submitted', password: 'Secret-pass-1' });
    await settle();
    expect(stateName(actor.getSnapshot())).toBe('enabling.scanning');
    actor.send({ type: 'code.submitted', code: '123456' });
    await settle();
    expect(actor.getSnapshot().context.recoveryCodes).toHaveLength(10);
    expect(told).toEqual(['enrolled']);
    actor.send({ type: 'codes.done' });
    expect(stateName(actor.getSnapshot()), 'not before ticking').toBe('codesShown');
    actor.send({ type: 'codes.savedChanged', saved: true });
    actor.send({ type: 'codes.done' });
    await settle();
    expect(stateName(actor.getSnapshot())).toBe('overview');
    expect(actor.getSnapshot().context.recoveryCodes).toEqual([]);
    expect(actor.getSnapshot().context.status?.twoFactorEnabled).toBe(true);
    expect(told).toEqual(['enrolled']);
  });
});
