/**
 * A statechart diagram from a machine's definition, without network or libraries: a small
 * layered (Sugiyama-style) layout drawn as a self-contained SVG string. One engine for the
 * devtools' live viewer (MachineDiagram: active states, last transitions taken) and the
 * path-coverage report of `npm run test:paths` (unvisited states and transitions in red).
 *
 * - Every state node is a box (compound and parallel states too, with a dashed border and a
 *   dotted arrow to the child they start in); transitions declared on the root start from an
 *   "(any state)" box. A dot marks where the machine starts.
 * - Cycles are broken by a depth-first walk from the start; layers by longest path; every edge
 *   gets a label slot in the rank right after its source, so labels never sit on a box.
 * - Order within ranks: barycenter sweeps, keeping the order with the fewest crossings.
 * - Targetless and self transitions are loops on the box's right side.
 * - Where the machine has descriptions (the customer's words), a box shows its state's
 *   description, wrapped to a few words a line, with the code name in small type under it, and
 *   an edge shows its transition's description with the event on hover.
 */

export type StateNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

/** A machine's definition reduced to what a diagram needs (plain JSON). */
export interface StatechartGraph {
  id: string;
  states: Array<{
    /** state node id (unique), e.g. `login.form.editing` */
    id: string;
    /** path below the root, e.g. `form.editing`; the root is `(root)`; drawn as the box's label */
    name: string;
    /** last path segment */
    key: string;
    parent: string | null;
    type: StateNodeType;
    /** ids of the child states entered by default */
    initial: string[];
    spec: string[];
    /** small lines under the label, e.g. `runs logIn` */
    notes?: string[];
    /** the state in the customer's words: drawn as the label, the name under it in small type */
    description?: string;
  }>;
  transitions: Array<{
    /** unique name (the report's CoverageReport.transitions.unvisited use it) */
    name: string;
    source: string;
    /** target state ids; empty for a targetless transition */
    targets: string[];
    /** short event label: `credentials.submitted`, `done(logIn)`, `after 1000ms`, `always` */
    event: string;
    guard: string | null;
    spec: string[];
    /** the transition in the customer's words: drawn as its label, `event [guard]` on hover */
    description?: string;
  }>;
}

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
  /** true for targetless and self transitions (drawn as a loop) */
  self: boolean;
  /** polyline from source to target; the path is drawn smooth through it */
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

const CHAR_W = 7;
const LINE_H = 14;
const NODE_H = 34;
const NODE_PAD = 14;
const GAP_X = 22;
const RANK_GAP = 22;
const MARGIN = 16;
const NOTE_LINE_H = 13;
const NOTE_CHAR_W = 6.4;
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

interface Vertex {
  id: string;
  rank: number;
  /** half-widths left and right of the center (self-loop labels widen the right side) */
  left: number;
  right: number;
  h: number;
  real: boolean;
  x: number;
  order: number;
}

interface DraftEdge {
  kind: 'transition' | 'initial';
  from: string;
  to: string;
  items: EdgeItem[];
}

function labelWidth(items: readonly EdgeItem[]): number {
  return Math.max(0, ...items.map((i) => textWidth(i.label) + (i.spec.length ? 2 * CHAR_W : 0)));
}

