import type { ELK as Elk, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { StatechartGraph } from './statechartSvg';

/**
 * Places a statechart with ELK's layered algorithm (elkjs, the engine Stately's editor uses):
 * one engine for the devtools' live viewer and the paths report of `npm run test:paths`.
 *
 * - Compound and parallel states are containers holding their children, with their label in a
 *   header; a dot inside each compound state points at the child it starts in.
 * - Transitions declared on the root start from an "(any state)" box.
 * - Transitions between the same two boxes share one edge, one label line each; the label sits at
 *   the edge's tail, next to the state it leaves. Targetless transitions are self loops.
 * - Cycles are broken by the order states are declared in (MODEL_ORDER), so the flow reads down.
 * - Measured on the wizard (51 states, 116 transitions): 2,019×4,782 px (9.7 M px², a column that
 *   suits a side panel) against 7,329×3,284 px (24 M px²) for the hand-written layered layout it
 *   replaced, with each step's states grouped in its box.
 */

export interface Point {
  x: number;
  y: number;
}

export interface LayoutNode {
  id: string;
  kind: 'state' | 'start' | 'any';
  /** the state's description, else its name */
  label: string;
  /** the label as drawn: one entry per line */
  lines: string[];
  /** the code name in small type under a description; null when the label is the name */
  code: string | null;
  type: StatechartGraph['states'][number]['type'] | 'pseudo';
  /** the box it is drawn in (a compound state), null at the top */
  parent: string | null;
  /** a compound or parallel state drawn around its children, its label in a header */
  container: boolean;
  /** center */
  x: number;
  y: number;
  w: number;
  h: number;
  spec: string[];
  notes: string[];
}

/** One transition drawn on an edge: all transitions between the same two boxes share one edge. */
export interface EdgeItem {
  /** the transition's name, as in the coverage report */
  name: string;
  /** its event: `event [guard]` */
  text: string;
  /** what its label line shows: the transition's description, else `text` */
  label: string;
  spec: string[];
}

export interface LayoutEdge {
  kind: 'transition' | 'initial';
  from: string;
  to: string;
  /** one per label line; empty for initial arrows */
  items: EdgeItem[];
  /** targetless and self transitions */
  self: boolean;
  /** polyline from source to target */
  points: Point[];
  /** top-left of the label block (one line per item) */
  label: Point | null;
}

export interface StatechartLayout {
  width: number;
  height: number;
  nodes: LayoutNode[];
  edges: LayoutEdge[];
}

export const CHAR_W = 7;
export const LINE_H = 14;
export const NODE_H = 34;
export const NOTE_LINE_H = 13;
const NOTE_CHAR_W = 6.4;
const NODE_PAD = 14;
/** Descriptions longer than this wrap (balanced lines) so boxes stay narrow. */
const WRAP_CHARS = 24;
const START = '__start';
const ANY = '__any';

export function textWidth(text: string): number {
  return Math.ceil([...text].length * CHAR_W);
}

const noteWidth = (text: string): number => Math.ceil([...text].length * NOTE_CHAR_W);

/**
 * Words in as few lines of at most `max` characters as greedy filling needs, with the lines
 * as even as possible ('Choosing pickup' / 'and drop addresses', not 24 characters and one word).
 * A single word longer than `max` keeps a line of its own.
 */
export function wrapLabel(text: string, max = WRAP_CHARS): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const length = (t: string) => [...t].length;
  const fill = (width: number): string[] => {
    const lines: string[] = [];
    for (const word of words) {
      const last = lines[lines.length - 1];
      if (last !== undefined && length(last) + 1 + length(word) <= width) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return lines;
  };
  if (length(text) <= max || words.length < 2) return [text];
  const target = fill(max).length;
  let width = Math.max(Math.ceil(length(text) / target), ...words.map(length));
  let lines = fill(width);
  while (lines.length > target) lines = fill(++width);
  return lines;
}

/** Height of a box's text block: its label lines, then code name and notes in small type. */
export const textBlockHeight = (n: Pick<LayoutNode, 'lines' | 'code' | 'notes'>): number =>
  NODE_H + (n.lines.length - 1) * LINE_H + ((n.code === null ? 0 : 1) + n.notes.length) * NOTE_LINE_H;

const labelWidth = (items: readonly EdgeItem[]): number => Math.max(0, ...items.map((i) => textWidth(i.label) + (i.spec.length ? 2 * CHAR_W : 0)));

const ROOT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.layered.spacing.nodeNodeBetweenLayers': '30',
  'elk.spacing.nodeNode': '22',
  'elk.spacing.edgeLabel': '3',
  'elk.spacing.edgeNode': '12',
  'elk.layered.spacing.edgeNodeBetweenLayers': '12',
  'elk.padding': '[top=16,left=16,bottom=16,right=16]',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
};

