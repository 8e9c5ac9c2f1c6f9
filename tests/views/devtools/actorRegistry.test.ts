import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { loginMachine } from '../../../src/machines/loginMachine';
import { createActorRegistry } from '../../../src/views/devtools/actorRegistry';
import { MASK } from '../../../src/views/devtools/maskSecrets';
import { addInspectionListener, inspect } from '../../../src/views/inspection';

const syncRegistry = (maxEvents?: number) => createActorRegistry({ schedule: (flush) => flush(), now: () => 1_000, ...(maxEvents ? { maxEvents } : {}) });

// The real login machine with its one service faked: resolves or rejects when the test says so.
function loginWith(result: 'ok' | 'fail') {
  let settle: () => void = () => {};
  const gate = new Promise<void>((resolve) => (settle = resolve));
  const machine = loginMachine.provide({
    actors: {
      logIn: fromPromise(async () => {
        await gate;
        if (result === 'fail') throw new Error('Invalid email or password');
        return { accessToken: 'eyJ-access', refreshToken: 'eyJ-refresh' };
      }) as never,
    },
  });
  return { machine, settle };
}

const credentials = { type: 'credentials.submitted', credentials: { email: 'ops@example.com', password: 'Hunter-2-2026' } } as const;

describe('actorRegistry', () => {
  it('lists a machine actor from its start, with its definition and current state', () => {
    const registry = syncRegistry();
    const { machine } = loginWith('ok');
    const actor = createActor(machine, { inspect: registry.listener });
    expect(registry.getActors()).toEqual([]);
    actor.start();
    const [record] = registry.getActors();
    expect(record).toMatchObject({ id: actor.id, sessionId: actor.sessionId, snapshot: { status: 'active', value: 'editing' } });
    expect(record!.machine).toBe(machine);
    expect(record!.events.map((e) => e.type)).toEqual(['xstate.init']);
    actor.stop();
  });

  it('records each event masked, with the state it led to and the transitions it took', async () => {
    const registry = syncRegistry();
    const { machine, settle } = loginWith('fail');
    const actor = createActor(machine, { inspect: registry.listener }).start();
    actor.send(credentials);

    let login = registry.getActors().find((a) => a.sessionId === actor.sessionId)!;
    expect(login.snapshot.value).toBe('submitting');
    const submitted = login.events.at(-1)!;
    expect(submitted).toMatchObject({ type: 'credentials.submitted', to: 'submitting', payload: { credentials: { email: 'ops@example.com', password: MASK } } });
    expect(JSON.stringify(registry.getActors())).not.toContain('Hunter-2-2026');
    expect(login.lastTransitions).toEqual([{ sourceId: 'login.editing', eventType: 'credentials.submitted', targetIds: ['login.submitting'], index: 0 }]);

    // The invoked promise actor is listed while it runs...
    expect(registry.getActors().map((a) => a.id)).toContain('logIn');
    settle();
    await vi.waitFor(() => expect(registry.getActors().find((a) => a.sessionId === actor.sessionId)!.snapshot.value).toBe('editing'));
    login = registry.getActors().find((a) => a.sessionId === actor.sessionId)!;
    // ...and dropped once it has settled.
    expect(registry.getActors().map((a) => a.id)).not.toContain('logIn');
    expect(login.events.at(-1)).toMatchObject({ type: 'xstate.error.actor.logIn', sourceId: 'logIn', to: 'editing' });
    expect(login.snapshot.context).toMatchObject({ email: 'ops@example.com', error: 'Invalid email or password' });
    actor.stop();
  });

  it('masks tokens in a finished actor output', async () => {
    const registry = syncRegistry();
    const { machine, settle } = loginWith('ok');
    const events: unknown[] = [];
    const actor = createActor(machine, {
      inspect: (e) => {
        registry.listener(e);
        if (e.type === '@xstate.event' && e.event.type.startsWith('xstate.done.actor')) events.push(registry.getActors().find((a) => a.machine)!.events.at(-1));
      },
    }).start();
    actor.send(credentials);
    settle();
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({ type: 'xstate.done.actor.logIn', payload: { output: { accessToken: MASK, refreshToken: MASK } } });
  });

  it('drops stopped actors and never lists actors that were created but not started', () => {
    const registry = syncRegistry();
    const { machine } = loginWith('ok');
    createActor(machine, { inspect: registry.listener }); // what a discarded strict-mode render leaves
    const actor = createActor(machine, { inspect: registry.listener }).start();
    expect(registry.getActors()).toHaveLength(1);
    actor.stop();
    expect(registry.getActors()).toEqual([]);
  });

  it('drops a machine that reaches its final state', () => {
    const registry = syncRegistry();
    const toggle = createMachine({ id: 'once', initial: 'a', states: { a: { on: { go: 'b' } }, b: { type: 'final' } } });
    const actor = createActor(toggle, { inspect: registry.listener }).start();
    expect(registry.getActors()).toHaveLength(1);
    actor.send({ type: 'go' });
    expect(registry.getActors()).toEqual([]);
  });

  it('keeps only the last N events', () => {
    const registry = syncRegistry(3);
    const counter = createMachine({ id: 'counter', initial: 'on', states: { on: { on: { tick: {} } } } });
    const actor = createActor(counter, { inspect: registry.listener }).start();
    for (let i = 0; i < 5; i++) actor.send({ type: 'tick', n: i } as never);
    const [record] = registry.getActors();
    expect(record!.events.map((e) => e.payload.n)).toEqual([2, 3, 4]);
    actor.stop();
  });

  it('keeps the same list until something changes, and batches notifications', () => {
    const queued: Array<() => void> = [];
    const registry = createActorRegistry({ schedule: (flush) => queued.push(flush) });
    const onChange = vi.fn();
    registry.subscribe(onChange);
    const counter = createMachine({ id: 'counter', initial: 'on', states: { on: { on: { tick: {} } } } });
    const actor = createActor(counter, { inspect: registry.listener }).start();
    const first = registry.getActors();
    expect(registry.getActors()).toBe(first);
    actor.send({ type: 'tick' });
    actor.send({ type: 'tick' });
    expect(registry.getActors()).not.toBe(first);
    expect(queued).toHaveLength(1);
    queued.shift()!();
    expect(onChange).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('records what an event did in the customer\'s words, and the state it led to', () => {
    const registry = syncRegistry();
    const pay = createMachine({
      id: 'pay',
      initial: 'paying',
      states: {
        paying: {
          description: 'Entering the card',
          on: { 'payment.postponed': { target: 'later', description: 'Pay later' }, 'card.typed': {} },
        },
        later: {
          description: 'Order saved',
          initial: 'unpaid',
          states: { unpaid: { description: 'Unpaid', always: { target: 'reminded', description: 'Remind' } }, reminded: {} },
          on: { 'payment.resumed': 'paying' },
        },
      },
    });
    const actor = createActor(pay, { inspect: registry.listener }).start();
    actor.send({ type: 'payment.postponed' });
    actor.send({ type: 'payment.resumed' });
    actor.send({ type: 'card.typed' });
    const [record] = registry.getActors();
    // the eventless 'Remind' after Pay later is not what the event did; a state without a description reads as its key
    expect(record!.events.map(({ type, description, to, toWords }) => ({ type, description, to, toWords }))).toEqual([
      { type: 'xstate.init', description: undefined, to: 'paying', toWords: 'Entering the card' },
      { type: 'payment.postponed', description: 'Pay later', to: 'later.reminded', toWords: 'Order saved › reminded' },
      { type: 'payment.resumed', description: undefined, to: 'paying', toWords: 'Entering the card' },
      { type: 'card.typed', description: undefined, to: 'paying', toWords: 'Entering the card' },
    ]);
    actor.stop();
  });

  it('hears every actor that uses the app inspection fan-out', () => {
    const registry = syncRegistry();
    const remove = addInspectionListener(registry.listener);
    const counter = createMachine({ id: 'fanOut', initial: 'on', states: { on: {} } });
    const actor = createActor(counter, { inspect }).start();
    expect(registry.getActors().map((a) => a.machine?.id)).toEqual(['fanOut']);
    remove();
    actor.stop();
    // Unsubscribed: the stop is not heard, the record stays as it was.
    expect(registry.getActors()).toHaveLength(1);
  });
});
