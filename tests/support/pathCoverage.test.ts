import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise, setup, type AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  assertFullCoverage,
  checkStateAssertions,
  computeCoverage,
  definePathTests,
  describePath,
  formatCoverageTable,
  formatEvent,
  generatePaths,
  listStates,
  listTransitions,
  machineGraph,
  pathInfo,
  pathSource,
  pathTestTitle,
  pathTestTitles,
  readableEvent,
  replayPath,
  seededRandom,
  shortEventLabel,
  stateAssertionProblems,
  withInertActors,
  type CoverageReport,
} from './pathCoverage.ts';

const eventTypes = (path: { steps: Array<{ event: { type: string } }> }) => path.steps.slice(1).map((s) => s.event.type);

// (a) toggle: a back edge, a targetless self-transition and a re-entering self-transition
const toggleMachine = setup({
  types: { context: {} as { pings: number }, events: {} as { type: 'toggle' } | { type: 'ping' } | { type: 'restart' } },
}).createMachine({
  id: 'toggle',
  context: { pings: 0 },
  initial: 'off',
  states: {
    off: { on: { toggle: 'on' } },
    on: {
      on: {
        toggle: 'off',
        ping: { actions: assign({ pings: ({ context }) => context.pings + 1 }) },
        restart: { target: 'on', reenter: true },
      },
    },
  },
});

describe('(a) toggle machine: shortest paths still cover every transition', () => {
  it('names its transitions, back edge and self-transitions included', () => {
    expect(listTransitions(toggleMachine).map((t) => t.name)).toEqual([
      'off --toggle--> on',
      'on --toggle--> off',
      'on --ping--> (no target)',
      'on --restart--> on (reenter)',
    ]);
    expect(listStates(toggleMachine)).toEqual(['off', 'on']);
  });

  it("xstate/graph's plain shortest paths miss the back edge and the self-transitions (why this engine exists)", () => {
    const plain = getShortestPaths(toggleMachine, {
      events: [{ type: 'toggle' }, { type: 'restart' }],
      filterEvents: (s, e) => s.can(e),
      serializeState: (s) => JSON.stringify(s.value),
    });
    const report = computeCoverage(toggleMachine, plain);
    expect(report.states.unvisited).toEqual([]);
    expect(report.transitions.unvisited).toEqual(['on --toggle--> off', 'on --ping--> (no target)', 'on --restart--> on (reenter)']);
    expect(() => assertFullCoverage(report)).toThrow(/toggle: 3 transitions not covered/);
  });

  it('covers 100% of states and transitions with the shortest strategy, one path per new transition', () => {
    const paths = generatePaths(toggleMachine);
    const report = computeCoverage(toggleMachine, paths);
    expect(report.transitions).toEqual({ covered: 4, total: 4, unvisited: [] });
    expect(report.states).toEqual({ covered: 2, total: 2, unvisited: [] });
    expect(() => assertFullCoverage(report)).not.toThrow();
    // prefixes deduped: [toggle] is a prefix of [toggle, toggle]
    expect(paths.map(eventTypes)).toEqual([
      ['toggle', 'toggle'],
      ['toggle', 'ping'],
      ['toggle', 'restart'],
    ]);
    // every step of every path is a real transition
    for (const path of paths) {
      for (let i = 1; i < path.steps.length; i++) expect(path.steps[i - 1]!.state.can(path.steps[i]!.event as never)).toBe(true);
    }
    // the unbounded `pings` counter did not make exploration run away: it stops once all is covered
    expect(report.exploration).toEqual({ snapshots: expect.any(Number), truncated: false, maxLength: null, maxSnapshots: 5000 });
    expect(report.exploration!.snapshots).toBeLessThan(10);
  });

  it('covers 100% with the simple strategy too (topped up with the back edges simple paths skip)', () => {
    const paths = generatePaths(toggleMachine, { strategy: 'simple', serializeState: (s) => JSON.stringify(s.value) });
    assertFullCoverage(computeCoverage(toggleMachine, paths));
  });

  it('the simple strategy refuses an unbounded state space instead of hanging', () => {
    const withContext = (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context]);
    expect(() => generatePaths(toggleMachine, { strategy: 'simple', maxSnapshots: 100, serializeState: withContext })).toThrow(
      /toggle: the simple strategy explored more than 100 snapshots/,
    );
  });

  it('simple paths judge "the same state" by state value unless told otherwise, and say where they came from', () => {
    const paths = generatePaths(toggleMachine, { strategy: 'simple' });
    // the one simple path [toggle] is a prefix of the top-up paths for the back edge and self-transitions
    expect(paths.map(eventTypes)).toEqual([['toggle', 'toggle'], ['toggle', 'ping'], ['toggle', 'restart']]);
    expect(paths.map(pathSource)).toEqual(['shortest', 'shortest', 'shortest']);
    const report = computeCoverage(toggleMachine, paths);
    expect(report.exploration?.simplePaths).toEqual({ count: 1, capped: false, max: 200 });
  });

  it('counts consecutive transition pairs', () => {
    const report = computeCoverage(toggleMachine, generatePaths(toggleMachine));
    // after off→on: 3 transitions from `on` can follow; after each of the 3 `on` transitions … (4 × ≤3 + off's 1)
    expect(report.transitionPairs.total).toBe(10);
    expect(report.transitionPairs.covered).toBe(3);
  });

  it('an empty sample list excludes an event; maxLength bounds the paths', () => {
    const noPing = computeCoverage(toggleMachine, generatePaths(toggleMachine, { events: { ping: [] } }));
    expect(noPing.transitions.unvisited).toEqual(['on --ping--> (no target)']);
    const short = generatePaths(toggleMachine, { maxLength: 1 });
    expect(Math.max(...short.map((p) => p.steps.length - 1))).toBe(1);
    const report = computeCoverage(toggleMachine, short);
    expect(report.transitions.unvisited).toContain('on --toggle--> off');
    expect(() => assertFullCoverage(report)).toThrow(/maxLength 1/);
  });
});

