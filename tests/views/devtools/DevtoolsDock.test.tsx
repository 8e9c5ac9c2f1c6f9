import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { createActor, createMachine, fromPromise } from 'xstate';
import { loginMachine } from '../../../src/machines/loginMachine';
import { AppConfigContext } from '../../../src/views/AppConfigContext';
import { createActorRegistry } from '../../../src/views/devtools/actorRegistry';
import { DevtoolsDock } from '../../../src/views/devtools/DevtoolsDock';
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

describe('DevtoolsDock', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('shows the running machine, moves the highlight as events flow and lists events masked', async () => {
    const registry = createActorRegistry();
    const { actor, fail } = startLogin(registry);
    render(<DevtoolsDock registry={registry} stately={null} />);

    const toggle = await screen.findByRole('button', { name: 'Statecharts (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Statecharts panel' });
    expect(within(panel).getByRole('heading', { name: 'login' })).toBeInTheDocument();
    expect(within(panel).getByTestId('current-state')).toHaveTextContent('editing');
    expect(stateBox('login.editing')).toHaveAttribute('data-active', 'true');
    expect(within(panel).getByRole('img', { name: 'Statechart of login, current state Typing your email and password' })).toBeInTheDocument();

    act(() => actor.send({ type: 'credentials.submitted', credentials: { email: 'ops@example.com', password: 'Hunter-2-2026' } }));
    await vi.waitFor(() => expect(stateBox('login.submitting')).toHaveAttribute('data-active', 'true'));
    expect(stateBox('login.editing')).toHaveAttribute('data-active', 'false');
    expect(document.querySelector('[data-edge="credentials.submitted"]')).toHaveAttribute('data-taken', 'true');
    const events = within(panel).getByRole('list', { name: 'Last events of login' });
    expect(events).toHaveTextContent('credentials.submitted');
    expect(events).toHaveTextContent(MASK);
    expect(document.body).not.toHaveTextContent('Hunter-2-2026');

    await act(async () => fail());
    await vi.waitFor(() => expect(stateBox('login.editing')).toHaveAttribute('data-active', 'true'));
    // Only the unguarded error transition was taken, not its guarded sibling.
    const taken = [...document.querySelectorAll('[data-taken="true"]')].map((e) => e.getAttribute('data-edge'));
    expect(taken).toEqual(['error: logIn']);
    expect(events).toHaveTextContent('xstate.error.actor.logIn');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Statecharts panel' })).not.toBeInTheDocument();
    act(() => actor.stop());
    await screen.findByRole('button', { name: 'Statecharts (0)' });
  });

  it('shows a described machine in words: its purpose, the current state, events as sentences, code names beside them', async () => {
    const registry = createActorRegistry();
    const pay = createMachine({
      id: 'pay',
      description: 'Pay for an order',
      initial: 'paying',
      states: {
        paying: { description: 'Entering the card', on: { 'payment.postponed': { target: 'unpaid', description: 'Pay later' } } },
        unpaid: { description: 'Order saved, unpaid', on: { 'payment.resumed': 'paying' } },
      },
    });
    const actor = createActor(pay, { inspect: registry.listener }).start();
    render(<DevtoolsDock registry={registry} stately={null} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Statecharts (1)' }));
    const panel = screen.getByRole('region', { name: 'Statecharts panel' });
    expect(within(panel).getByRole('heading', { name: 'pay' })).toBeInTheDocument();
    expect(within(panel).getByText('Pay for an order')).toBeInTheDocument();
    expect(within(panel).getByText('Entering the card', { selector: 'strong' })).toHaveAttribute('title', 'paying');
    expect(within(panel).getByTestId('current-state')).toHaveTextContent('paying');

    act(() => actor.send({ type: 'payment.postponed' }));
    await vi.waitFor(() => expect(stateBox('pay.unpaid')).toHaveAttribute('data-active', 'true'));
    expect(within(panel).getByText('Order saved, unpaid', { selector: 'strong' })).toHaveAttribute('title', 'unpaid');
    expect(within(panel).getByRole('img', { name: 'Statechart of pay, current state Order saved, unpaid' })).toBeInTheDocument();
    const postponed = within(within(panel).getByRole('list', { name: 'Last events of pay' })).getAllByRole('listitem')[0]!;
    expect(postponed).toHaveAttribute('data-event', 'payment.postponed');
    expect(within(postponed).getByText('Pay later')).toHaveAttribute('title', 'payment.postponed');
    expect(within(postponed).getByText('payment.postponed')).toBeInTheDocument();
    expect(within(postponed).getByText('→ Order saved, unpaid')).toHaveAttribute('title', 'unpaid');
    // an event whose transition has no description keeps its type as the headline
    act(() => actor.send({ type: 'payment.resumed' }));
    await vi.waitFor(() => expect(stateBox('pay.paying')).toHaveAttribute('data-active', 'true'));
    const resumed = within(within(panel).getByRole('list', { name: 'Last events of pay' })).getAllByRole('listitem')[0]!;
    expect(resumed.textContent).toMatch(/^\d\d:\d\d:\d\d\.\d{3}payment\.resumed→ Entering the card$/);
    act(() => actor.stop());
  });

  it('says so when no machine runs on the page', async () => {
    render(<DevtoolsDock registry={createActorRegistry()} stately={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Statecharts (0)' }));
    expect(screen.getByText('No state machine is running on this page.')).toBeInTheDocument();
  });

  it('offers the Stately inspector when it is connected', async () => {
    const open = vi.fn();
    render(<DevtoolsDock registry={null} stately={{ isOpen: () => false, open, dispose: () => {} }} />);
    expect(screen.queryByRole('button', { name: /Statecharts/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open Stately inspector' }));
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