export function layoutStatechart(graph: StatechartGraph): StatechartLayout {
  const root = graph.states.find((s) => s.parent === null);
  const nodes = new Map<string, LayoutNode>();
  const addNode = (node: Omit<LayoutNode, 'x' | 'y' | 'notes' | 'lines' | 'code'> & { notes?: string[]; lines?: string[]; code?: string | null }) =>
    nodes.set(node.id, { notes: [], lines: [node.label], code: null, ...node, x: 0, y: 0 });

  addNode({ id: START, kind: 'start', label: '', type: 'pseudo', w: 14, h: 14, spec: [] });
  for (const s of graph.states) {
    if (s === root) continue;
    const notes = s.notes ?? [];
    const label = s.description ?? s.name;
    const lines = s.description ? wrapLabel(s.description) : [s.name];
    const code = s.description ? s.name : null;
    const small = code === null ? notes : [code, ...notes];
    const w = Math.max(64, ...lines.map((l) => textWidth(l) + 2 * NODE_PAD), ...small.map((n) => noteWidth(n) + 2 * NODE_PAD));
    const h = NODE_H + (lines.length - 1) * LINE_H + small.length * NOTE_LINE_H;
    addNode({ id: s.id, kind: 'state', label, lines, code, type: s.type, w, h, spec: s.spec, notes });
  }
  const rootId = root?.id ?? '';
  const needsAny = graph.transitions.some((t) => t.source === rootId || t.targets.includes(rootId));
  if (needsAny) {
    const label = '(any state)';
    addNode({ id: ANY, kind: 'any', label, type: 'pseudo', w: textWidth(label) + 2 * NODE_PAD, h: NODE_H, spec: root?.spec ?? [] });
  }
  const nodeOf = (stateId: string) => (stateId === rootId ? ANY : stateId);

  const drafts: DraftEdge[] = [];
  for (const target of root?.initial ?? []) drafts.push({ kind: 'initial', from: START, to: target, items: [] });
  for (const s of graph.states) {
    if (s === root || (s.type !== 'compound' && s.type !== 'parallel')) continue;
    for (const target of s.initial) drafts.push({ kind: 'initial', from: s.id, to: target, items: [] });
  }
  // transitions between the same two boxes share one edge, one label line each
  const shared = new Map<string, DraftEdge>();
  for (const t of graph.transitions) {
    const text = t.guard ? `${t.event} [${t.guard}]` : t.event;
    const item: EdgeItem = { name: t.name, text, label: t.description ?? text, spec: t.spec };
    const from = nodeOf(t.source);
    const targets = t.targets.length ? t.targets.map(nodeOf) : [from];
    for (const to of targets) {
      const key = `${from}\u0000${to}`;
      const edge = shared.get(key);
      if (edge) edge.items.push(item);
      else {
        const draft: DraftEdge = { kind: 'transition', from, to, items: [item] };
        shared.set(key, draft);
        drafts.push(draft);
      }
    }
  }
  const edgesIn = drafts.filter((d) => nodes.has(d.from) && nodes.has(d.to));
  const loops = edgesIn.filter((d) => d.from === d.to);
  const links = edgesIn.filter((d) => d.from !== d.to);

  // self loops make their box taller and reserve room on its right for their labels
  const loopOf = new Map<string, DraftEdge>(loops.map((l) => [l.from, l]));
  for (const [id, loop] of loopOf) {
    const node = nodes.get(id)!;
    node.h = Math.max(node.h, loop.items.length * LINE_H + 12);
  }

  // 1. break cycles: depth-first from the start, then from every node not reached yet
  const ids = [...nodes.keys()];
  const out = new Map<string, DraftEdge[]>(ids.map((id) => [id, []]));
  for (const e of links) out.get(e.from)!.push(e);
  const reversed = new Set<DraftEdge>();
  const status = new Map<string, 1 | 2>();
  const discovery: string[] = [];
  const dfs = (id: string) => {
    status.set(id, 1);
    discovery.push(id);
    for (const e of out.get(id)!) {
      const st = status.get(e.to);
      if (st === 1) reversed.add(e);
      else if (st === undefined) dfs(e.to);
    }
    status.set(id, 2);
  };
  for (const id of [START, ...(needsAny ? [ANY] : []), ...ids]) if (!status.has(id)) dfs(id);

  // 2. layers by longest path over the acyclic orientation
  const oriented = links.map((e) => (reversed.has(e) ? { e, lo: e.to, hi: e.from } : { e, lo: e.from, hi: e.to }));
  const layer = new Map<string, number>(ids.map((id) => [id, 0]));
  const indegree = new Map<string, number>(ids.map((id) => [id, 0]));
  for (const o of oriented) indegree.set(o.hi, indegree.get(o.hi)! + 1);
  const queue = discovery.filter((id) => indegree.get(id) === 0);
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i]!;
    for (const o of oriented) {
      if (o.lo !== id) continue;
      layer.set(o.hi, Math.max(layer.get(o.hi)!, layer.get(id)! + 1));
      indegree.set(o.hi, indegree.get(o.hi)! - 1);
      if (indegree.get(o.hi) === 0) queue.push(o.hi);
    }
  }

  // 3. vertices: real nodes on even ranks, one dummy per rank crossed (the label slot first)
  const vertices = new Map<string, Vertex>();
  const discoveryIndex = new Map(discovery.map((id, i) => [id, i]));
  for (const id of ids) {
    const node = nodes.get(id)!;
    const loop = loopOf.get(id);
    const loopLabel = loop ? labelWidth(loop.items) : 0;
    vertices.set(id, {
      id,
      rank: 2 * layer.get(id)!,
      left: node.w / 2,
      right: node.w / 2 + (loopLabel ? loopLabel + 30 : 0),
      h: node.h,
      real: true,
      x: 0,
      order: discoveryIndex.get(id) ?? 0,
    });
  }
  interface Chain {
    edge: DraftEdge;
    reversed: boolean;
    /** vertex ids from the upper end to the lower end */
    path: string[];
    labelAt: string | null;
  }
  const chains: Chain[] = [];
  oriented.forEach((o, n) => {
    const top = vertices.get(o.lo)!;
    const bottom = vertices.get(o.hi)!;
    const path = [o.lo];
    let labelAt: string | null = null;
    const isReversed = reversed.has(o.e);
    // the label sits next to the edge's real source: just below it, or just above it when reversed
    const labelRank = isReversed ? bottom.rank - 1 : top.rank + 1;
    for (let r = top.rank + 1; r < bottom.rank; r++) {
      const id = `__d${n}_${r}`;
      const hasLabel = r === labelRank && o.e.items.length > 0;
      const labelW = hasLabel ? labelWidth(o.e.items) + 12 : 0;
      vertices.set(id, {
        id,
        rank: r,
        left: hasLabel ? 6 : 5,
        right: hasLabel ? labelW : 5,
        h: hasLabel ? o.e.items.length * LINE_H + 4 : 6,
        real: false,
        x: 0,
        order: top.order + n / 1000,
      });
      if (hasLabel) labelAt = id;
      path.push(id);
    }
    path.push(o.hi);
    chains.push({ edge: o.e, reversed: isReversed, path, labelAt });
  });

  // 4. order within ranks: barycenter sweeps, best crossing count wins
  const maxRank = Math.max(0, ...[...vertices.values()].map((v) => v.rank));
  const ranks: string[][] = Array.from({ length: maxRank + 1 }, () => []);
  for (const v of [...vertices.values()].sort((a, b) => a.order - b.order)) ranks[v.rank]!.push(v.id);
  const segments: Array<[string, string]> = [];
  for (const c of chains) for (let i = 1; i < c.path.length; i++) segments.push([c.path[i - 1]!, c.path[i]!]);
  const up = new Map<string, string[]>();
  const down = new Map<string, string[]>();
  for (const [a, b] of segments) {
    down.set(a, [...(down.get(a) ?? []), b]);
    up.set(b, [...(up.get(b) ?? []), a]);
  }
  const position = () => new Map(ranks.flatMap((rank) => rank.map((id, i) => [id, i] as const)));
  const crossings = () => countCrossings(ranks, segments);
  let best = ranks.map((r) => [...r]);
  let bestCrossings = crossings();
  for (let sweep = 0; sweep < 8 && bestCrossings > 0; sweep++) {
    const downward = sweep % 2 === 0;
    for (let k = 1; k <= maxRank; k++) {
      const r = downward ? k : maxRank - k;
      const pos = position();
      const neighbours = downward ? up : down;
      const bary = new Map<string, number>();
      ranks[r]!.forEach((id, i) => {
        const ns = (neighbours.get(id) ?? []).map((n) => pos.get(n)!);
        bary.set(id, ns.length ? ns.reduce((s, x) => s + x, 0) / ns.length : i);
      });
      ranks[r]!.sort((a, b) => bary.get(a)! - bary.get(b)!);
    }
    const c = crossings();
    if (c < bestCrossings) {
      bestCrossings = c;
      best = ranks.map((rank) => [...rank]);
    }
  }
  best.forEach((rank, r) => (ranks[r] = rank));

  // 5. x: pack each rank, then pull every vertex toward its neighbours, alternating directions
  const pack = (rank: string[], desired: Map<string, number>) => {
    const vs = rank.map((id) => vertices.get(id)!);
    vs.forEach((v, i) => {
      v.x = desired.get(v.id) ?? v.x;
      if (i > 0) {
        const prev = vs[i - 1]!;
        v.x = Math.max(v.x, prev.x + prev.right + GAP_X + v.left);
      }
    });
    // keep the rank centred on where its vertices wanted to be
    const offsets = vs.filter((v) => desired.has(v.id)).map((v) => desired.get(v.id)! - v.x);
    const shift = offsets.length ? offsets.reduce((s, x) => s + x, 0) / offsets.length : 0;
    for (const v of vs) v.x += shift;
  };
  for (const rank of ranks) pack(rank, new Map());
  for (let iter = 0; iter < 12; iter++) {
    const downward = iter % 2 === 0;
    for (let k = 1; k <= maxRank; k++) {
      const r = downward ? k : maxRank - k;
      const neighbours = downward ? up : down;
      const desired = new Map<string, number>();
      for (const id of ranks[r]!) {
        const ns = neighbours.get(id) ?? [];
        if (ns.length) desired.set(id, ns.reduce((s, n) => s + vertices.get(n)!.x, 0) / ns.length);
      }
      pack(ranks[r]!, desired);
    }
  }
  const minX = Math.min(...[...vertices.values()].map((v) => v.x - v.left));
  const maxX = Math.max(...[...vertices.values()].map((v) => v.x + v.right));
  for (const v of vertices.values()) v.x += MARGIN - minX;

  // 6. y: one band per rank
  const rankTop: number[] = [];
  const rankHeight: number[] = [];
  let y = MARGIN;
  for (let r = 0; r <= maxRank; r++) {
    const h = Math.max(6, ...ranks[r]!.map((id) => vertices.get(id)!.h));
    rankTop.push(y);
    rankHeight.push(h);
    y += h + RANK_GAP;
  }
  const centerY = (id: string) => {
    const v = vertices.get(id)!;
    return rankTop[v.rank]! + rankHeight[v.rank]! / 2;
  };
  for (const node of nodes.values()) {
    node.x = vertices.get(node.id)!.x;
    node.y = centerY(node.id);
  }

  // 7. edges: spread ports along box sides, route through the dummies
  const ports = new Map<string, Array<{ chain: Chain; end: 'top' | 'bottom'; towardX: number }>>();
  for (const c of chains) {
    const first = c.path[0]!;
    const last = c.path[c.path.length - 1]!;
    ports.set(first, [...(ports.get(first) ?? []), { chain: c, end: 'top', towardX: vertices.get(c.path[1]!)!.x }]);
    ports.set(last, [...(ports.get(last) ?? []), { chain: c, end: 'bottom', towardX: vertices.get(c.path[c.path.length - 2]!)!.x }]);
  }
  const portX = new Map<string, number>();
  for (const [id, list] of ports) {
    const node = nodes.get(id)!;
    for (const side of ['top', 'bottom'] as const) {
      // 'top' end of a chain leaves the node's bottom side, and the reverse
      const here = list.filter((p) => p.end === side).sort((a, b) => a.towardX - b.towardX);
      here.forEach((p, i) => {
        const span = node.kind === 'start' ? 0 : node.w * 0.7;
        portX.set(`${id}|${chainKey(p.chain)}|${side}`, node.x - span / 2 + (span * (i + 1)) / (here.length + 1));
      });
    }
  }
  const edges: LayoutEdge[] = [];
  for (const c of chains) {
    const first = nodes.get(c.path[0]!)!;
    const last = nodes.get(c.path[c.path.length - 1]!)!;
    const points: Point[] = [{ x: portX.get(`${first.id}|${chainKey(c)}|top`)!, y: first.y + first.h / 2 }];
    let label: LayoutEdge['label'] = null;
    for (const id of c.path.slice(1, -1)) {
      const v = vertices.get(id)!;
      const cy = centerY(id);
      if (id === c.labelAt) {
        const lineX = v.x;
        points.push({ x: lineX, y: cy - v.h / 2 }, { x: lineX, y: cy + v.h / 2 });
        label = { x: lineX + 6, y: cy - v.h / 2 + 2 };
      } else {
        points.push({ x: v.x, y: cy });
      }
    }
    points.push({ x: portX.get(`${last.id}|${chainKey(c)}|bottom`)!, y: last.y - last.h / 2 });
    if (c.reversed) points.reverse();
    edges.push({ kind: c.edge.kind, from: c.edge.from, to: c.edge.to, items: c.edge.items, self: false, points, label });
  }
  for (const [id, loop] of loopOf) {
    const node = nodes.get(id)!;
    const right = node.x + node.w / 2;
    const y0 = node.y - Math.min(node.h / 2 - 5, (loop.items.length * LINE_H) / 2);
    const y1 = node.y + Math.min(node.h / 2 - 5, (loop.items.length * LINE_H) / 2);
    edges.push({
      kind: 'transition',
      from: id,
      to: id,
      items: loop.items,
      self: true,
      points: [
        { x: right, y: y0 },
        { x: right + 16, y: y0 },
        { x: right + 16, y: y1 },
        { x: right, y: y1 },
      ],
      label: { x: right + 22, y: node.y - (loop.items.length * LINE_H) / 2 },
    });
  }

  return {
    width: Math.ceil(maxX - minX + 2 * MARGIN),
    height: Math.ceil(y - RANK_GAP + MARGIN),
    nodes: [...nodes.values()],
    edges,
  };
}

