import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SecurityStatus, SignedInDevice, TwoFactorSetup } from '../../src/schemas/twoFactor';
import { ApiError } from '../../src/services/http';
import type { CompanyRuleSaved, RecoveryCodesMade } from '../../src/services/securityApi';
import { profile, renderWithApp } from './orders/harness';

// /settings/security against its two machines, the API faked at its one service module. The
// expectations are issue 37's (items 1, 2) and the server's words as README and the server say them.

const api = {
  status: vi.fn<() => Promise<SecurityStatus>>(),
  startSetup: vi.fn<(password: string) => Promise<TwoFactorSetup>>(),
  confirmSetup: vi.fn<(code: string) => Promise<RecoveryCodesMade>>(),
  renewRecoveryCodes: vi.fn<(code: string) => Promise<RecoveryCodesMade>>(),
  disable: vi.fn<(body: { password: string; code: string }) => Promise<string>>(),
  setCompanyRule: vi.fn<(required: boolean) => Promise<CompanyRuleSaved>>(),
  devices: vi.fn<() => Promise<readonly SignedInDevice[]>>(),
  signOutDevice: vi.fn<(id: string) => Promise<string>>(),
  signOutOthers: vi.fn<() => Promise<string>>(),
};
vi.mock('../../src/services/securityApi.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../src/services/securityApi.ts')>()), securityApi: api }));

const { default: SecurityPage } = await import('../../src/views/pages/SecurityPage');

const off: SecurityStatus = { twoFactorEnabled: false, recoveryCodesLeft: 0, companyRequiresTwoFactor: false, mustEnrol: false, trustedDevices: 0 };
const on: SecurityStatus = { twoFactorEnabled: true, recoveryCodesLeft: 10, companyRequiresTwoFactor: false, mustEnrol: false, trustedDevices: 0 };
const mustEnrol: SecurityStatus = { twoFactorEnabled: false, recoveryCodesLeft: 0, companyRequiresTwoFactor: true, mustEnrol: true, trustedDevices: 0 };
const secret: TwoFactorSetup = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauthUrl: 'otpauth://totp/Cargo%20Connects:lucia%40frontera.example?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Cargo%20Connects' };
const codes = ['abcd-2345', 'efgh-6789', 'jkmn-2345', 'pqrs-6789', 'tuvw-2345', 'xyza-6789', 'bcde-2345', 'fghj-6789', 'kmnp-2345', 'qrst-6789'];
const ON_WORDS = 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.';
const here: SignedInDevice = { id: 'f1', device: 'Chrome on Windows', browser: 'Chrome', os: 'Windows', ip: '203.0.113.7', firstSeen: '2026-11-20T10:00:00.000Z', lastSeen: '2026-11-29T09:00:00.000Z', current: true };
const phone: SignedInDevice = { id: 'f2', device: 'Safari on iOS', browser: 'Safari', os: 'iOS', ip: '198.51.100.4', firstSeen: '2026-11-25T10:00:00.000Z', lastSeen: '2026-11-28T09:00:00.000Z', current: false };

const renderPage = () => renderWithApp(<SecurityPage title="Security" params={{}} />, { path: '/settings/security' });
const twoFactor = () => screen.getByRole('region', { name: 'Two-factor sign-in' });
const devicesList = () => screen.getByRole('list', { name: 'Signed-in devices' });

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.status.mockResolvedValue(off);
  api.devices.mockResolvedValue([here, phone]);
});
afterEach(() => {
  (profile as { accessLevel: string }).accessLevel = 'owner';
});

/** Turns it on through the page up to the codes: password, QR and key, code. */
async function turnOnToCodes() {
  api.startSetup.mockResolvedValue(secret);
  api.confirmSetup.mockResolvedValue({ recoveryCodes: codes, message: ON_WORDS });
  await userEvent.click(await within(await screen.findByRole('region', { name: 'Two-factor sign-in' })).findByRole('button', { name: 'Turn on' }));
  await userEvent.type(await screen.findByLabelText('Current password'), 'Secret-pass-1');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('img', { name: 'QR code to add Cargo Connects to your authenticator app' }, { timeout: 3000 });
  await userEvent.type(screen.getByLabelText('6-digit code'), '287082');
  await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
  return screen.findByRole('region', { name: 'Your recovery codes' });
}