// ELK (1.4 MB) loads with the first diagram, not with the dock's button. This default runs it
// inline (Node: the paths report, tests); the browser passes one in a web worker (elkInBrowser.ts).
let inline: Promise<Elk> | null = null;
const inlineElk = (): Promise<Elk> => (inline ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK()));

/** The graph as ELK sees it, and the drawing read back from ELK's answer. */
export async function layoutStatechart(graph: StatechartGraph, elk: () => Promise<Elk> = inlineElk): Promise<StatechartLayout> {
  const root = graph.states.find((s) => s.parent === null);
  const rootId = root?.id ?? '';
  const nodes = new Map<string, LayoutNode>();
  const add = (n: Omit<LayoutNode, 'x' | 'y'>) => nodes.set(n.id, { ...n, x: 0, y: 0 });
  const layoutParent = (stateParent: string | null): string | null => (stateParent === null || stateParent === rootId ? null : stateParent);

  add({ id: START, kind: 'start', label: '', lines: [''], code: null, type: 'pseudo', parent: null, container: false, w: 14, h: 14, spec: [], notes: [] });
  for (const s of graph.states) {
    if (s === root) continue;
    const notes = s.notes ?? [];
    const lines = s.description ? wrapLabel(s.description) : [s.name];
    const code = s.description ? s.name : null;
    const small = code === null ? notes : [code, ...notes];
    const w = Math.max(64, ...lines.map((l) => textWidth(l) + 2 * NODE_PAD), ...small.map((n) => noteWidth(n) + 2 * NODE_PAD));
    const container = (s.type === 'compound' || s.type === 'parallel') && graph.states.some((c) => c.parent === s.id);
    add({ id: s.id, kind: 'state', label: s.description ?? s.name, lines, code, type: s.type, parent: layoutParent(s.parent), container, w, h: textBlockHeight({ lines, code, notes }), spec: s.spec, notes });
    if (container && s.type === 'compound' && s.initial.length > 0) {
      add({ id: `${START}:${s.id}`, kind: 'start', label: '', lines: [''], code: null, type: 'pseudo', parent: s.id, container: false, w: 12, h: 12, spec: [], notes: [] });
    }
  }
  if (graph.transitions.some((t) => t.source === rootId || t.targets.includes(rootId))) {
    const label = '(any state)';
    add({ id: ANY, kind: 'any', label, lines: [label], code: null, type: 'pseudo', parent: null, container: false, w: textWidth(label) + 2 * NODE_PAD, h: NODE_H, spec: root?.spec ?? [], notes: [] });
  }
  const nodeOf = (stateId: string) => (stateId === rootId ? ANY : stateId);

  interface Draft {
    kind: 'transition' | 'initial';
    from: string;
    to: string;
    items: EdgeItem[];
  }
  const drafts: Draft[] = [];
  for (const target of root?.initial ?? []) drafts.push({ kind: 'initial', from: START, to: target, items: [] });
  for (const s of graph.states) {
    if (s !== root && nodes.has(`${START}:${s.id}`)) for (const target of s.initial) drafts.push({ kind: 'initial', from: `${START}:${s.id}`, to: target, items: [] });
  }
  const shared = new Map<string, Draft>();
  for (const t of graph.transitions) {
    const text = t.guard ? `${t.event} [${t.guard}]` : t.event;
    const item: EdgeItem = { name: t.name, text, label: t.description ?? text, spec: t.spec };
    const from = nodeOf(t.source);
    for (const to of t.targets.length ? t.targets.map(nodeOf) : [from]) {
      const key = `${from}\u0000${to}`;
      const draft = shared.get(key);
      if (draft) draft.items.push(item);
      else {
        const d: Draft = { kind: 'transition', from, to, items: [item] };
        shared.set(key, d);
        drafts.push(d);
      }
    }
  }
  const edges = drafts.filter((d) => nodes.has(d.from) && nodes.has(d.to));

  // ELK wants each edge in the box that holds both its ends (their lowest common container).
  const chain = (id: string): string[] => {
    const out: string[] = [];
    for (let p = nodes.get(id)?.parent ?? null; p !== null; p = nodes.get(p)?.parent ?? null) out.push(p);
    return out;
  };
  /** The deepest box holding both ends; an edge between a container and a box inside it lives in that container. */
  const containerOf = (d: Draft): string | null => {
    if (d.from === d.to) return nodes.get(d.from)!.parent;
    const up = [d.from, ...chain(d.from)];
    for (const p of [d.to, ...chain(d.to)]) if (up.includes(p)) return p;
    return null;
  };

  const elkNodes = new Map<string, ElkNode>();
  const top: ElkNode = { id: '__root', layoutOptions: ROOT_OPTIONS, children: [], edges: [] };
  for (const n of nodes.values()) {
    const elk: ElkNode = n.container
      ? {
          id: n.id,
          children: [],
          edges: [],
          layoutOptions: {
            'elk.padding': `[top=${n.h},left=12,bottom=12,right=12]`,
            'elk.nodeSize.constraints': 'MINIMUM_SIZE',
            'elk.nodeSize.minimum': `(${n.w}, ${n.h + 24})`,
          },
        }
      : { id: n.id, width: n.w, height: n.h };
    elkNodes.set(n.id, elk);
  }
  for (const n of nodes.values()) (n.parent === null ? top : elkNodes.get(n.parent)!).children!.push(elkNodes.get(n.id)!);
  edges.forEach((d, i) => {
    const edge: ElkExtendedEdge = {
      id: `e${i}`,
      sources: [d.from],
      targets: [d.to],
      ...(d.items.length
        ? { labels: [{ id: `l${i}`, text: d.items.map((it) => it.label).join('\n'), width: labelWidth(d.items) + 4, height: d.items.length * LINE_H + 2, layoutOptions: { 'elk.edgeLabels.placement': 'TAIL' } }] }
        : {}),
    };
    const holder = containerOf(d);
    (holder === null ? top : elkNodes.get(holder)!).edges!.push(edge);
  });

  const placed = await (await elk()).layout(top);

  const shapes = new Map<string, ElkNode>();
  const walk = (n: ElkNode) => {
    shapes.set(n.id, n);
    for (const c of n.children ?? []) walk(c);
  };
  walk(placed);
  for (const n of nodes.values()) {
    const s = shapes.get(n.id)!;
    n.w = s.width ?? n.w;
    n.h = s.height ?? n.h;
    n.x = (s.x ?? 0) + n.w / 2;
    n.y = (s.y ?? 0) + n.h / 2;
  }
  const placedEdges = new Map<string, ElkExtendedEdge>();
  for (const s of shapes.values()) for (const e of (s.edges ?? []) as ElkExtendedEdge[]) placedEdges.set(e.id, e);
  const out: LayoutEdge[] = edges.map((d, i) => {
    const e = placedEdges.get(`e${i}`)!;
    const section = e.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({ x: p.x, y: p.y })) : [];
    const label = e.labels?.[0];
    return {
      kind: d.kind,
      from: d.from,
      to: d.to,
      items: d.items,
      self: d.from === d.to,
      points,
      label: label ? { x: label.x ?? 0, y: label.y ?? 0 } : null,
    };
  });
  return { width: Math.ceil(placed.width ?? 0), height: Math.ceil(placed.height ?? 0), nodes: [...nodes.values()], edges: out };
}