// (b) an invoked actor with guarded onDone alternatives, onError and a guarded `always`
interface LoginContext {
  email: string;
  redirect: string | null;
  token: string | null;
  error: string | null;
}
type LoginEvent = { type: 'credentials.submitted'; email: string; password: string; redirect?: string } | { type: 'retry' };

let realLogInCalls = 0;
const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent },
  actors: {
    logIn: fromPromise<{ verified: boolean; token: string }, { email: string }>(async () => {
      realLogInCalls++;
      return { verified: false, token: 'real' };
    }),
  },
  guards: {
    isVerified: ({ event }) => (event as unknown as { output: { verified: boolean } }).output.verified,
    hasRedirect: ({ context }) => context.redirect !== null,
  },
}).createMachine({
  id: 'login',
  context: { email: '', redirect: null, token: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'credentials.submitted': {
          target: 'submitting',
          actions: assign({ email: ({ event }) => event.email, redirect: ({ event }) => event.redirect ?? null }),
        },
      },
    },
    submitting: {
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          { guard: 'isVerified', target: 'routing', actions: assign({ token: ({ event }) => event.output.token }) },
          { target: 'unverified' },
        ],
        onError: { target: 'idle', actions: assign({ error: 'failed' }) },
      },
    },
    routing: { always: [{ guard: 'hasRedirect', target: 'redirected' }, { target: 'home' }] },
    unverified: { on: { retry: 'idle' } },
    redirected: { type: 'final' },
    home: { type: 'final' },
  },
});

const loginEvents = {
  'credentials.submitted': [
    { type: 'credentials.submitted', email: 'a@b.co', password: 'hunter2' },
    { type: 'credentials.submitted', email: 'a@b.co', password: 'hunter2', redirect: '/my-orders' },
  ],
  'xstate.done.actor.logIn': [
    { type: 'xstate.done.actor.logIn', output: { verified: true, token: 'tok-123' } },
    { type: 'xstate.done.actor.logIn', output: { verified: false, token: '' } },
  ],
  'xstate.error.actor.logIn': [{ type: 'xstate.error.actor.logIn', error: new Error('401') }],
} as const;

const loginStates = {
  idle: (s: AnyMachineSnapshot) => expect(s.context.token).toBeNull(),
  submitting: (s: AnyMachineSnapshot) => expect(s.children.logIn).toBeDefined(),
  unverified: (s: AnyMachineSnapshot) => expect(s.context.token).toBeNull(),
  redirected: (s: AnyMachineSnapshot) => expect(s.context).toMatchObject({ redirect: '/my-orders', token: 'tok-123' }),
  home: (s: AnyMachineSnapshot) => expect(s.context).toMatchObject({ redirect: null, token: 'tok-123' }),
};

describe('(b) invoked actor, guarded onDone alternatives, always', () => {
  it('names every transition, guards distinguished, always included', () => {
    expect(listTransitions(loginMachine).map((t) => t.name)).toEqual([
      'idle --credentials.submitted--> submitting',
      'submitting --xstate.done.actor.logIn [isVerified]--> routing',
      'submitting --xstate.done.actor.logIn--> unverified',
      'submitting --xstate.error.actor.logIn--> idle',
      'routing --always [hasRedirect]--> redirected',
      'routing --always--> home',
      'unverified --retry--> idle',
    ]);
  });

  it('covers all 6 states (the transient `routing` too) and all 7 transitions', () => {
    const paths = generatePaths(loginMachine, { events: loginEvents });
    const report = computeCoverage(loginMachine, paths);
    expect(report.states).toEqual({ covered: 6, total: 6, unvisited: [] });
    expect(report.transitions).toEqual({ covered: 7, total: 7, unvisited: [] });
    assertFullCoverage(report);
  });

  it('tells guarded alternatives apart by the branch actually taken', () => {
    const onlyUnverified = generatePaths(loginMachine, {
      events: { ...loginEvents, 'xstate.done.actor.logIn': [loginEvents['xstate.done.actor.logIn'][1]] },
    });
    const report = computeCoverage(loginMachine, onlyUnverified);
    expect(report.transitions.unvisited).toEqual([
      'submitting --xstate.done.actor.logIn [isVerified]--> routing',
      'routing --always [hasRedirect]--> redirected',
      'routing --always--> home',
    ]);
    expect(report.states.unvisited).toEqual(['routing', 'redirected', 'home']);
  });

  it('refuses nothing: xstate/graph createTestModel would throw on this invoke', async () => {
    const { createTestModel } = await import('xstate/graph');
    expect(() => createTestModel(loginMachine)).toThrow(/Invocations on test machines are not supported/);
  });

  it('replays in an actor whose invoked actors never settle (the real logIn never runs)', async () => {
    realLogInCalls = 0;
    const paths = generatePaths(loginMachine, { events: loginEvents });
    for (const path of paths) await replayPath(loginMachine, path, { states: loginStates });
    expect(realLogInCalls).toBe(0);
    // without the inert fakes the real promise would settle and the actor would drift
    const actor = createActor(loginMachine).start();
    actor.send(loginEvents['credentials.submitted'][0]);
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('unverified');
    expect(realLogInCalls).toBe(1);
  });

  it('replays in pure mode too', async () => {
    for (const path of generatePaths(loginMachine, { events: loginEvents })) {
      await replayPath(loginMachine, path, { states: loginStates, run: 'pure' });
    }
  });

  it('replay fails, naming the step, when the machine under test diverges from the path', async () => {
    const [path] = generatePaths(loginMachine, { events: loginEvents }).filter((p) => p.state.matches('home'));
    await expect(
      replayPath(loginMachine, path!, { states: loginStates, provide: { guards: { isVerified: () => false } } }),
    ).rejects.toThrow(/at step 2 \(xstate\.done\.actor\.logIn .*\)[\s\S]*expected state home \(status done\)\n\s+actual\s+state unverified/);
  });

  it('replay fails when a state assertion fails, saying which state', async () => {
    const [path] = generatePaths(loginMachine, { events: loginEvents }).filter((p) => p.state.matches('home'));
    await expect(
      replayPath(loginMachine, path!, { states: { ...loginStates, home: (s) => expect(s.context.token).toBe('nope') } }),
    ).rejects.toThrow(/state "home" assertion failed at step 2/);
  });

  it('inline invoke logic is made inert too (it is read from the config, not implementations)', async () => {
    let ran = 0;
    const inline = createMachine({
      id: 'inline',
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: fromPromise(async () => {
              ran++;
              return 1;
            }),
            onDone: 'loaded',
          },
        },
        loaded: {},
      },
    });
    const actor = createActor(withInertActors(inline)).start();
    await new Promise((r) => setTimeout(r, 5));
    expect(actor.getSnapshot().value).toBe('loading');
    expect(ran).toBe(0);
    const [name] = listTransitions(inline).map((t) => t.name);
    expect(name).toBe('loading --xstate.done.actor.0.inline.loading--> loaded');
    const paths = generatePaths(inline);
    for (const path of paths) await replayPath(inline, path, { states: { loading: () => {}, loaded: () => {} } });
    expect(ran).toBe(0);
  });
});

