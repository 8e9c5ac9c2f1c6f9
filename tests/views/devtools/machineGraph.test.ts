import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { loginMachine } from '../../../src/machines/loginMachine';
import { passwordRecoveryMachine } from '../../../src/machines/passwordRecoveryMachine';
import { serviceRequestMachine } from '../../../src/machines/serviceRequestMachine';
import { sessionMachine } from '../../../src/machines/sessionMachine';
import {
  activeStateIds,
  describedStateValue,
  eventLabel,
  machineGraph,
  stateValueLabel,
  stateValueWords,
  takenDescriptions,
  takenTransitionNames,
} from '../../../src/views/devtools/machineGraph';
import { layoutStatechart, textWidth, wrapLabel, type StatechartGraph } from '../../../src/views/devtools/statechartSvg';

const nested = createMachine({
  id: 'upload',
  initial: 'idle',
  states: {
    idle: { on: { 'file.chosen': 'sending', ping: { actions: () => {} } } },
    sending: {
      initial: 'first',
      states: { first: { after: { 500: 'second' } }, second: { always: { target: '#upload.done' } } },
      on: { cancel: 'idle' },
    },
    both: { type: 'parallel', states: { left: { initial: 'l1', states: { l1: {} } }, right: { initial: 'r1', states: { r1: {} } } } },
    done: { type: 'final' },
  },
});

const edges = (graph: StatechartGraph) =>
  graph.transitions.flatMap((t) => (t.targets.length ? t.targets : [t.source]).map((to) => `${t.source} -${t.guard ? `${t.event} [${t.guard}]` : t.event}-> ${to}`));

