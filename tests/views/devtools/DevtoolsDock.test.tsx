import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { assign, createActor, createMachine, fromPromise } from 'xstate';
import { loginMachine } from '../../../src/machines/loginMachine';
import { AppConfigContext } from '../../../src/views/AppConfigContext';
import { createActorRegistry } from '../../../src/views/devtools/actorRegistry';
import { DevtoolsDock, pageMachine } from '../../../src/views/devtools/DevtoolsDock';
import { createStatelyLink } from '../../../src/views/devtools/statelyLink';
import { MASK } from '../../../src/views/devtools/maskSecrets';
import StatechartsPage from '../../../src/views/pages/StatechartsPage';
import { getConfig } from '../../../src/services/config';

function startLogin(registry: ReturnType<typeof createActorRegistry>) {
  let fail: () => void = () => {};
  const gate = new Promise<never>((_, reject) => (fail = () => reject(new Error('Invalid email or password'))));
  const machine = loginMachine.provide({ actors: { logIn: fromPromise(() => gate) as never } });
  const actor = createActor(machine, { inspect: registry.listener }).start();
  return { actor, fail };
}

const stateBox = (id: string) => document.querySelector(`[data-state="${id}"]`)!;

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('DevtoolsDock', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('docks beside the page, shows the running machine, moves the highlight as events flow and lists events masked, as sentences', async () => {
    const registry = createActorRegistry();
    const { actor, fail } = startLogin(registry);
    const storage = memoryStorage();
    render(<DevtoolsDock registry={registry} stately={null} storage={storage} />);

    const toggle = await screen.findByRole('button', { name: 'Statecharts (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const panel = screen.getByRole('region', { name: 'Statecharts panel' });
    // the page makes room: the document is narrower by the panel's width
    expect(document.documentElement).toHaveClass('statecharts-docked');
    expect(document.documentElement.style.getPropertyValue('--statecharts-width')).toBe('560px');
    expect(JSON.parse(storage.data.get('statecharts.panel')!)).toMatchObject({ open: true, width: 560 });
    expect(within(panel).getByRole('heading', { name: 'Signing in with your email and password' })).toHaveAttribute('title', 'machine login');
    expect(within(panel).getByTestId('current-state')).toHaveTextContent('editing');
    await vi.waitFor(() => expect(stateBox('login.editing')).toHaveAttribute('data-active', 'true'), { timeout: 15_000 }); // ELK loads with the first diagram
    expect(within(panel).getByRole('img', { name: 'Statechart of login, current state Typing your email and password' })).toBeInTheDocument();

    act(() => actor.send({ type: 'credentials.submitted', credentials: { email: 'ops@example.com', password: 'Hunter-2-2026' } }));
    await vi.waitFor(() => expect(stateBox('login.submitting')).toHaveAttribute('data-active', 'true'));
    expect(stateBox('login.editing')).toHaveAttribute('data-active', 'false');
    expect(document.querySelector('[data-edge="credentials.submitted"]')).toHaveAttribute('data-taken', 'true');
    const events = within(panel).getByRole('list', { name: 'Events of login' });
    expect(events).toHaveTextContent(MASK);
    expect(document.body).not.toHaveTextContent('Hunter-2-2026');
    // the data table marks what the event changed
    expect(within(panel).getByRole('table', { name: 'Data of login' })).toBeInTheDocument();

    await act(async () => fail());
    await vi.waitFor(() => expect(stateBox('login.editing')).toHaveAttribute('data-active', 'true'));
    // Only the unguarded error transition was taken, not its guarded sibling.
    const taken = [...document.querySelectorAll('[data-taken="true"]')].map((e) => e.getAttribute('data-edge'));
    expect(taken).toEqual(['error: logIn']);
    // said in words, the event type on hover
    const failed = events.querySelector('li[data-event="xstate.error.actor.logIn"] [title="xstate.error.actor.logIn"]')!;
    expect(failed.textContent).not.toMatch(/^xstate\./);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Statecharts panel' })).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('statecharts-docked');
    act(() => actor.stop());
    await screen.findByRole('button', { name: 'Statecharts (0)' });
  });

  it('reopens after a reload at the width it was left, resized from its edge by keyboard', async () => {
    const storage = memoryStorage({ 'statecharts.panel': JSON.stringify({ open: true, width: 480, view: 'machine' }) });
    render(<DevtoolsDock registry={createActorRegistry()} stately={null} storage={storage} />);
    const separator = screen.getByRole('separator', { name: 'Panel width' });
    expect(separator).toHaveAttribute('aria-valuenow', '480');
    separator.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(separator).toHaveAttribute('aria-valuenow', '500');
    expect(JSON.parse(storage.data.get('statecharts.panel')!)).toMatchObject({ width: 500 });
    // Quick presses all count (each from the width the one before left), Shift by 80.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(separator).toHaveAttribute('aria-valuenow', '540');
    await userEvent.keyboard('{ArrowRight}{Shift>}{ArrowRight}{/Shift}');
    expect(separator).toHaveAttribute('aria-valuenow', '440');
    expect(JSON.parse(storage.data.get('statecharts.panel')!)).toMatchObject({ width: 440 });
  });

  it('goes back to an earlier moment from the event list, and back to now', async () => {
    const registry = createActorRegistry();
    const pay = createMachine({
      id: 'pay',
      description: 'Pay for an order',
      initial: 'paying',
      context: { attempts: 0 },
      states: {
        paying: { description: 'Entering the card', on: { 'payment.postponed': { target: 'unpaid', description: 'Pay later', actions: assign({ attempts: ({ context }) => context.attempts + 1 }) } } },
        unpaid: { description: 'Order saved, unpaid', on: { 'payment.resumed': 'paying' } },
      },
    });
    const actor = createActor(pay, { inspect: registry.listener }).start();
    render(<DevtoolsDock registry={registry} stately={null} storage={memoryStorage()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Statecharts (1)' }));
    const panel = screen.getByRole('region', { name: 'Statecharts panel' });
    expect(within(panel).getByRole('heading', { name: 'Pay for an order' })).toHaveAttribute('title', 'machine pay');
    expect(within(panel).getByText('Entering the card', { selector: 'strong' })).toHaveAttribute('title', 'paying');

    act(() => actor.send({ type: 'payment.postponed' }));
    await vi.waitFor(() => expect(within(panel).getByTestId('current-state')).toHaveTextContent('unpaid'));
    const row = within(panel).getByRole('table', { name: 'Data of pay' }).querySelector('tr[data-key="attempts"]')!;
    expect(row).toHaveAttribute('data-changed', 'true');
    expect(row).toHaveTextContent('attempts changed1');
    const postponed = within(panel).getByRole('list', { name: 'Events of pay' }).querySelector('li[data-event="payment.postponed"]')!;
    expect(within(postponed as HTMLElement).getByText('Pay later')).toHaveAttribute('title', 'payment.postponed');

    // pick the first moment: the machine as it was
    await userEvent.click(within(panel).getByRole('button', { name: /Started/ }));
    expect(within(panel).getByText(/^Back at/)).toBeInTheDocument();
    expect(within(panel).getByTestId('current-state')).toHaveTextContent('paying');
    expect(within(panel).getByRole('table', { name: 'Data of pay' }).querySelector('tr[data-key="attempts"]')).toHaveTextContent('0');
    await vi.waitFor(() => expect(stateBox('pay.paying')).toHaveAttribute('data-active', 'true'));
    await userEvent.click(within(panel).getByRole('button', { name: 'Back to now' }));
    expect(within(panel).getByTestId('current-state')).toHaveTextContent('unpaid');
    act(() => actor.stop());
  });

  it('opens on the page\'s machine, not on the app-long session or notifications', () => {
    const machine = (id: string, states: number) =>
      ({ sessionId: id, machine: { id, root: { states: Object.fromEntries(Array.from({ length: states }, (_, i) => [`s${i}`, { states: {} }])) } } }) as never;
    expect(pageMachine([machine('session', 9), machine('notifications', 8), machine('editProfile', 3)])!.sessionId).toBe('editProfile');
    expect(pageMachine([machine('session', 9), machine('notifications', 8)])!.sessionId).toBe('session');
  });

  it('says so when no machine runs on the page', async () => {
    render(<DevtoolsDock registry={createActorRegistry()} stately={null} storage={memoryStorage()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Statecharts (0)' }));
    expect(screen.getByText('No state machine is running on this page.')).toBeInTheDocument();
  });

  it('labels the online inspector truthfully: checking, open when stately.ai answered, unavailable (with the offline viewer) when not', async () => {
    const open = vi.fn();
    let answer: (reachable: boolean) => void = () => {};
    const link = createStatelyLink(
      () => new Promise<boolean>((resolve) => (answer = resolve)),
      async () => ({ isOpen: () => false, open, dispose: () => {} }),
    );
    render(<DevtoolsDock registry={null} stately={link} storage={memoryStorage()} />);
    expect(screen.queryByRole('button', { name: /Statecharts/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checking stately.ai…' })).toBeDisabled();
    await act(async () => answer(false));
    await userEvent.click(await screen.findByRole('button', { name: 'Online inspector unavailable' }));
    expect(screen.getByRole('status')).toHaveTextContent('stately.ai cannot be reached');
    expect(open).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => answer(true));
    await userEvent.click(await screen.findByRole('button', { name: 'Open the online inspector (stately.ai)' }));
    expect(open).toHaveBeenCalledOnce();
  });
});

describe('StatechartsPage', () => {
  afterEach(() => vi.unstubAllEnvs());

  const renderPage = (statecharts: boolean) =>
    render(
      <MantineProvider>
        <AppConfigContext.Provider value={{ ...getConfig(), features: { ...getConfig().features, statecharts } }}>
          <StatechartsPage params={{}} title="Statecharts" />
        </AppConfigContext.Provider>
      </MantineProvider>,
    );

  it('is the not-found page in a build without the viewer', () => {
    vi.stubEnv('DEV', false);
    renderPage(false);
    expect(screen.getByTestId('error-message')).toHaveTextContent('This page could not be found');
  });

  it('loads the viewer when enabled', async () => {
    vi.stubEnv('DEV', false);
    renderPage(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Statecharts' })).toBeInTheDocument();
  });
});