describe('SecurityPage (/settings/security): two-factor sign-in', () => {
  it('turns on: the password again, the QR code and the key to type, a code, then the ten codes once; Done only after "I have saved these codes"', async () => {
    renderPage();
    expect(await within(await screen.findByRole('region', { name: 'Two-factor sign-in' })).findByText('Off')).toBeInTheDocument();
    const codesRegion = await turnOnToCodes();
    expect(api.startSetup).toHaveBeenCalledWith('Secret-pass-1');
    expect(api.confirmSetup).toHaveBeenCalledWith('287082');
    for (const code of codes) expect(within(codesRegion).getByText(code)).toBeInTheDocument();
    expect(within(codesRegion).getAllByRole('listitem')).toHaveLength(10);
    expect(within(twoFactor()).getByText('On'), 'it is on from the moment the codes show').toBeInTheDocument();
    await waitFor(() => expect(codesRegion).toHaveFocus());
    expect(within(codesRegion).getByRole('status')).toHaveTextContent(ON_WORDS);
    const done = within(codesRegion).getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    api.status.mockResolvedValue(on);
    await userEvent.click(within(codesRegion).getByRole('checkbox', { name: 'I have saved these codes' }));
    expect(done).toBeEnabled();
    await userEvent.click(done);
    expect(await within(twoFactor()).findByText('10 recovery codes left.')).toBeInTheDocument();
    expect(within(twoFactor()).getByText('On')).toBeInTheDocument();
    for (const code of codes) expect(screen.queryByText(code)).not.toBeInTheDocument();
  });

  it('shows the key grouped by four, spelled out for screen readers, and the QR code of the server’s URL', async () => {
    api.startSetup.mockResolvedValue(secret);
    renderPage();
    await userEvent.click(await within(await screen.findByRole('region', { name: 'Two-factor sign-in' })).findByRole('button', { name: 'Turn on' }));
    await userEvent.type(await screen.findByLabelText('Current password'), 'Secret-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'QR code to add Cargo Connects to your authenticator app' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/), { timeout: 3000 });
    const key = screen.getByTestId('two-factor-secret');
    expect(key).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(key).toHaveTextContent('J B S W Y 3 D P');
  });

  it('a wrong password is said on its field, in the server’s words, and nothing moves on', async () => {
    api.startSetup.mockRejectedValue(new ApiError(400, 'Current password is incorrect', { password: 'Current password is incorrect' }));
    renderPage();
    await userEvent.click(await within(await screen.findByRole('region', { name: 'Two-factor sign-in' })).findByRole('button', { name: 'Turn on' }));
    await userEvent.type(await screen.findByLabelText('Current password'), 'Wrong-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('Download saves the ten codes as a .txt; Copy puts them on the clipboard', async () => {
    const blobs: Blob[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:codes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void copied.push(text) }, configurable: true });
    const { toasts } = renderPage();
    const codesRegion = await turnOnToCodes();
    await userEvent.click(within(codesRegion).getByRole('button', { name: 'Download' }));
    expect(blobs).toHaveLength(1);
    const text = await blobs[0]!.text();
    for (const code of codes) expect(text).toContain(code);
    await userEvent.click(within(codesRegion).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(copied).toHaveLength(1));
    for (const code of codes) expect(copied[0]).toContain(code);
    expect(toasts).toContainEqual({ message: 'Recovery codes copied', type: 'success' });
    created.mockRestore();
  });

  it('must enrol: the notice shows, nothing else does, and confirming tells the session', async () => {
    api.status.mockResolvedValue(mustEnrol);
    const { sent } = renderPage();
    expect(await screen.findByText('Your company requires two-factor sign-in. Set it up to continue.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Signed-in devices' })).not.toBeInTheDocument();
    expect(api.devices).not.toHaveBeenCalled();
    await turnOnToCodes();
    expect(sent).toContainEqual({ type: 'security.enrolled' });
  });

  it('turning off asks the password and a code; refused while the company requires it, in the server’s words', async () => {
    api.status.mockResolvedValue({ ...on, companyRequiresTwoFactor: true });
    const refusal = 'Your company requires two-factor sign-in for your role, so it cannot be turned off.';
    api.disable.mockRejectedValue(new ApiError(403, refusal));
    renderPage();
    await userEvent.click(await within(await screen.findByRole('region', { name: 'Two-factor sign-in' })).findByRole('button', { name: 'Turn off' }));
    await userEvent.type(await screen.findByLabelText('Current password'), 'Secret-pass-1');
    await userEvent.type(screen.getByLabelText('Code from your app, or a recovery code'), 'abcd-2345');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(api.disable).toHaveBeenCalledWith({ password: 'Secret-pass-1', code: 'abcd-2345' });
  });

  it('turned off: the server’s words say the other devices were signed out', async () => {
    api.status.mockResolvedValue(on);
    const words = 'Two-factor sign-in is off. Your other devices have been signed out.';
    api.disable.mockImplementation(async () => {
      api.status.mockResolvedValue(off);
      return words;
    });
    renderPage();
    await userEvent.click(await within(await screen.findByRole('region', { name: 'Two-factor sign-in' })).findByRole('button', { name: 'Turn off' }));
    await userEvent.type(await screen.findByLabelText('Current password'), 'Secret-pass-1');
    await userEvent.type(screen.getByLabelText('Code from your app, or a recovery code'), '287082');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await within(twoFactor()).findByRole('status')).toHaveTextContent(words);
    expect(await within(twoFactor()).findByText('Off')).toBeInTheDocument();
  });

  it('the main user’s switch requires it for the company; refused in the server’s words without two-factor of their own', async () => {
    const ownerFirst = 'Turn on two-factor sign-in for your own account before requiring it for the company.';
    api.setCompanyRule.mockRejectedValue(new ApiError(409, ownerFirst));
    renderPage();
    const rule = await screen.findByRole('switch', { name: /^Require two-factor sign-in for the main user and admins/ });
    expect(rule).toHaveAttribute('role', 'switch');
    await userEvent.click(rule);
    expect(api.setCompanyRule).toHaveBeenCalledWith(true);
    expect(await screen.findByRole('alert')).toHaveTextContent(ownerFirst);
    expect(rule).not.toBeChecked();
  });

  it('settings that did not load say so in the server’s words, and Try again loads them', async () => {
    api.status.mockRejectedValueOnce(new ApiError(500, 'Something is wrong please try again'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your security settings could not be loaded');
    expect(alert).toHaveTextContent('Something is wrong please try again');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(twoFactor()).findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });

  it('an Admin may require it for the company, not lift it; a Booker sees no company switch', async () => {
    (profile as { accessLevel: string }).accessLevel = 'admin';
    api.status.mockResolvedValue(on);
    api.setCompanyRule.mockResolvedValue({ required: true, message: "The company's two-factor rule was saved." });
    renderPage();
    const rule = await screen.findByRole('switch', { name: /^Require two-factor sign-in for the main user and admins/ });
    expect(rule).toBeEnabled();
    await userEvent.click(rule);
    expect(api.setCompanyRule).toHaveBeenCalledWith(true);
    await waitFor(() => expect(rule).toBeChecked());
    // On now: only the main user can stop requiring it.
    expect(rule).toBeDisabled();
    expect(within(twoFactor()).getByText('Only the main user can stop requiring it.')).toBeInTheDocument();
    cleanup();

    (profile as { accessLevel: string }).accessLevel = 'booker';
    renderPage();
    await within(await screen.findByRole('region', { name: 'Two-factor sign-in' })).findByRole('button', { name: 'Turn off' });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('SecurityPage (/settings/security): signed-in devices', () => {
  it('a list that did not load says so in the server’s words, and Try again loads it', async () => {
    api.devices.mockRejectedValueOnce(new ApiError(500, 'Something is wrong please try again'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your signed-in devices could not be loaded');
    expect(alert).toHaveTextContent('Something is wrong please try again');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Safari on iOS')).toBeInTheDocument();
  });

  it('lists the devices with this one marked and no Sign out on it', async () => {
    renderPage();
    await screen.findByText('Safari on iOS');
    const items = within(devicesList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[0]!).getByText('IP address 203.0.113.7')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('This device')).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Sign out Safari on iOS' })).toBeInTheDocument();
  });

  it('Sign out asks first; confirmed, that device is signed out, the server’s words show and the list is fetched again', async () => {
    renderPage();
    await screen.findByText('Safari on iOS');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Sign out this device?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.signOutDevice).not.toHaveBeenCalled();

    api.signOutDevice.mockImplementation(async () => {
      api.devices.mockResolvedValue([here]);
      return 'That device has been signed out.';
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Sign out this device?' })).getByRole('button', { name: 'Sign out' }));
    expect(api.signOutDevice).toHaveBeenCalledWith('f2');
    expect(await screen.findByText('That device has been signed out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(api.devices).toHaveBeenCalledTimes(2);
  });

  it('Sign out all other devices asks first, then signs them out and keeps this one', async () => {
    api.signOutOthers.mockImplementation(async () => {
      api.devices.mockResolvedValue([here]);
      return 'Your other devices have been signed out.';
    });
    renderPage();
    await screen.findByText('Safari on iOS');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other devices?' });
    await act(async () => userEvent.click(within(dialog).getByRole('button', { name: 'Sign out all other devices' })));
    expect(api.signOutOthers).toHaveBeenCalledTimes(1);
    expect(api.signOutDevice).not.toHaveBeenCalled();
    expect(await screen.findByText('Your other devices have been signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(devicesList()).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('This device')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).not.toBeInTheDocument();
  });
});
