import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addressBookMachine } from '../../src/machines/addressBookMachine';
import { acceptInviteMachine } from '../../src/machines/acceptInviteMachine';
import { changePasswordMachine } from '../../src/machines/changePasswordMachine';
import { contactMachine } from '../../src/machines/contactMachine';
import { dashboardMachine } from '../../src/machines/dashboardMachine';
import { editProfileMachine } from '../../src/machines/editProfileMachine';
import { emailVerificationMachine } from '../../src/machines/emailVerificationMachine';
import { guidelinePageMachine } from '../../src/machines/guidelinePageMachine';
import { loginMachine } from '../../src/machines/loginMachine';
import { notificationListMachine } from '../../src/machines/notificationListMachine';
import { notificationPreferencesMachine } from '../../src/machines/notificationPreferencesMachine';
import { notificationsMachine } from '../../src/machines/notificationsMachine';
import { orderMachine } from '../../src/machines/orderMachine';
import { ordersMachine } from '../../src/machines/ordersMachine';
import { passwordRecoveryMachine } from '../../src/machines/passwordRecoveryMachine';
import { paymentMachine } from '../../src/machines/paymentMachine';
import { registerMachine } from '../../src/machines/registerMachine';
import { serviceRequestMachine } from '../../src/machines/serviceRequestMachine';
import { sessionMachine } from '../../src/machines/sessionMachine';
import { settingsMachine } from '../../src/machines/settingsMachine';
import { subUserFormMachine } from '../../src/machines/subUserFormMachine';
import { subUsersMachine } from '../../src/machines/subUsersMachine';
import { trackingLinksMachine } from '../../src/machines/trackingLinksMachine';
import { crossingChecklistMachine } from '../../src/machines/crossingChecklistMachine';
import { crossingItemMachine } from '../../src/machines/crossingItemMachine';
import { quoteMachine } from '../../src/machines/quoteMachine';
import { trackingMachine } from '../../src/machines/trackingMachine';
import { twoFactorSettingsMachine } from '../../src/machines/twoFactorSettingsMachine';
import { signedInDevicesMachine } from '../../src/machines/signedInDevicesMachine';
import { unsubscribeMachine } from '../../src/machines/unsubscribeMachine';
import { activityLogMachine } from '../../src/machines/activityLogMachine';
import { recordsExportMachine } from '../../src/machines/recordsExportMachine';
import { undescribed } from '../support/descriptions';

// The statechart viewer, the paths report and path titles read states and transitions in the
// customer's words: every machine describes every state and transition.
const machines = [acceptInviteMachine, addressBookMachine, changePasswordMachine, contactMachine, crossingChecklistMachine, crossingItemMachine, dashboardMachine, editProfileMachine, emailVerificationMachine, guidelinePageMachine, loginMachine, notificationListMachine, notificationPreferencesMachine, notificationsMachine, orderMachine, ordersMachine, passwordRecoveryMachine, paymentMachine, quoteMachine, registerMachine, serviceRequestMachine, sessionMachine, settingsMachine, subUserFormMachine, subUsersMachine, trackingLinksMachine, trackingMachine, unsubscribeMachine, twoFactorSettingsMachine, signedInDevicesMachine, activityLogMachine, recordsExportMachine];

describe('descriptions in the customer\'s words', () => {
  it.each(machines.map((m) => [m.id, m] as const))('%s: every state and transition has a description', (_, machine) => {
    expect(undescribed(machine)).toEqual([]);
  });

  it('every machine in src/machines is in this list', () => {
    const declared = readdirSync('src/machines').flatMap((file) => [...readFileSync(`src/machines/${file}`, 'utf8').matchAll(/export const (\w+Machine) = setup/g)].map((m) => m[1]));
    expect(declared.length).toBe(machines.length);
  });
});