describe('(b) delayed transitions and snapshot-dependent samples', () => {
  const timer = setup({ delays: { slow: 5000 } }).createMachine({
    id: 'timer',
    initial: 'waiting',
    states: {
      waiting: { after: { 1000: 'timedOut', slow: 'slowed' }, on: { cancel: 'cancelled' } },
      timedOut: { type: 'final' },
      slowed: {},
      cancelled: {},
    },
  });

  it('samples `xstate.after.*` events like any other, and replays them with a clock that never fires', async () => {
    expect(listTransitions(timer).map((t) => t.name)).toEqual([
      'waiting --cancel--> cancelled',
      'waiting --after 1000ms--> timedOut',
      'waiting --after slow--> slowed',
    ]);
    const paths = generatePaths(timer);
    assertFullCoverage(computeCoverage(timer, paths));
    expect(paths.map(describePath)).toContain('waiting → (after 1000ms) → timedOut');
    const states = { waiting: () => {}, timedOut: () => {}, slowed: () => {}, cancelled: () => {} };
    for (const path of paths) await replayPath(timer, path, { states });
  });

  it('accepts event samples as a function of the snapshot', () => {
    const paths = generatePaths(loginMachine, {
      events: (snapshot) => ({
        ...loginEvents,
        'xstate.done.actor.logIn': [
          { type: 'xstate.done.actor.logIn', output: { verified: true, token: `for ${snapshot.context.email}` } },
          loginEvents['xstate.done.actor.logIn'][1],
        ],
      }),
    });
    const home = paths.find((p) => p.state.matches('home'))!;
    expect(home.state.context.token).toBe('for a@b.co');
  });
});

describe('(b) definePathTests on the login machine', () => {
  const { paths, report } = definePathTests(loginMachine, { events: loginEvents, states: loginStates, calls: false }); // a fixture: no API
  it('registered one test per path, titled by describePath', () => {
    expect(paths.length).toBeGreaterThanOrEqual(4);
    expect(report.transitions.covered).toBe(7);
  });
});

// (c) a transition that cannot be reached with the samples we give
const lockedMachine = setup({
  types: { events: {} as { type: 'go'; admin: boolean } | { type: 'back' } },
  guards: { isAdmin: ({ event }) => event.type === 'go' && event.admin },
}).createMachine({
  id: 'locked',
  initial: 'a',
  states: {
    a: { on: { go: [{ guard: 'isAdmin', target: 'b' }, { target: 'c' }] } },
    b: { on: { back: 'a' } },
    c: { on: { back: 'a' } },
  },
});

