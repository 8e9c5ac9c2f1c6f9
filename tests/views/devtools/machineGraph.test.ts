import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { loginMachine } from '../../../src/machines/loginMachine';
import { passwordRecoveryMachine } from '../../../src/machines/passwordRecoveryMachine';
import { serviceRequestMachine } from '../../../src/machines/serviceRequestMachine';
import { sessionMachine } from '../../../src/machines/sessionMachine';
import { layoutGraph } from '../../../src/views/devtools/layoutGraph';
import { activeStateIds, eventLabel, machineGraph, stateValueLabel } from '../../../src/views/devtools/machineGraph';

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

describe('machineGraph', () => {
  it('reads the state tree, the initial states and every transition with a readable label', () => {
    const graph = machineGraph(loginMachine.root);
    expect(graph.rootId).toBe('login');
    expect(graph.nodes.get('login')).toMatchObject({ kind: 'compound', initialId: 'login.editing', childIds: ['login.editing', 'login.submitting', 'login.signedIn'] });
    expect(graph.nodes.get('login.submitting')).toMatchObject({ kind: 'atomic', invokes: ['logIn'] });
    expect(graph.nodes.get('login.signedIn')!.kind).toBe('final');
    expect(graph.edges.map((e) => `${e.sourceId} -${e.label}-> ${e.targetId}`).sort()).toEqual([
      'login.editing -credentials.submitted-> login.submitting',
      'login.submitting -done: logIn-> login.signedIn',
      'login.submitting -error: logIn [isEmailNotVerified]-> login.editing',
      'login.submitting -error: logIn-> login.editing',
    ]);
  });

  it('draws delays, eventless transitions and targetless handlers as such', () => {
    const graph = machineGraph(nested.root);
    const labels = graph.edges.map((e) => `${e.sourceId} -${e.label}-> ${e.targetId}`);
    expect(labels).toContain('upload.sending.first -after 500ms-> upload.sending.second');
    expect(labels).toContain('upload.sending.second -always-> upload.done');
    expect(labels).toContain('upload.sending -cancel-> upload.idle');
    expect(graph.nodes.get('upload.idle')!.selfEvents).toEqual(['ping']);
    expect(graph.nodes.get('upload.both')!.kind).toBe('parallel');
  });

  it('tells guarded siblings apart by their static guard params', () => {
    const graph = machineGraph(serviceRequestMachine.root);
    const restores = graph.edges.filter((e) => e.sourceId === 'serviceRequest.restoring' && e.label.includes('restoresTo')).map((e) => e.label);
    expect(restores).toContain('done: restoreDraft [restoresTo(step2)]');
    expect(new Set(restores).size).toBe(restores.length);
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
    const graph = machineGraph(nested.root);
    expect([...activeStateIds(graph, 'idle')].sort()).toEqual(['upload', 'upload.idle']);
    expect([...activeStateIds(graph, { sending: 'second' })].sort()).toEqual(['upload', 'upload.sending', 'upload.sending.second']);
    expect([...activeStateIds(graph, { both: { left: 'l1', right: 'r1' } })].sort()).toEqual([
      'upload', 'upload.both', 'upload.both.left', 'upload.both.left.l1', 'upload.both.right', 'upload.both.right.r1',
    ]);
    expect(stateValueLabel({ both: { left: 'l1', right: 'r1' } })).toBe('both.left.l1, both.right.r1');
    expect(stateValueLabel('editing')).toBe('editing');
  });
});

describe('layoutGraph', () => {
  const inside = (outer: { x: number; y: number; width: number; height: number }, inner: typeof outer) =>
    inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
  const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  for (const machine of [loginMachine, sessionMachine, passwordRecoveryMachine, serviceRequestMachine, nested]) {
    it(`${machine.id}: children nest in their parent, siblings never overlap, every edge is routed`, () => {
      const graph = machineGraph(machine.root);
      const layout = layoutGraph(graph);
      expect(layout.boxes.size).toBe(graph.nodes.size);
      for (const node of graph.nodes.values()) {
        const box = layout.boxes.get(node.id)!;
        expect(box.x + box.width).toBeLessThanOrEqual(layout.width);
        expect(box.y + box.height).toBeLessThanOrEqual(layout.height);
        if (node.parentId) expect(inside(layout.boxes.get(node.parentId)!, box), node.id).toBe(true);
        const siblings = node.childIds.map((id) => layout.boxes.get(id)!);
        for (let i = 0; i < siblings.length; i++) for (let j = i + 1; j < siblings.length; j++) expect(overlap(siblings[i]!, siblings[j]!)).toBe(false);
      }
      expect(layout.edges).toHaveLength(graph.edges.length);
      for (const edge of layout.edges) expect(edge.path).toMatch(/^M [\d.]+ [\d.]+ C /);
      expect(layout.width).toBeGreaterThan(0);
    });
  }

  it('puts a state reached from the initial one below it', () => {
    const layout = layoutGraph(machineGraph(loginMachine.root));
    const editing = layout.boxes.get('login.editing')!;
    const submitting = layout.boxes.get('login.submitting')!;
    expect(submitting.y).toBeGreaterThanOrEqual(editing.y + editing.height);
    expect(layout.initials.map((i) => i.targetId)).toContain('login.editing');
  });
});
