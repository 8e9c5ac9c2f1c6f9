import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';

// What a diagram needs from a machine definition: the state tree and the transitions between its
// nodes, labelled the way a reader of the spec would say them ("done: logIn", "after 500ms").

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface GraphNode {
  readonly id: string;
  readonly key: string;
  readonly kind: StateKind;
  readonly parentId: string | null;
  readonly childIds: readonly string[];
  /** The child entered by default (compound states). */
  readonly initialId?: string;
  /** Events handled here without leaving the state (no target), as labels. */
  readonly selfEvents: readonly string[];
  /** Ids of the actors this state invokes while it is active. */
  readonly invokes: readonly string[];
}

export interface GraphEdge {
  /** Unique within the graph. */
  readonly id: string;
  readonly sourceId: string;
  readonly targetId: string;
  readonly eventType: string;
  readonly label: string;
  /** Position of the transition in its source's list (see transitionsOf). */
  readonly transitionIndex: number;
}

export interface MachineGraph {
  readonly rootId: string;
  readonly nodes: ReadonlyMap<string, GraphNode>;
  readonly edges: readonly GraphEdge[];
}

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

function guardLabel(guard: unknown): string | null {
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

/** Reads the state tree and every transition of a machine (pass `machine.root`). */
export function machineGraph(root: AnyStateNode): MachineGraph {
  const nodes = new Map<string, GraphNode>();
  const edges: GraphEdge[] = [];

  const visit = (node: AnyStateNode, parentId: string | null): void => {
    const children = Object.values(node.states ?? {}) as AnyStateNode[];
    const transitions = transitionsOf(node);

    const selfEvents: string[] = [];
    transitions.forEach((t, index) => {
      const label = transitionLabel(t.eventType, t.guard);
      const targets = t.target ?? [];
      if (targets.length === 0) {
        if (!selfEvents.includes(label)) selfEvents.push(label);
        return;
      }
      for (const target of targets) {
        edges.push({ id: `${node.id}#${index}>${target.id}`, sourceId: node.id, targetId: target.id, eventType: t.eventType, label, transitionIndex: index });
      }
    });

    const initialTarget = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
    nodes.set(node.id, {
      id: node.id,
      key: node.key,
      kind: node.type,
      parentId,
      childIds: children.map((c) => c.id),
      ...(initialTarget ? { initialId: initialTarget.id } : {}),
      selfEvents,
      invokes: (node.invoke ?? []).map((i) => i.id),
    });
    for (const child of children) visit(child, node.id);
  };

  visit(root, null);
  return { rootId: root.id, nodes, edges };
}

/** Ids of the state nodes active for a state value ('editing', { step: 'one' }, parallel objects). */
export function activeStateIds(graph: MachineGraph, value: unknown): Set<string> {
  const active = new Set<string>([graph.rootId]);
  const childByKey = (parentId: string, key: string): GraphNode | undefined => {
    const parent = graph.nodes.get(parentId);
    for (const id of parent?.childIds ?? []) {
      const child = graph.nodes.get(id);
      if (child?.key === key) return child;
    }
    return undefined;
  };
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
  walk(graph.rootId, value);
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