const chainKeys = new WeakMap<object, number>();
let chainCounter = 0;
function chainKey(chain: object): number {
  let k = chainKeys.get(chain);
  if (k === undefined) {
    k = ++chainCounter;
    chainKeys.set(chain, k);
  }
  return k;
}

/** Crossings between segments of adjacent ranks for the given order. */
export function countCrossings(ranks: readonly string[][], segments: ReadonlyArray<readonly [string, string]>): number {
  const pos = new Map(ranks.flatMap((rank) => rank.map((id, i) => [id, i] as const)));
  const byRank = new Map<number, Array<[number, number]>>();
  const rankOf = new Map(ranks.flatMap((rank, r) => rank.map((id) => [id, r] as const)));
  for (const [a, b] of segments) {
    const r = rankOf.get(a)!;
    byRank.set(r, [...(byRank.get(r) ?? []), [pos.get(a)!, pos.get(b)!]]);
  }
  let total = 0;
  for (const list of byRank.values()) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const [a1, b1] = list[i]!;
        const [a2, b2] = list[j]!;
        if ((a1 - a2) * (b1 - b2) < 0) total++;
      }
    }
  }
  return total;
}

// ──────────────────────────── SVG ────────────────────────────

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A smooth path through the points, leaving and entering vertically (loops: straight). */
export function pathData(points: readonly Point[], self = false): string {
  const f = (n: number) => Math.round(n * 10) / 10;
  if (!points.length) return '';
  if (self) return `M${points.map((p) => `${f(p.x)},${f(p.y)}`).join(' L')}`;
  let d = `M${f(points[0]!.x)},${f(points[0]!.y)}`;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    if (a.x === b.x) d += ` L${f(b.x)},${f(b.y)}`;
    else {
      const my = (a.y + b.y) / 2;
      d += ` C${f(a.x)},${f(my)} ${f(b.x)},${f(my)} ${f(b.x)},${f(b.y)}`;
    }
  }
  return d;
}

