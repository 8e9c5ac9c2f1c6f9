// What a machine holds, named: its states and transitions (each with a name that survives
// `machine.provide()`, and its meta.spec ids), and the same as plain JSON for diagrams.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes, toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { describedAs } from '../../src/views/devtools/machineGraph.ts';
import { eventLabel, formatValue } from './formatEvent.ts';
import type { MachineGraph } from './pathsMeta.ts';

const ROOT_NAME = '(root)';

/** A state node's name: its path below the root, e.g. `form.editing`. */
export function stateName(node: AnyStateNode): string {
  return node.path.length ? node.path.join('.') : ROOT_NAME;
}

export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as { name?: string; guards?: unknown[] };
    const name = fn.name && fn.name !== 'guard' ? fn.name : 'inline';
    if (Array.isArray(fn.guards)) {
      const inner = fn.guards.map((g) => guardLabel(g) ?? 'inline');
      return name === 'not' ? `!${inner[0]}` : `${name}(${inner.join(', ')})`;
    }
    return name;
  }
  if (typeof guard === 'object' && 'type' in guard) {
    // parameterized guards (`{ type: 'isSelected', params: 'step2' }`) name their params
    const { type, params } = guard as { type: unknown; params?: unknown };
    if (params === undefined) return String(type);
    const shown = typeof params === 'function' ? 'ƒ' : typeof params === 'string' ? params : formatValue(params, 2);
    return `${String(type)}(${shown})`;
  }
  return 'inline';
}

function baseTransitionName(t: AnyTransitionDefinition): string {
  const guard = guardLabel(t.guard);
  const targets = t.target?.length
    ? t.target.map((n) => stateName(n)).join(', ')
    : '(no target)';
  const reenter = t.reenter && t.target?.length ? ' (reenter)' : '';
  return `${stateName(t.source)} --${eventLabel(t.eventType)}${guard ? ` [${guard}]` : ''}--> ${targets}${reenter}`;
}

interface TransitionEntry {
  key: string;
  name: string;
  transition: AnyTransitionDefinition;
  spec: string[];
}
interface StateEntry {
  id: string;
  name: string;
  node: AnyStateNode;
  spec: string[];
}
export interface Catalogue {
  transitions: TransitionEntry[];
  byKey: Map<string, TransitionEntry>;
  states: StateEntry[];
  stateById: Map<string, StateEntry>;
  declaredSpec: string[];
}

export function specIds(meta: unknown): string[] {
  if (!meta || typeof meta !== 'object' || !('spec' in meta)) return [];
  const spec = (meta as { spec: unknown }).spec;
  if (typeof spec === 'string') return [spec];
  return Array.isArray(spec) ? spec.filter((s): s is string => typeof s === 'string') : [];
}

/** Transitions that do nothing (no target, no actions) only block an ancestor's handler. */
function isForbidden(t: AnyTransitionDefinition): boolean {
  return !t.target?.length && !t.actions.length && !t.reenter;
}

/**
 * A transition's identity that survives `machine.provide()` (which rebuilds state nodes):
 * source state id + event descriptor + position among that source's transitions for it.
 */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source;
  const list: readonly AnyTransitionDefinition[] =
    t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
  let index = list.indexOf(t);
  if (index < 0) {
    // a transition object from another instance of the same machine: match by shape
    index = list.findIndex((c) => baseTransitionName(c) === baseTransitionName(t));
  }
  return `${source.id}\u0000${t.eventType}\u0000${index}`;
}

const catalogueCache = new WeakMap<AnyStateMachine, Catalogue>();