describe('machineGraph', () => {
  it('reads the state tree, the initial states and every transition with a readable label', () => {
    const graph = machineGraph(loginMachine);
    expect(graph.id).toBe('login');
    const state = (id: string) => graph.states.find((s) => s.id === id)!;
    expect(state('login')).toMatchObject({ parent: null, type: 'compound', initial: ['login.editing'] });
    expect(graph.states.filter((s) => s.parent === 'login').map((s) => s.id)).toEqual(['login.editing', 'login.submitting', 'login.secondStep', 'login.signedIn']);
    // A compound state: its children and its initial one.
    expect(state('login.secondStep')).toMatchObject({ type: 'compound', initial: ['login.secondStep.enteringCode'] });
    expect(graph.states.filter((s) => s.parent === 'login.secondStep').map((s) => s.id)).toEqual(['login.secondStep.enteringCode', 'login.secondStep.checkingCode']);
    expect(state('login.submitting')).toMatchObject({ type: 'atomic', name: 'submitting', notes: ['runs logIn'] });
    expect(state('login.signedIn').type).toBe('final');
    expect(edges(graph).sort()).toEqual([
      'login.editing -credentials.submitted-> login.submitting',
      'login.secondStep -password.back-> login.editing',
      'login.secondStep.checkingCode -done: logInSecondStep-> login.signedIn',
      'login.secondStep.checkingCode -error: logInSecondStep [isChallengeOver]-> login.editing',
      'login.secondStep.checkingCode -error: logInSecondStep-> login.secondStep.enteringCode',
      'login.secondStep.enteringCode -code.submitted-> login.secondStep.checkingCode',
      'login.secondStep.enteringCode -recovery.toggled-> login.secondStep.enteringCode',
      'login.submitting -done: logIn [isChallenge]-> login.secondStep',
      'login.submitting -done: logIn-> login.signedIn',
      'login.submitting -error: logIn [isEmailNotVerified]-> login.editing',
      'login.submitting -error: logIn-> login.editing',
    ]);
    expect(new Set(graph.transitions.map((t) => t.name)).size).toBe(graph.transitions.length);
  });

  it('draws delays, eventless transitions and targetless handlers as such', () => {
    const graph = machineGraph(nested);
    const labels = edges(graph);
    expect(labels).toContain('upload.sending.first -after 500ms-> upload.sending.second');
    expect(labels).toContain('upload.sending.second -always-> upload.done');
    expect(labels).toContain('upload.sending -cancel-> upload.idle');
    expect(labels).toContain('upload.idle -ping-> upload.idle');
    expect(graph.transitions.find((t) => t.event === 'ping')!.targets).toEqual([]);
    expect(graph.states.find((s) => s.id === 'upload.both')).toMatchObject({ type: 'parallel', initial: ['upload.both.left', 'upload.both.right'] });
  });

  it('tells guarded siblings apart by their static guard params', () => {
    const graph = machineGraph(serviceRequestMachine);
    const restores = edges(graph).filter((e) => e.startsWith('serviceRequest.reopening ') && e.includes('restoresTo'));
    expect(restores).toContain('serviceRequest.reopening -always [restoresTo(step2)]-> serviceRequest.step2');
    expect(new Set(restores).size).toBe(restores.length);
  });

  it('carries the descriptions of states and transitions, and leaves them out where there are none', () => {
    const graph = machineGraph(serviceRequestMachine);
    expect(graph.states.find((s) => s.id === 'serviceRequest.step5.choosing')).toMatchObject({ name: 'step5.choosing', description: 'Choosing pickup and drop addresses' });
    const postponed = graph.transitions.find((t) => t.name === 'stepCheckout.paying --payment.postponed--> stepCheckout.unpaid')!;
    expect(postponed).toMatchObject({ event: 'payment.postponed', description: 'Pay later' });
    const login = machineGraph(nested);
    expect(login.states.some((s) => 'description' in s)).toBe(false);
    expect(login.transitions.some((t) => 'description' in t)).toBe(false);
  });

  it('names the transitions an actor took like the graph does', () => {
    const graph = machineGraph(loginMachine);
    const names = takenTransitionNames(loginMachine, [{ sourceId: 'login.editing', index: 0 }, { sourceId: 'login.nope', index: 0 }]);
    expect(names).toEqual(['editing --credentials.submitted--> submitting']);
    expect(graph.transitions.map((t) => t.name)).toContain(names[0]);
  });

  it('labels built-in event types', () => {
    expect(eventLabel('xstate.done.actor.loadProfile')).toBe('done: loadProfile');
    expect(eventLabel('xstate.error.actor.0.session.checking')).toBe('error: 0.session.checking');
    expect(eventLabel('xstate.after.1000.session.x')).toBe('after 1000ms');
    expect(eventLabel('xstate.after.retryDelay.session.x')).toBe('after retryDelay');
    expect(eventLabel('xstate.done.state.upload.sending')).toBe('done');
    expect(eventLabel('')).toBe('always');
    expect(eventLabel('*')).toBe('any event');
  });

  it('finds the active nodes of a state value, nested and parallel', () => {
    const graph = machineGraph(nested);
    expect([...activeStateIds(graph, 'idle')].sort()).toEqual(['upload', 'upload.idle']);
    expect([...activeStateIds(graph, { sending: 'second' })].sort()).toEqual(['upload', 'upload.sending', 'upload.sending.second']);
    expect([...activeStateIds(graph, { both: { left: 'l1', right: 'r1' } })].sort()).toEqual([
      'upload', 'upload.both', 'upload.both.left', 'upload.both.left.l1', 'upload.both.right', 'upload.both.right.r1',
    ]);
    expect(stateValueLabel({ both: { left: 'l1', right: 'r1' } })).toBe('both.left.l1, both.right.r1');
    expect(stateValueLabel('editing')).toBe('editing');
  });

  it('says a state value in words: descriptions, parent › child, regions in brackets, keys where nothing is described', () => {
    const wizard = serviceRequestMachine.root;
    expect(stateValueWords(wizard, { step5: 'choosing' })).toBe('Addresses › Choosing pickup and drop addresses');
    expect(stateValueWords(wizard, 'step7')).toBe('Booked');
    expect(describedStateValue(wizard, { stepCheckout: 'unpaid' })).toBe('Payment › Order saved, unpaid');
    const described = createMachine({
      id: 'job',
      initial: 'both',
      states: {
        both: {
          type: 'parallel',
          description: 'Working',
          states: { upload: { description: 'Upload', initial: 'idle', states: { idle: {} } }, tracking: { initial: 'live', states: { live: { description: 'Live' } } } },
        },
      },
    });
    expect(stateValueWords(described.root, { both: { upload: 'idle', tracking: 'live' } })).toBe('Working › [Upload › idle | tracking › Live]');
    expect(stateValueWords(nested.root, { sending: 'second' })).toBe('sending › second');
    expect(describedStateValue(nested.root, { sending: 'second' })).toBeUndefined();
    expect(stateValueWords(nested.root, 'nowhere')).toBe('nowhere');
  });

  it('says what an event did with the descriptions of the transitions it took, each once', () => {
    expect(takenDescriptions([{ description: 'Pay later' }, {}, { description: ' Pay later ' }, { description: 'Remind' }])).toEqual(['Pay later', 'Remind']);
    expect(takenDescriptions([{ description: '  ' }, {}])).toEqual([]);
  });
});

