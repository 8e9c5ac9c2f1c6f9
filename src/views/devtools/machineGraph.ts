import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

import type { StatechartGraph } from './statechartSvg';

// What a diagram needs from a machine definition (see statechartSvg), with transitions labelled
// the way a reader of the spec would say them ("done: logIn", "after 500ms").

/** "xstate.done.actor.logIn" → "done: logIn"; other built-in event types likewise; '' → "always". */
export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  if (eventType === '*') return 'any event';
  let m = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (m) return `done: ${m[1]}`;
  m = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (m) return `error: ${m[1]}`;
  m = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (m) return /^\d+$/.test(m[1]!) ? `after ${m[1]}ms` : `after ${m[1]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  m = /^xstate\.snapshot\.(.+)$/.exec(eventType);
  if (m) return `snapshot: ${m[1]}`;
  return eventType;
}

export function guardLabel(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name && guard.name !== 'guard' ? guard.name : 'guarded';
  if (typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') {
    const { type, params } = guard as { type: string; params?: unknown };
    // Static params tell guarded siblings apart: restoresTo(step2), restoresTo(step3).
    const shown = typeof params === 'string' || typeof params === 'number' || typeof params === 'boolean' ? [params] : params && typeof params === 'object' ? Object.values(params).filter((v) => typeof v !== 'object' && typeof v !== 'function') : [];
    return shown.length > 0 ? `${type}(${shown.join(', ')})` : type;
  }
  return 'guarded';
}

export function transitionLabel(eventType: string, guard: unknown): string {
  const condition = guardLabel(guard);
  return condition ? `${eventLabel(eventType)} [${condition}]` : eventLabel(eventType);
}

/** A state node's transitions in a fixed order: by event, then eventless (`always`). */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  const transitions: AnyTransitionDefinition[] = [];
  for (const list of node.transitions.values()) transitions.push(...list);
  transitions.push(...(node.always ?? []));
  return transitions;
}

/** A description worth showing: trimmed, undefined when absent or blank. */
export function describedAs(text: unknown): string | undefined {
  return typeof text === 'string' && text.trim() ? text.trim() : undefined;
}

/** A state node in the customer's words: its description, else its key. */
export function stateNodeWords(node: AnyStateNode): string {
  return describedAs(node.description) ?? node.key;
}

/**
 * A state value in the customer's words, nested states as `parent › child`
 * ('Addresses › Choosing pickup and drop addresses'), parallel regions as `[A › x | B › y]`.
 * A state without a description reads as its key, so machines without descriptions still read.
 */
export function stateValueWords(root: AnyStateNode, value: unknown, label: (node: AnyStateNode) => string = stateNodeWords): string {
  const childOf = (parent: AnyStateNode | undefined, key: string): AnyStateNode | undefined =>
    (parent?.states as Record<string, AnyStateNode> | undefined)?.[key];
  const walk = (parent: AnyStateNode | undefined, v: unknown): string => {
    if (typeof v === 'string') {
      const node = childOf(parent, v);
      return node ? label(node) : v;
    }
    if (v === null || typeof v !== 'object') return String(v);
    const parts = Object.entries(v).map(([key, sub]) => {
      const node = childOf(parent, key);
      const rest = walk(node, sub);
      const head = node ? label(node) : key;
      return rest ? `${head} › ${rest}` : head;
    });
    return parts.length === 1 ? parts[0]! : parts.length ? `[${parts.join(' | ')}]` : '';
  };
  return walk(root, value);
}

/** The state value in words, or undefined when none of its states has a description (then the code name says it all). */
export function describedStateValue(root: AnyStateNode, value: unknown): string | undefined {
  const words = stateValueWords(root, value);
  return words !== stateValueWords(root, value, (node) => node.key) ? words : undefined;
}

/** Descriptions of the transitions an event took, in order, each once ('Pay later'); empty when none has one. */
export function takenDescriptions(transitions: readonly { readonly description?: string }[]): string[] {
  return [...new Set(transitions.map((t) => describedAs(t.description)).filter((d): d is string => d !== undefined))];
}

const nameOf = (node: AnyStateNode): string => (node.path.length ? node.path.join('.') : '(root)');

/** A transition's name in the graph, e.g. `submitting --error: logIn [isEmailNotVerified]--> editing`. */
function transitionName(node: AnyStateNode, t: AnyTransitionDefinition): string {
  const targets = (t.target ?? []) as AnyStateNode[];
  return `${nameOf(node)} --${transitionLabel(t.eventType, t.guard)}--> ${targets.length ? targets.map(nameOf).join(', ') : nameOf(node)}`;
}

/** Reads the state tree and every transition of a machine; invoked actors are notes (`runs logIn`). */
export function machineGraph(machine: AnyStateMachine): StatechartGraph {
  const states: StatechartGraph['states'] = [];
  const transitions: StatechartGraph['transitions'] = [];
  const visit = (node: AnyStateNode): void => {
    const children = Object.values(node.states ?? {}) as AnyStateNode[];
    const initial = node.type === 'parallel' ? children : node.type === 'compound' ? ((node.initial?.target ?? []) as AnyStateNode[]) : [];
    const invokes = (node.invoke ?? []).map((i) => `runs ${i.id}`);
    const description = describedAs(node.description);
    states.push({
      id: node.id,
      name: nameOf(node),
      key: node.path.length ? node.key : '(root)',
      parent: node.parent ? node.parent.id : null,
      type: node.type,
      initial: initial.map((c) => c.id),
      spec: [],
      ...(invokes.length ? { notes: invokes } : {}),
      ...(description ? { description } : {}),
    });
    for (const t of transitionsOf(node)) {
      const guard = guardLabel(t.guard);
      const said = describedAs(t.description);
      transitions.push({
        name: transitionName(node, t),
        source: node.id,
        targets: ((t.target ?? []) as AnyStateNode[]).map((n) => n.id),
        event: eventLabel(t.eventType),
        guard,
        spec: [],
        ...(said ? { description: said } : {}),
      });
    }
    for (const child of children) visit(child);
  };
  visit(machine.root);
  return { id: machine.id, states, transitions };
}

/** Names (as in machineGraph) of the transitions an actor took: its source node and index. */
export function takenTransitionNames(machine: AnyStateMachine, taken: readonly { sourceId: string; index: number }[]): string[] {
  return taken.flatMap(({ sourceId, index }) => {
    let node: AnyStateNode;
    try {
      node = machine.getStateNodeById(sourceId);
    } catch {
      return [];
    }
    const t = transitionsOf(node)[index];
    return t ? [transitionName(node, t)] : [];
  });
}

/** Ids of the state nodes active for a state value ('editing', { step: 'one' }, parallel objects). */
export function activeStateIds(graph: StatechartGraph, value: unknown): Set<string> {
  const root = graph.states.find((s) => s.parent === null);
  if (!root) return new Set();
  const active = new Set<string>([root.id]);
  const childByKey = (parentId: string, key: string) => graph.states.find((s) => s.parent === parentId && s.key === key);
  const walk = (parentId: string, v: unknown): void => {
    if (typeof v === 'string') {
      const child = childByKey(parentId, v);
      if (child) active.add(child.id);
      return;
    }
    if (v === null || typeof v !== 'object') return;
    for (const [key, sub] of Object.entries(v)) {
      const child = childByKey(parentId, key);
      if (!child) continue;
      active.add(child.id);
      walk(child.id, sub);
    }
  };
  walk(root.id, value);
  return active;
}

/** A state value as text: 'editing', 'step.details', 'upload.idle, tracking.live' (parallel). */
export function stateValueLabel(value: unknown): string {
  const paths: string[] = [];
  const walk = (prefix: string, v: unknown): void => {
    if (typeof v === 'string') paths.push(prefix ? `${prefix}.${v}` : v);
    else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      if (entries.length === 0 && prefix) paths.push(prefix);
      for (const [key, sub] of entries) walk(prefix ? `${prefix}.${key}` : key, sub);
    }
  };
  walk('', value);
  return paths.join(', ');
}