export function machineCatalogue(machine: AnyStateMachine): Catalogue {
  const cached = catalogueCache.get(machine);
  if (cached) return cached;
  const transitions: TransitionEntry[] = [];
  const seen = new Set<AnyTransitionDefinition>();
  const add = (t: AnyTransitionDefinition) => {
    if (seen.has(t) || isForbidden(t)) return;
    seen.add(t);
    transitions.push({ key: transitionKey(t), name: baseTransitionName(t), transition: t, spec: specIds(t.meta) });
  };
  // toDirectedGraph gives every `on` / onDone / invoke / after transition; it omits `always`.
  const walk = (graphNode: DirectedGraphNode) => {
    for (const edge of graphNode.edges) add(edge.transition);
    for (const t of graphNode.stateNode.always ?? []) add(t);
    for (const child of graphNode.children) walk(child);
  };
  walk(toDirectedGraph(machine));

  // make names unique (e.g. two inline guards on the same event)
  const counts = new Map<string, number>();
  for (const e of transitions) counts.set(e.name, (counts.get(e.name) ?? 0) + 1);
  const seenNames = new Map<string, number>();
  for (const e of transitions) {
    if ((counts.get(e.name) ?? 0) > 1) {
      const n = (seenNames.get(e.name) ?? 0) + 1;
      seenNames.set(e.name, n);
      e.name = `${e.name} #${n}`;
    }
  }

  const states: StateEntry[] = getStateNodes(machine.root)
    .filter((n) => n.type !== 'history')
    .map((node) => ({ id: node.id, name: stateName(node), node, spec: specIds(node.meta) }));
  const declared = new Set<string>([
    ...specIds(machine.root.meta),
    ...states.flatMap((s) => s.spec),
    ...transitions.flatMap((t) => t.spec),
  ]);
  const result: Catalogue = {
    transitions,
    byKey: new Map(transitions.map((e) => [e.key, e])),
    states,
    stateById: new Map(states.map((s) => [s.id, s])),
    declaredSpec: [...declared].sort(),
  };
  catalogueCache.set(machine, result);
  return result;
}

/** The named transitions of a machine (toDirectedGraph edges + `always`), in document order. */
export function listTransitions(machine: AnyStateMachine): Array<{ name: string; transition: AnyTransitionDefinition }> {
  return machineCatalogue(machine).transitions.map(({ name, transition }) => ({ name, transition }));
}

/** The named states of a machine (every state node but the root and history nodes). */
export function listStates(machine: AnyStateMachine): string[] {
  return machineCatalogue(machine).states.map((s) => s.name);
}

/** A short event label for diagrams: `done(logIn)`, `error(logIn)`, `after 1000ms`, `always`. */
export function shortEventLabel(eventType: string): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1]}(${actor[2]})`;
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (doneState) return `done(${doneState[1]!.split('.').slice(1).join('.') || doneState[1]})`;
  return eventLabel(eventType);
}

/** `{ description }` when there is one worth showing, else nothing (the graph stays plain JSON). */
function withDescription(text: unknown): { description?: string } {
  const description = describedAs(text);
  return description ? { description } : {};
}

/** The machine's states and named transitions as plain JSON, for diagrams. */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const cat = machineCatalogue(machine);
  const nodes = [machine.root, ...cat.states.map((s) => s.node)];
  return {
    id: machine.id,
    states: nodes.map((node) => ({
      id: node.id,
      name: stateName(node),
      key: node.path.length ? node.key : ROOT_NAME,
      parent: node.parent ? node.parent.id : null,
      type: node.type,
      initial: node.type === 'parallel'
        ? (Object.values(node.states) as AnyStateNode[]).map((c) => c.id)
        : (node.initial?.target ?? []).map((t: AnyStateNode) => t.id),
      spec: specIds(node.meta),
      ...withDescription(node.description),
    })),
    transitions: cat.transitions.map((t) => ({
      name: t.name,
      source: t.transition.source.id,
      targets: (t.transition.target ?? []).map((n: AnyStateNode) => n.id),
      event: shortEventLabel(t.transition.eventType),
      guard: guardLabel(t.transition.guard) ?? null,
      spec: t.spec,
      ...withDescription(t.transition.description),
    })),
  };
}
