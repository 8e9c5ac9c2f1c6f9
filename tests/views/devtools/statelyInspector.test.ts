import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { passwordRecoveryMachine } from '../../../src/machines/passwordRecoveryMachine';
import { MASK } from '../../../src/views/devtools/maskSecrets';
import { connectStatelyInspector, STATELY_INSPECT_URL } from '../../../src/views/devtools/statelyInspector';
import { inspect } from '../../../src/views/inspection';

// The real @statelyai/inspect browser adapter, with a fake window standing in for the browser's
// (no pop-up, no network): it records what would be posted to stately.ai/inspect.
function fakeBrowser({ popupsBlocked }: { popupsBlocked: boolean }) {
  const posted: unknown[] = [];
  const inspectorWindow = { closed: false, postMessage: (message: unknown) => posted.push(message), focus: vi.fn() };
  const messageListeners: Array<(event: { data: unknown }) => void> = [];
  const host = {
    open: vi.fn(() => (popupsBlocked ? null : inspectorWindow)),
    addEventListener: (type: string, listener: (event: { data: unknown }) => void) => type === 'message' && messageListeners.push(listener),
  };
  const connect = () => messageListeners.forEach((listener) => listener({ data: { type: '@statelyai.connected' } }));
  return { host: host as unknown as Window, open: host.open, inspectorWindow, posted, connect };
}

async function runRecovery() {
  const machine = passwordRecoveryMachine.provide({
    actors: {
      sendOtp: fromPromise(async () => 'Code sent') as never,
      verifyOtp: fromPromise(async () => 'reset-token-0123456789') as never,
      resetPassword: fromPromise(async () => 'Password changed') as never,
    },
  });
  const actor = createActor(machine, { inspect }).start();
  actor.send({ type: 'email.submitted', email: 'ops@example.com' } as never);
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('enteringOtp'));
  actor.send({ type: 'otp.submitted', otp: '654321' });
  await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('creatingPassword'));
  actor.send({ type: 'password.submitted', form: { password: 'Brand-New-2026', confirmPassword: 'Brand-New-2026' } } as never);
  return actor;
}

describe('connectStatelyInspector', () => {
  it('opens stately.ai/inspect and forwards every actor, masked, replaying what came before it connected', async () => {
    const browser = fakeBrowser({ popupsBlocked: false });
    const connection = connectStatelyInspector(browser.host);
    expect(browser.open).toHaveBeenCalledWith(STATELY_INSPECT_URL, 'xstateinspector');
    expect(connection.isOpen()).toBe(true);

    const actor = await runRecovery();
    await new Promise((resolve) => setTimeout(resolve, 100)); // the inspector works in idle callbacks
    browser.connect();
    await vi.waitFor(() => expect(browser.posted.length).toBeGreaterThan(5));

    const wire = JSON.stringify(browser.posted);
    expect(wire).toContain('"name":"passwordRecovery"');
    expect(wire).toContain('otp.submitted');
    expect(wire).toContain('ops@example.com');
    expect(wire).toContain(MASK);
    for (const secret of ['654321', 'reset-token-0123456789', 'Brand-New-2026']) expect(wire).not.toContain(secret);

    connection.dispose();
    actor.stop();
  });

  it('when the browser blocks the pop-up, open() (from a click) opens it and the replay follows', async () => {
    const browser = fakeBrowser({ popupsBlocked: true });
    const connection = connectStatelyInspector(browser.host);
    expect(connection.isOpen()).toBe(false);
    const actor = await runRecovery();
    await new Promise((resolve) => setTimeout(resolve, 100));

    browser.open.mockReturnValue(browser.inspectorWindow as never);
    connection.open();
    expect(connection.isOpen()).toBe(true);
    browser.connect();
    await vi.waitFor(() => expect(JSON.stringify(browser.posted)).toContain('passwordRecovery'));
    expect(JSON.stringify(browser.posted)).not.toContain('654321');
    connection.open();
    expect(browser.inspectorWindow.focus).toHaveBeenCalled();

    connection.dispose();
    actor.stop();
  });
});