describe('(c) unreachable transition', () => {
  it('assertFullCoverage throws and names exactly the unvisited states and transitions', () => {
    const report = computeCoverage(lockedMachine, generatePaths(lockedMachine, { events: { go: [{ type: 'go', admin: false }] } }));
    expect(report.transitions.unvisited).toEqual(['a --go [isAdmin]--> b', 'b --back--> a']);
    let message = '';
    try {
      assertFullCoverage(report);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('locked: 1 state not covered:\n  b\n');
    expect(message).toContain('locked: 2 transitions not covered:\n  a --go [isAdmin]--> b\n  b --back--> a\n');
  });

  it('passes once a sample makes the guard true', () => {
    const events = { go: [{ type: 'go', admin: false }, { type: 'go', admin: true }] } as const;
    assertFullCoverage(computeCoverage(lockedMachine, generatePaths(lockedMachine, { events })));
  });

  it('finds transitions whose guard needs a particular context (second, context-aware pass)', () => {
    const counter = setup({ types: { context: {} as { n: number } } }).createMachine({
      id: 'counter',
      context: { n: 0 },
      initial: 'a',
      states: {
        a: { on: { inc: { actions: assign({ n: ({ context }) => context.n + 1 }) }, go: { guard: ({ context }) => context.n >= 3, target: 'b' } } },
        b: {},
      },
    });
    const paths = generatePaths(counter);
    assertFullCoverage(computeCoverage(counter, paths));
    expect(paths.map(eventTypes)).toEqual([['inc', 'inc', 'inc', 'go']]);
  });

  it('applies a user filterEvents on top of can()', () => {
    const report = computeCoverage(
      lockedMachine,
      generatePaths(lockedMachine, {
        events: { go: [{ type: 'go', admin: false }, { type: 'go', admin: true }] },
        filterEvents: (_s, e) => !(e.type === 'go' && e.admin),
      }),
    );
    expect(report.transitions.unvisited).toEqual(['a --go [isAdmin]--> b', 'b --back--> a']);
  });

  it('says when exploration was cut short by maxSnapshots', () => {
    const counter = setup({ types: { context: {} as { n: number } } }).createMachine({
      id: 'counter',
      context: { n: 0 },
      initial: 'a',
      states: {
        a: { on: { inc: { actions: assign({ n: ({ context }) => context.n + 1 }) }, jump: { guard: () => false, target: 'b' } } },
        b: {},
      },
    });
    const report = computeCoverage(counter, generatePaths(counter, { maxSnapshots: 50 }));
    expect(report.exploration).toMatchObject({ truncated: true, maxSnapshots: 50 });
    expect(() => assertFullCoverage(report)).toThrow(/a --jump \[inline\]--> b[\s\S]*exploration hit maxSnapshots \(50\)/);
  });
});

// (d) spec rule ids on states and transitions
describe('(d) spec rules', () => {
  const wizard = setup({ types: { events: {} as { type: 'next' } | { type: 'go.back' } | { type: 'skip' } } }).createMachine({
    id: 'wizard',
    initial: 'step1',
    meta: { spec: ['wizard.one-step'] },
    states: {
      step1: { meta: { spec: ['goback.wizard.step1'] }, on: { next: 'step2' } },
      step2: {
        on: {
          'go.back': { target: 'step1', meta: { spec: ['goback.wizard.other', 'wizard.previous'] } },
          skip: { guard: () => false, target: 'step3', meta: { spec: 'wizard.set-step' } },
        },
      },
      step3: { meta: { spec: ['goback.wizard.step5'] } },
    },
  });

  it('collects meta.spec ids of visited states and taken transitions, and which declared ones were not exercised', () => {
    const report = computeCoverage(wizard, generatePaths(wizard));
    expect(report.specRules).toEqual({
      exercised: ['goback.wizard.other', 'goback.wizard.step1', 'wizard.one-step', 'wizard.previous'],
      declared: [
        'goback.wizard.other',
        'goback.wizard.step1',
        'goback.wizard.step5',
        'wizard.one-step',
        'wizard.previous',
        'wizard.set-step',
      ],
      unexercised: ['goback.wizard.step5', 'wizard.set-step'],
    });
  });

  it('only counts a transition rule when that transition was taken', () => {
    const report = computeCoverage(wizard, generatePaths(wizard, { events: { 'go.back': [] } }));
    expect(report.specRules.exercised).toEqual(['goback.wizard.step1', 'wizard.one-step']);
  });
});

// (e) the "every reachable state has an assertion" check
describe('(e) state assertions', () => {
  const paths = generatePaths(loginMachine, { events: loginEvents });

  it('lists every reachable at-rest state without an assertion (transient `routing` is not required)', () => {
    const { home: _home, unverified: _unverified, ...partial } = loginStates;
    expect(checkStateAssertions(loginMachine, paths, partial)).toEqual({ missing: ['home', 'unverified'], unknown: [], unreached: [] });
    expect(stateAssertionProblems(loginMachine, paths, partial)).toBe('login: no assertion for reachable states: home, unverified');
  });

  it('flags keys naming no state (a typo would otherwise never run)', () => {
    const problems = stateAssertionProblems(loginMachine, paths, { ...loginStates, submiting: () => {} });
    expect(problems).toBe('login: assertion key naming no state: submiting');
  });

  it('flags keys for states no path reaches (the machine lost a state or the way to it)', () => {
    // Without the transition out of the first state, later states are unreachable but still expected.
    const cut = generatePaths(loginMachine, { events: loginEvents, filterEvents: (_, e) => e.type !== 'credentials.submitted' });
    const problems = stateAssertionProblems(loginMachine, cut, loginStates);
    expect(problems).toMatch(/^login: assertion keys for a state no path reaches: /);
    expect(problems).toContain('submitting');
  });

  it('is satisfied by a full set, by name or by #id', () => {
    expect(stateAssertionProblems(loginMachine, paths, loginStates)).toBeUndefined();
    const { idle, ...rest } = loginStates;
    expect(stateAssertionProblems(loginMachine, paths, { ...rest, '#login.idle': idle })).toBeUndefined();
  });

  it('nested states need their own key; a parent key also runs, outermost first', async () => {
    const order: string[] = [];
    const nested = setup({}).createMachine({
      id: 'nested',
      initial: 'form',
      states: {
        form: {
          initial: 'editing',
          states: { editing: { on: { save: 'saved' } }, saved: { type: 'final' } },
          onDone: 'closed',
        },
        closed: {},
      },
    });
    const nestedPaths = generatePaths(nested);
    expect(listTransitions(nested).map((t) => t.name)).toEqual([
      'form --xstate.done.state.nested.form--> closed',
      'form.editing --save--> form.saved',
    ]);
    assertFullCoverage(computeCoverage(nested, nestedPaths));
    expect(checkStateAssertions(nested, nestedPaths, { form: () => {}, closed: () => {} }).missing).toEqual(['form.editing']);
    const states = { form: () => void order.push('form'), 'form.editing': () => void order.push('form.editing'), closed: () => {} };
    for (const path of nestedPaths) await replayPath(nested, path, { states });
    expect(order.slice(0, 2)).toEqual(['form', 'form.editing']);
  });
});

// (f) titles
describe('(f) describePath', () => {
  it('without descriptions, reads as states and (events): payloads masked, actor results by name, no output', () => {
    const paths = generatePaths(loginMachine, { events: loginEvents });
    const home = paths.find((p) => p.state.matches('home'))!;
    const title = describePath(home);
    expect(title).toBe('idle → (credentials.submitted {email: "a@b.co", password: "***"}) → submitting → (logIn done) → home');
    expect(paths.map(describePath)).toContain('idle → (credentials.submitted {email: "a@b.co", password: "***"}) → submitting → (logIn failed: 401) → idle');
    expect(title).not.toContain('hunter2');
    expect(title).not.toContain('tok-123');
    expect(home.description).toBe(title);
  });

  it('masks tokens in nested payloads and truncates long ones', () => {
    const context = { email: '', redirect: null, token: null, error: null };
    const long = describePath({
      state: loginMachine.resolveState({ value: 'idle', context }),
      steps: [
        { event: { type: 'xstate.init' }, state: loginMachine.resolveState({ value: 'idle', context }) },
        {
          event: { type: 'session.loaded', data: { refreshToken: 'r-1', accessToken: 'a-1', name: 'x'.repeat(100) } },
          state: loginMachine.resolveState({ value: 'submitting', context }),
        },
      ],
    });
    expect(long).toMatch(/^idle → \(session\.loaded \{data: \{refreshToken: "\*\*\*", accessToken: "\*\*\*", name: "x+…\) → submitting$/);
  });
});

describe('report table', () => {
  it('formats one row per machine', () => {
    const report: CoverageReport = computeCoverage(toggleMachine, generatePaths(toggleMachine));
    expect(formatCoverageTable([report])).toBe(
      ['machine  paths  states  transitions  pairs  spec rules', 'toggle   3      2/2     4/4          3/10   0/0'].join('\n'),
    );
  });
});

// (g) random walks, reports' views of paths and machines
describe('(g) random walks', () => {
  const walks = (seed: number, count = 5, maxLength?: number) =>
    generatePaths(loginMachine, { events: loginEvents, randomWalks: { count, seed, maxLength } }).filter((p) => pathSource(p) === 'walk');

  it('adds count walks after the strategy paths, the same for the same seed, different for another; repeats dropped', () => {
    const a = walks(42);
    // 5 walked, one of them the same as (or a part of) another: kept once
    expect(a.length).toBeLessThanOrEqual(5);
    expect(new Set(a.map(describePath)).size).toBe(a.length);
    const report = computeCoverage(loginMachine, generatePaths(loginMachine, { events: loginEvents, randomWalks: { count: 5, seed: 42 } }));
    expect(report.exploration?.walks).toMatchObject({ walked: 5, unique: a.length, stoppedBy: 'count', until: null });
    expect(walks(42).map(describePath)).toEqual(a.map(describePath));
    expect(walks(7).map(describePath)).not.toEqual(a.map(describePath));
    expect(a[0]!.description).toMatch(/^walk 1 \(seed 42\): idle → \(credentials\.submitted/);
  });

  it('walks only through transitions the machine can take, and they replay', async () => {
    for (const path of walks(3, 8)) {
      for (let i = 1; i < path.steps.length; i++) expect(path.steps[i - 1]!.state.can(path.steps[i]!.event as never)).toBe(true);
      await replayPath(loginMachine, path, { states: loginStates });
    }
  });

  it('walks until the walks took the asked share of transitions (GraphWalker edge coverage), or until the time is up', () => {
    const machine = loginMachine;
    const total = computeCoverage(machine, []).transitions.total;
    const gen = (until: { transitions?: number; timeMs?: number }, count = 1000) =>
      generatePaths(machine, { events: loginEvents, randomWalks: { count, seed: 5, until } });
    const full = gen({ transitions: 100 });
    const summary = computeCoverage(machine, full).exploration!.walks!;
    expect(summary.stoppedBy).toBe('transitions');
    expect(summary.transitionsPct).toBe(100);
    // the walks alone cover every transition, whatever the shortest paths did
    const walksOnly = full.filter((p) => pathSource(p) === 'walk');
    expect(computeCoverage(machine, walksOnly).transitions.covered).toBe(total);
    expect(summary.walked).toBeLessThan(1000);
    // an impossible target within 3 walks: stopped by the count, short of it
    const capped = computeCoverage(machine, gen({ transitions: 100 }, 1)).exploration!.walks!;
    expect(capped).toMatchObject({ walked: 1, stoppedBy: 'count' });
    expect(capped.transitionsPct).toBeLessThan(100);
    // a time limit already spent: no walk at all
    expect(computeCoverage(machine, gen({ timeMs: 0.000001 })).exploration!.walks).toMatchObject({ stoppedBy: 'time' });
  });

  it('stops at a final state or at maxLength', () => {
    for (const path of walks(11, 10, 3)) {
      const events = path.steps.length - 1;
      expect(events).toBeLessThanOrEqual(3);
      if (events < 3) expect(path.state.status).toBe('done');
    }
  });

  it('counts toward coverage like any path', () => {
    const onlyWalks = walks(5, 30);
    expect(computeCoverage(loginMachine, onlyWalks).transitions.covered).toBeGreaterThan(3);
  });

  it('seededRandom is a deterministic sequence in [0, 1)', () => {
    const a = seededRandom(1);
    const b = seededRandom(1);
    const xs = Array.from({ length: 100 }, () => a());
    expect(xs).toEqual(Array.from({ length: 100 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(xs).size).toBe(100);
  });
});

describe('(h) what reports get', () => {
  it('pathInfo: the description, the code line, where the path came from, and readable steps with masked payloads', () => {
    const [path] = generatePaths(loginMachine, { events: loginEvents }).filter((p) => p.state.matches('home'));
    expect(pathInfo(path!)).toEqual({
      description: 'idle → (credentials.submitted {email: "a@b.co", password: "***"}) → submitting → (logIn done) → home',
      code: 'idle → (credentials.submitted {email: "a@b.co", password: "***"}) → submitting → (xstate.done.actor.logIn) → home',
      source: 'shortest',
      steps: [
        { event: 'start', state: 'idle', eventCode: 'xstate.init', stateCode: 'idle' },
        {
          event: 'credentials.submitted {email: "a@b.co", password: "***"}',
          state: 'submitting',
          eventCode: 'credentials.submitted {email: "a@b.co", password: "***"}',
          stateCode: 'submitting',
        },
        { event: 'logIn done', state: 'home', eventCode: 'xstate.done.actor.logIn', stateCode: 'home' },
      ],
    });
  });

  it('machineGraph: states with parents and initial children, transitions with short labels', () => {
    const graph = machineGraph(loginMachine);
    expect(graph.states.map((s) => [s.name, s.parent, s.type])).toEqual([
      ['(root)', null, 'compound'],
      ['idle', 'login', 'atomic'],
      ['submitting', 'login', 'atomic'],
      ['routing', 'login', 'atomic'],
      ['unverified', 'login', 'atomic'],
      ['redirected', 'login', 'final'],
      ['home', 'login', 'final'],
    ]);
    expect(graph.states[0]!.initial).toEqual(['login.idle']);
    expect(graph.transitions.map((t) => [t.event, t.guard])).toEqual([
      ['credentials.submitted', null],
      ['done(logIn)', 'isVerified'],
      ['done(logIn)', null],
      ['error(logIn)', null],
      ['always', 'hasRedirect'],
      ['always', null],
      ['retry', null],
    ]);
    expect(JSON.parse(JSON.stringify(graph))).toEqual(graph);
  });

  it('short event labels for actors, delays and done states', () => {
    expect(shortEventLabel('xstate.done.actor.logIn')).toBe('done(logIn)');
    expect(shortEventLabel('xstate.error.actor.0.inline.loading')).toBe('error(0.inline.loading)');
    expect(shortEventLabel('xstate.after.1000.timer.waiting')).toBe('after 1000ms');
    expect(shortEventLabel('xstate.done.state.nested.form')).toBe('done(form)');
    expect(shortEventLabel('')).toBe('always');
  });

  it('names parameterized guards with their params, so alternatives read apart', () => {
    const pick = setup({ guards: { isStep: (_, step: unknown) => step === 'b' } }).createMachine({
      id: 'pick',
      initial: 'a',
      states: {
        a: { on: { go: [{ guard: { type: 'isStep', params: 'b' }, target: 'b' }, { guard: { type: 'isStep', params: { step: 'c' } }, target: 'c' }] } },
        b: {},
        c: {},
      },
    });
    expect(listTransitions(pick).map((t) => t.name)).toEqual(['a --go [isStep(b)]--> b', 'a --go [isStep({step: "c"})]--> c']);
  });

  it('titles of very long paths are cut to 200 characters, the full steps stay in the report', () => {
    expect(pathTestTitle('x'.repeat(200), 3)).toBe('x'.repeat(200));
    expect(pathTestTitle('x'.repeat(201), 40)).toBe(`${'x'.repeat(187)}… (40 events)`);
    expect(pathTestTitle('x'.repeat(400), 1)).toBe(`${'x'.repeat(189)}… (1 event)`);
    expect(pathTestTitle('a → b', 1, 7)).toBe('a → b (path 7)');
    expect(pathTestTitle('x'.repeat(195), 12, 7)).toBe(`${'x'.repeat(179)}… (path 7, 12 events)`);
  });

  it('long titles keep the first state and the last steps, the ones that tell a path from its siblings', () => {
    const middle = Array.from({ length: 12 }, (_, i) => `(Next) → Step number ${i + 1} of the wizard`).join(' → ');
    const description = `Checking your company is verified → ${middle} → (Open an earlier step) → Service › Loading the services`;
    expect(pathTestTitle(description, 14)).toBe(
      'Checking your company is verified → … → (Next) → Step number 11 of the wizard → (Next) → Step number 12 of the wizard → (Open an earlier step) → Service › Loading the services (14 events)',
    );
    // 187 and 195 characters: one more step would not fit
    expect(pathTestTitle(description, 14, 3)).toBe(
      'Checking your company is verified → … → (Next) → Step number 11 of the wizard → (Next) → Step number 12 of the wizard → (Open an earlier step) → Service › Loading the services (path 3, 14 events)',
    );
  });

  it('titles of one suite are unique: those cut alike, or reading alike, get their path number', () => {
    const steps = (n: number) => Array.from({ length: n + 1 }, () => ({}));
    const titles = pathTestTitles([
      { description: `${'x'.repeat(250)}a`, steps: steps(40) },
      { description: 'short', steps: steps(1) },
      { description: `${'x'.repeat(250)}b`, steps: steps(40) },
    ]);
    expect(titles).toEqual([`${'x'.repeat(179)}… (path 1, 40 events)`, 'short', `${'x'.repeat(179)}… (path 3, 40 events)`]);
    expect(titles.every((t) => t.length <= 200)).toBe(true);
  });
});

// (i) descriptions: titles and report steps in the customer's words
type TestCard = { name: string; number: string; expiry: string; cvc: string };
const payMachine = setup({
  types: {
    events: {} as
      | { type: 'card.submitted'; card: TestCard }
      | { type: 'card.checked'; card: TestCard }
      | { type: 'payment.postponed' }
      | { type: 'payment.retried' },
  },
  actors: { capture: fromPromise<{ movementId: string }>(async () => ({ movementId: 'CC26000001' })) },
  guards: { isDeclined: ({ event }) => (event as unknown as { error: { status?: number } }).error.status === 402 },
}).createMachine({
  id: 'pay',
  description: 'Pay for an order',
  initial: 'checkout',
  states: {
    checkout: {
      description: 'Payment',
      initial: 'paying',
      states: {
        paying: {
          description: 'Entering the card',
          on: {
            'card.submitted': { target: 'capturing', description: 'Pay' },
            'payment.postponed': { target: 'unpaid', description: 'Pay later' },
            // no description: the event reads as its type, the card masked
            'card.checked': { actions: () => {} },
          },
        },
        capturing: {
          description: 'Taking the payment',
          invoke: {
            id: 'capture',
            src: 'capture',
            onDone: { target: '#pay.booked', description: 'Paid' },
            onError: [{ guard: 'isDeclined', target: 'paying', description: 'Card declined' }, { target: 'unconfirmed' }],
          },
        },
        // no description: the state reads as its key
        unconfirmed: { on: { 'payment.retried': 'capturing' } },
        unpaid: { description: 'Order saved, unpaid' },
      },
    },
    booked: { type: 'final', description: 'Booked' },
  },
});
const testCard: TestCard = { name: 'A Shopper', number: '4242424242424242', expiry: '12/30', cvc: '123' };
const payEvents = {
  'card.submitted': [{ type: 'card.submitted', card: testCard }],
  'card.checked': [{ type: 'card.checked', card: testCard }],
  'xstate.done.actor.capture': [{ type: 'xstate.done.actor.capture', output: { movementId: 'CC26000001', token: 'tok-9' } }],
  'xstate.error.actor.capture': [
    { type: 'xstate.error.actor.capture', error: { status: 402, message: 'Your card was declined' } },
    { type: 'xstate.error.actor.capture', error: new Error('Network down') },
  ],
} as const;

describe('(i) titles in the customer\'s words', () => {
  const paths = generatePaths(payMachine, { events: payEvents });

  it('states by description (parent › child), events by the description of the transition taken, else readable code names', () => {
    expect(paths.map((p) => p.description).sort()).toEqual([
      'Payment › Entering the card → (Pay later) → Payment › Order saved, unpaid',
      'Payment › Entering the card → (Pay) → Payment › Taking the payment → (Card declined) → Payment › Entering the card',
      'Payment › Entering the card → (Pay) → Payment › Taking the payment → (Paid) → Booked',
      'Payment › Entering the card → (Pay) → Payment › Taking the payment → (capture failed: Network down) → Payment › unconfirmed → (payment.retried) → Payment › Taking the payment',
      'Payment › Entering the card → (card.checked {card: {name: "A Shopper", number: "***", expiry: "***", cvc: "***"}}) → Payment › Entering the card',
    ]);
    const all = paths.map((p) => p.description).join('\n');
    for (const secret of ['4242', '12/30', '123', 'tok-9', 'CC26000001', 'output']) expect(all).not.toContain(secret);
  });

  it('describePath gives the same words for a path without recorded steps (replayed one step at a time)', () => {
    const declined = paths.find((p) => p.description.includes('Card declined'))!;
    const copy = { state: declined.state, steps: declined.steps.map((s) => ({ ...s })) };
    expect(describePath(copy)).toBe(
      'Payment › Entering the card → (Pay) → Payment › Taking the payment → (Card declined) → Payment › Entering the card',
    );
  });

  it('pathInfo keeps the code names beside the words', () => {
    const booked = paths.find((p) => p.state.matches('booked'))!;
    expect(pathInfo(booked)).toEqual({
      description: 'Payment › Entering the card → (Pay) → Payment › Taking the payment → (Paid) → Booked',
      code:
        'checkout.paying → (card.submitted {card: {name: "A Shopper", number: "***", expiry: "***", cvc: "***"}}) → checkout.capturing → ' +
        '(xstate.done.actor.capture) → booked',
      source: 'shortest',
      steps: [
        { event: 'start', state: 'Payment › Entering the card', eventCode: 'xstate.init', stateCode: 'checkout.paying' },
        {
          event: 'Pay',
          state: 'Payment › Taking the payment',
          eventCode: 'card.submitted {card: {name: "A Shopper", number: "***", expiry: "***", cvc: "***"}}',
          stateCode: 'checkout.capturing',
        },
        { event: 'Paid', state: 'Booked', eventCode: 'xstate.done.actor.capture', stateCode: 'booked' },
      ],
    });
  });

  it('paths that read alike get their path number', () => {
    const alike = setup({
      types: { events: {} as { type: 'go'; fast: boolean } },
      guards: { isFast: ({ event }) => event.fast },
    }).createMachine({
      id: 'alike',
      initial: 'a',
      states: {
        a: { description: 'Start', on: { go: [{ guard: 'isFast', target: 'b', description: 'Go on' }, { target: 'b', description: 'Go on' }] } },
        b: { description: 'End', type: 'final' },
      },
    });
    const both = generatePaths(alike, { events: { go: [{ type: 'go', fast: true }, { type: 'go', fast: false }] } });
    expect(both.map((p) => p.description)).toEqual(['Start → (Go on) → End (path 1)', 'Start → (Go on) → End (path 2)']);
  });

  it('masks card numbers, CVCs and expiry dates, keeps numbers that are no secret', () => {
    expect(formatEvent({ type: 'card.typed', cardNumber: '4242 4242 4242 4242', securityCode: '999', page: { number: 2 } })).toBe(
      'card.typed {cardNumber: "***", securityCode: "***", page: {number: 2}}',
    );
    expect(readableEvent({ type: 'xstate.error.actor.pay', error: { message: `declined ${'x'.repeat(80)}` } })).toBe(
      `pay failed: declined ${'x'.repeat(50)}…`,
    );
    expect(readableEvent({ type: 'xstate.error.actor.pay', error: { status: 500 } })).toBe('pay failed');
    expect(readableEvent({ type: 'xstate.done.state.pay.checkout' })).toBe('checkout done');
  });

  it('the diagram data carries the descriptions', () => {
    const graph = machineGraph(payMachine);
    expect(graph.states.filter((s) => s.description).map((s) => [s.name, s.description])).toEqual([
      ['(root)', 'Pay for an order'],
      ['checkout', 'Payment'],
      ['checkout.paying', 'Entering the card'],
      ['checkout.capturing', 'Taking the payment'],
      ['checkout.unpaid', 'Order saved, unpaid'],
      ['booked', 'Booked'],
    ]);
    expect(graph.transitions.map((t) => t.description ?? null)).toEqual(['Pay', 'Pay later', null, 'Paid', 'Card declined', null, null]);
  });
});

// (g) a gate decided by the machine's input: one input alone cannot reach both branches
const gateMachine = setup({
  types: { context: {} as { role: 'main' | 'admin' | 'sub' }, input: {} as { role: 'main' | 'admin' | 'sub' }, events: {} as { type: 'open' } },
}).createMachine({
  id: 'gate',
  context: ({ input }) => ({ role: input.role }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: ({ context }) => context.role === 'sub', target: 'refused' }, { target: 'closed' }] },
    closed: { on: { open: 'opened' } },
    opened: { type: 'final' },
    refused: { type: 'final' },
  },
});

describe('(g) several inputs', () => {
  it('one input leaves the other branch of an input-decided gate unvisited', () => {
    const report = computeCoverage(gateMachine, generatePaths(gateMachine, { input: { role: 'main' } }));
    expect(report.states.unvisited).toEqual(['refused']);
  });

  it('`inputs` starts paths from each input in turn, each path replaying with its own input', async () => {
    const paths = generatePaths(gateMachine, { inputs: [{ role: 'main' }, { role: 'sub' }] });
    const report = computeCoverage(gateMachine, paths);
    assertFullCoverage(report);
    expect(paths.map(describePath)).toEqual(['closed → (open) → opened', 'refused']);
    const seen: string[] = [];
    for (const path of paths) {
      await replayPath(gateMachine, path, {
        states: { closed: (s) => void seen.push(s.context.role), opened: () => {}, refused: (s) => void seen.push(s.context.role) },
      });
    }
    expect(seen).toEqual(['main', 'sub']);
  });

  it('paths from different inputs are never dropped as duplicates of each other', () => {
    const paths = generatePaths(gateMachine, { inputs: [{ role: 'sub' }, { role: 'main' }] });
    expect(paths.map(describePath)).toEqual(['refused', 'closed → (open) → opened']);
  });

  it('an input that reaches nothing new adds no path, unless `everyInput` asks for each input’s own paths', () => {
    // An admin passes the gate as the main user does.
    const inputs = [{ role: 'main' as const }, { role: 'sub' as const }, { role: 'admin' as const }];
    const inputOf = (p: (typeof paths)[number]) => (p.steps[0]!.state.context as { role: string }).role;
    let paths = generatePaths(gateMachine, { inputs });
    expect(paths.map((p) => `${inputOf(p)}: ${describePath(p)}`)).toEqual(['main: closed → (open) → opened', 'sub: refused']);
    paths = generatePaths(gateMachine, { inputs, everyInput: true });
    expect(paths.map((p) => `${inputOf(p)}: ${describePath(p)}`)).toEqual(['main: closed → (open) → opened', 'sub: refused', 'admin: closed → (open) → opened']);
    assertFullCoverage(computeCoverage(gateMachine, paths));
  });
});