export interface SvgOptions {
  /** names of states (`form.editing`) the paths never visited: drawn red */
  unvisitedStates?: readonly string[];
  /** names of transitions the paths never took: drawn red and dashed */
  unvisitedTransitions?: readonly string[];
  /** ids of the active states (a live view): drawn green; every state gets `data-active` */
  active?: readonly string[];
  /** names of the transitions the last event took: drawn green on top; labels get `data-taken` */
  taken?: readonly string[];
  /** the svg's accessible name (default `Statechart of <machine id>`) */
  title?: string;
  /** prefix of the marker ids (default: the machine id), unique per page */
  idPrefix?: string;
}

const COLORS = {
  ink: '#1f2933',
  muted: '#616e7c',
  edge: '#52606d',
  red: '#c62828',
  redFill: '#fdecea',
  fill: '#f5f7fa',
  final: '#e3f2e8',
  taken: '#1b7a35',
  activeFill: '#d3f9d8',
};

/** The diagram as an inline `<svg>` element (no external references). */
export function statechartSvg(graph: StatechartGraph, options: SvgOptions = {}): string {
  const layout = layoutStatechart(graph);
  const uid = (options.idPrefix ?? graph.id).replace(/[^A-Za-z0-9_-]/g, '_');
  const unvisitedStates = new Set(options.unvisitedStates ?? []);
  const unvisitedTransitions = new Set(options.unvisitedTransitions ?? []);
  const active = options.active ? new Set(options.active) : null;
  const taken = options.taken ? new Set(options.taken) : null;
  const nameOf = new Map(graph.states.map((s) => [s.id, s.name]));
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" class="statechart" viewBox="0 0 ${layout.width} ${layout.height}" width="${layout.width}" height="${layout.height}" role="img" aria-label="${escapeXml(options.title ?? `Statechart of ${graph.id}`)}" data-machine="${escapeXml(graph.id)}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="12">`,
    '<defs>',
    ...(['edge', 'red', 'muted', 'taken'] as const).map(
      (c) =>
        `<marker id="${uid}-arrow-${c}" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="9" markerHeight="9" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${COLORS[c]}"/></marker>`,
    ),
    '</defs>',
  );
  const isTaken = (e: LayoutEdge) => e.items.some((i) => taken?.has(i.name));
  // taken transitions last, so they are drawn on top
  for (const e of [...layout.edges].sort((a, b) => Number(isTaken(a)) - Number(isTaken(b)))) {
    const missedItems = e.items.filter((i) => unvisitedTransitions.has(i.name));
    const missed = e.items.length > 0 && missedItems.length === e.items.length;
    const hot = isTaken(e);
    const color = e.kind === 'initial' ? 'muted' : hot ? 'taken' : missed ? 'red' : 'edge';
    const dash = e.kind === 'initial' && e.from !== START ? ' stroke-dasharray="2 3"' : missed && !hot ? ' stroke-dasharray="5 3"' : '';
    const title = e.items
      .map((i) => (i.label !== i.text ? `${i.label}: ` : '') + i.name + (i.spec.length ? ` (spec: ${i.spec.join(', ')})` : '') + (unvisitedTransitions.has(i.name) ? ' — not covered' : ''))
      .join('\n');
    parts.push(
      `<g class="edge${missed ? ' unvisited' : ''}">${title ? `<title>${escapeXml(title)}</title>` : ''}<path d="${pathData(e.points, e.self)}" fill="none" stroke="${COLORS[color]}" stroke-width="${hot ? 2.5 : 1.3}"${dash} marker-end="url(#${uid}-arrow-${color})"/>`,
    );
    if (e.label) {
      e.items.forEach((item, i) => {
        const red = unvisitedTransitions.has(item.name);
        const itemTaken = taken?.has(item.name) ?? false;
        const text = escapeXml(item.label) + (item.spec.length ? ' §' : '');
        // data-edge stays the event, so tests and tools find a transition whatever its wording
        const attrs = `data-edge="${escapeXml(item.text)}"${taken ? ` data-taken="${itemTaken}"` : ''}${itemTaken ? ' font-weight="700"' : ''}`;
        const hover = item.label !== item.text ? `<title>${escapeXml(item.text)}</title>` : '';
        parts.push(`<text x="${e.label!.x}" y="${e.label!.y + LINE_H * (i + 1) - 3}" fill="${itemTaken ? COLORS.taken : red ? COLORS.red : COLORS.ink}" ${attrs}>${hover}${text}</text>`);
      });
    }
    parts.push('</g>');
  }
  for (const n of layout.nodes) {
    if (n.kind === 'start') {
      parts.push(`<circle cx="${n.x}" cy="${n.y}" r="6" fill="${COLORS.ink}"><title>start</title></circle>`);
      continue;
    }
    const name = nameOf.get(n.id) ?? n.label;
    const missed = n.kind === 'state' && unvisitedStates.has(name);
    const x = n.x - n.w / 2;
    const y = n.y - n.h / 2;
    const on = active?.has(n.id) ?? false;
    const compound = n.type === 'compound' || n.type === 'parallel';
    const fill = missed ? COLORS.redFill : on && !compound ? COLORS.activeFill : n.type === 'final' ? COLORS.final : n.kind === 'any' ? '#fff' : COLORS.fill;
    const stroke = missed ? COLORS.red : on ? COLORS.taken : COLORS.ink;
    const dash = n.kind === 'any' || n.type === 'compound' || n.type === 'parallel' ? ' stroke-dasharray="4 3"' : '';
    const said = n.code !== null ? `${n.label} — state ` : '';
    const title = `${n.kind === 'any' ? 'transitions declared on the machine root apply in every state' : said + name}${n.type === 'final' ? ' (final)' : ''}${n.spec.length ? `\nspec: ${n.spec.join(', ')}` : ''}${missed ? '\nnot covered' : ''}`;
    parts.push(
      `<g class="state${missed ? ' unvisited' : ''}" data-state="${escapeXml(n.id)}" data-name="${escapeXml(name)}"${active && n.kind === 'state' ? ` data-active="${on}"` : ''}><title>${escapeXml(title)}</title>`,
      `<rect x="${x}" y="${y}" width="${n.w}" height="${n.h}" rx="7" fill="${fill}" stroke="${stroke}" stroke-width="${on ? 2.5 : 1.2}"${dash}/>`,
    );
    if (n.type === 'final') parts.push(`<rect x="${x + 3}" y="${y + 3}" width="${n.w - 6}" height="${n.h - 6}" rx="5" fill="none" stroke="${stroke}"/>`);
    // the label's lines, then in small type the code name (under a description) and the notes
    const small = n.code === null ? 0 : 1;
    const top = n.y + 4 - ((n.lines.length - 1) * LINE_H + (small + n.notes.length) * NOTE_LINE_H) / 2;
    const below = top + (n.lines.length - 1) * LINE_H;
    parts.push(
      ...n.lines.map((line, i) => `<text x="${n.x}" y="${top + LINE_H * i}" text-anchor="middle" fill="${missed ? COLORS.red : COLORS.ink}" font-weight="${on ? 700 : 600}">${escapeXml(line)}</text>`),
      ...(n.code === null ? [] : [`<text x="${n.x}" y="${below + NOTE_LINE_H}" text-anchor="middle" font-size="10.5" font-family="ui-monospace, SFMono-Regular, Menlo, monospace" fill="${COLORS.muted}" class="code">${escapeXml(n.code)}</text>`]),
      ...n.notes.map((note, i) => `<text x="${n.x}" y="${below + NOTE_LINE_H * (small + i + 1)}" text-anchor="middle" font-size="11" fill="${COLORS.muted}">${escapeXml(note)}</text>`),
    );
    if (n.spec.length) parts.push(`<text x="${x + n.w - 4}" y="${y + 11}" text-anchor="end" font-size="10" fill="${COLORS.muted}">§${n.spec.length}</text>`);
    parts.push('</g>');
  }
  parts.push('</svg>');
  return parts.join('');
}