describe('layoutStatechart of the app machines', async () => {
  type Rect = { left: number; right: number; top: number; bottom: number };
  const overlap = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  for (const machine of [loginMachine, sessionMachine, passwordRecoveryMachine, serviceRequestMachine, nested]) {
    it(`${machine.id}: boxes never overlap, labels sit on no box, every transition is drawn`, async () => {
      const graph = machineGraph(machine);
      const layout = await layoutStatechart(graph);
      const boxes = layout.nodes.map((n) => ({ n, r: { left: n.x - n.w / 2, right: n.x + n.w / 2, top: n.y - n.h / 2, bottom: n.y + n.h / 2 } }));
      const byId = new Map(layout.nodes.map((n) => [n.id, n]));
      const ancestors = (id: string): string[] => {
        const parent = byId.get(id)?.parent ?? null;
        return parent === null ? [] : [parent, ...ancestors(parent)];
      };
      const nested = (a: string, b: string) => ancestors(a).includes(b) || ancestors(b).includes(a);
      for (const a of boxes) {
        expect(a.r.right).toBeLessThanOrEqual(layout.width);
        expect(a.r.bottom).toBeLessThanOrEqual(layout.height);
        for (const b of boxes) if (a !== b && !nested(a.n.id, b.n.id)) expect(overlap(a.r, b.r), `${a.n.id} / ${b.n.id}`).toBe(false);
      }
      // a label may sit inside a container (its arrow runs there), never on a box it is not in
      for (const e of layout.edges) {
        if (!e.label) continue;
        const label = { left: e.label.x + 1, right: e.label.x + Math.max(...e.items.map((i) => textWidth(i.label))), top: e.label.y + 1, bottom: e.label.y + 14 * e.items.length };
        for (const b of boxes) if (!b.n.container) expect(overlap(label, b.r), `${e.items[0]!.label} on ${b.n.id}`).toBe(false);
      }
      // every line of a box fits inside it with its padding: labels at 7px a character, small type at 6.4px
      for (const { n } of boxes) {
        if (n.kind === 'start') continue;
        for (const line of n.lines) expect(textWidth(line) + 28, `${line} in ${n.id}`).toBeLessThanOrEqual(n.w);
        for (const small of [...(n.code === null ? [] : [n.code]), ...n.notes]) expect(Math.ceil(small.length * 6.4) + 28, `${small} in ${n.id}`).toBeLessThanOrEqual(n.w);
        if (!n.container) expect(n.h, n.id).toBeGreaterThanOrEqual(34 + (n.lines.length - 1) * 14 + ((n.code === null ? 0 : 1) + n.notes.length) * 13);
      }
      expect(layout.edges.flatMap((e) => e.items.map((i) => i.name)).sort()).toEqual(graph.transitions.map((t) => t.name).sort());
    });
  }

  it('draws the wizard in words: descriptions as labels, wrapped when long, the code name under them', async () => {
    const layout = await layoutStatechart(machineGraph(serviceRequestMachine));
    const box = (id: string) => layout.nodes.find((n) => n.id === id)!;
    expect(box('serviceRequest.step5.choosing')).toMatchObject({ label: 'Choosing pickup and drop addresses', lines: ['Choosing pickup', 'and drop addresses'], code: 'step5.choosing' });
    expect(box('serviceRequest.step5')).toMatchObject({ lines: ['Addresses'], code: 'step5' });
    const postponed = layout.edges.flatMap((e) => e.items).find((i) => i.name === 'stepCheckout.paying --payment.postponed--> stepCheckout.unpaid')!;
    expect(postponed).toMatchObject({ text: 'payment.postponed', label: 'Pay later' });
    // no description: the name, on one line, nothing under it
    const bare = createMachine({ id: 'bare', initial: 'submitting', states: { submitting: {} } });
    const plain = (await layoutStatechart(machineGraph(bare))).nodes.find((n) => n.id === 'bare.submitting')!;
    expect(plain).toMatchObject({ label: 'submitting', lines: ['submitting'], code: null });
    // described: the login machine's own words
    expect((await layoutStatechart(machineGraph(loginMachine))).nodes.find((n) => n.id === 'login.submitting')).toMatchObject({ label: 'Checking your email and password', code: 'submitting' });
  });

  it('wraps long labels into even lines of at most 24 characters', async () => {
    expect(wrapLabel('Addresses')).toEqual(['Addresses']);
    expect(wrapLabel('Checking your company is verified')).toEqual(['Checking your', 'company is verified']);
    // greedy filling needs 4 lines (24, 16, 24 and 3 characters); the same 4 lines, evened out:
    expect(wrapLabel('Try again (never charged twice) after the provider said nothing at all')).toEqual([
      'Try again (never',
      'charged twice)',
      'after the provider',
      'said nothing at all',
    ]);
    expect(wrapLabel('Supercalifragilisticexpialidocious-and-more words')).toEqual(['Supercalifragilisticexpialidocious-and-more', 'words']);
  });

  it('puts a state reached from the initial one below it', async () => {
    const layout = await layoutStatechart(machineGraph(loginMachine));
    const y = (id: string) => layout.nodes.find((n) => n.id === id)!.y;
    expect(y('login.submitting')).toBeGreaterThan(y('login.editing'));
    expect(layout.edges.filter((e) => e.kind === 'initial').map((e) => e.to)).toContain('login.editing');
  });
});
