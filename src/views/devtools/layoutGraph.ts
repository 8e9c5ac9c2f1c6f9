import type { GraphEdge, GraphNode, MachineGraph } from './machineGraph';

// A small layered layout, enough for our machines. Inside each compound state the children are
// put in rows: the initial child first, every other child one row below the lowest state that
// leads to it (longest path, ignoring edges that go back up); within a row, children sit under
// the states they come from. Parallel regions sit side by side. Boxes size themselves from
// their text. Edges: a curve down to the next row; a lane on the left for an edge that skips
// rows, on the right for one going back up; an arc under a row between states of that row; a
// loop for a state to itself. Labels are moved down until they cover no other label or state.

/** Width of one character of the diagram's monospace font (12px), with a little slack. */
export const CHAR_WIDTH = 7.4;
export const SMALL_FONT_SIZE = 11;
const SMALL_CHAR_WIDTH = 6.8;
export const LINE = 15;
const LEAF_PAD_X = 12;
const LEAF_MIN_WIDTH = 72;
const LEAF_BASE_HEIGHT = 30;
const HEADER = 24;
const PAD = 18;
const H_GAP = 44;
const V_GAP = 52;
const LABEL_HEIGHT = 14;
const LOOP = 28;
const LANE_STEP = 16;
const MARGIN = 8;

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Box extends Rect {
  readonly id: string;
  readonly depth: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface RoutedEdge {
  readonly edge: GraphEdge;
  /** SVG path data. */
  readonly path: string;
  readonly label: Point;
  readonly labelAnchor: 'start' | 'middle' | 'end';
}

export interface InitialMarker {
  readonly targetId: string;
  readonly dot: Point;
  readonly to: Point;
}

export interface Layout {
  readonly width: number;
  readonly height: number;
  /** Everything is drawn shifted right by this much (room for left lanes). */
  readonly offsetX: number;
  readonly boxes: ReadonlyMap<string, Box>;
  readonly edges: readonly RoutedEdge[];
  readonly initials: readonly InitialMarker[];
}

const textWidth = (text: string, charWidth = CHAR_WIDTH): number => text.length * charWidth;

/** Extra lines under a state's name: actors it runs, events it handles without leaving. */
export function leafLines(node: GraphNode): string[] {
  return [...node.invokes.map((id) => `runs ${id}`), ...node.selfEvents.map((label) => `↻ ${label}`)];
}

const overlaps = (a: Rect, b: Rect): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const containsRect = (outer: Rect, inner: Rect): boolean =>
  outer !== inner && inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

/** Rows of a compound state's children (see the file comment). */
export function rankChildren(graph: MachineGraph, compound: GraphNode): string[][] {
  const children = compound.childIds;
  if (compound.kind === 'parallel' || children.length === 0) return children.length ? [[...children]] : [];
  const childUnder = (id: string): string | undefined => {
    let current = graph.nodes.get(id);
    while (current && current.parentId !== null) {
      if (current.parentId === compound.id) return current.id;
      current = graph.nodes.get(current.parentId);
    }
    return undefined;
  };
  const next = new Map<string, string[]>(children.map((c) => [c, []]));
  for (const edge of graph.edges) {
    const from = childUnder(edge.sourceId);
    const to = childUnder(edge.targetId);
    if (from !== undefined && to !== undefined && from !== to && !next.get(from)!.includes(to)) next.get(from)!.push(to);
  }

  // Depth-first from the initial child: an edge to a state still on the stack goes back up.
  const start = compound.initialId ?? children[0]!;
  const forward = new Map<string, string[]>(children.map((c) => [c, []]));
  const state = new Map<string, 'open' | 'done'>();
  const postOrder: string[] = [];
  const visit = (id: string) => {
    state.set(id, 'open');
    for (const target of next.get(id)!) {
      if (state.get(target) === 'open') continue;
      forward.get(id)!.push(target);
      if (!state.has(target)) visit(target);
    }
    state.set(id, 'done');
    postOrder.push(id);
  };
  visit(start);
  for (const child of children) if (!state.has(child)) visit(child);

  const rank = new Map<string, number>(children.map((c) => [c, 0]));
  for (const id of [...postOrder].reverse()) for (const target of forward.get(id)!) rank.set(target, Math.max(rank.get(target)!, rank.get(id)! + 1));

  const rows: string[][] = [];
  for (const child of children) (rows[rank.get(child)!] ??= []).push(child);
  const compact = rows.filter((row) => row.length > 0);
  // The initial state leads its row; later rows sit under their predecessors (barycentre).
  compact[0]!.sort((a, b) => Number(b === start) - Number(a === start));
  const position = new Map<string, number>();
  compact.forEach((row, r) => {
    if (r > 0) {
      const weight = (id: string) => {
        const preds = children.filter((p) => forward.get(p)!.includes(id) && position.has(p));
        return preds.length ? preds.reduce((sum, p) => sum + position.get(p)!, 0) / preds.length : Number.POSITIVE_INFINITY;
      };
      const weights = new Map(row.map((id) => [id, weight(id)]));
      row.sort((a, b) => weights.get(a)! - weights.get(b)! || children.indexOf(a) - children.indexOf(b));
    }
    row.forEach((id, i) => position.set(id, (i + 0.5) / row.length));
  });
  return compact;
}

export function layoutGraph(graph: MachineGraph): Layout {
  const { nodes } = graph;
  const node = (id: string): GraphNode => {
    const found = nodes.get(id);
    if (!found) throw new Error(`unknown state node ${id}`);
    return found;
  };
  const rowsOf = new Map<string, string[][]>();
  const gapsOf = new Map<string, number[]>();
  const sizes = new Map<string, { width: number; height: number }>();

  // Room between two rows for the labels of the edges that run between them.
  const gapsBetween = (rows: string[][]): number[] =>
    rows.slice(0, -1).map((row, i) => {
      const below = new Set(rows[i + 1]);
      const inRow = (id: string, ids: readonly string[]) => ids.some((r) => id === r || id.startsWith(`${r}.`));
      const count = graph.edges.filter((e) => inRow(e.sourceId, row) && inRow(e.targetId, [...below])).length;
      return Math.max(V_GAP, 18 + count * LABEL_HEIGHT);
    });

  const measure = (id: string): { width: number; height: number } => {
    const n = node(id);
    const lines = leafLines(n);
    let size: { width: number; height: number };
    if (n.childIds.length === 0) {
      const width = Math.max(LEAF_MIN_WIDTH, textWidth(n.key) + 2 * LEAF_PAD_X, ...lines.map((l) => textWidth(l, SMALL_CHAR_WIDTH) + 2 * LEAF_PAD_X));
      size = { width, height: LEAF_BASE_HEIGHT + lines.length * LINE };
    } else {
      const rows = rankChildren(graph, n);
      const gaps = gapsBetween(rows);
      rowsOf.set(id, rows);
      gapsOf.set(id, gaps);
      let innerWidth = 0;
      let innerHeight = 0;
      rows.forEach((row, i) => {
        const rowSizes = row.map(measure);
        innerWidth = Math.max(innerWidth, rowSizes.reduce((sum, s) => sum + s.width, 0) + H_GAP * (row.length - 1));
        innerHeight += Math.max(...rowSizes.map((s) => s.height)) + (i > 0 ? gaps[i - 1]! : 0);
      });
      const header = HEADER + lines.length * LINE;
      const width = Math.max(innerWidth + 2 * PAD, textWidth(n.key) + 2 * PAD, ...lines.map((l) => textWidth(l, SMALL_CHAR_WIDTH) + 2 * PAD));
      size = { width, height: header + PAD + innerHeight + PAD };
    }
    sizes.set(id, size);
    return size;
  };

  const boxes = new Map<string, Box>();
  const initials: InitialMarker[] = [];
  const place = (id: string, x: number, y: number, depth: number): void => {
    const n = node(id);
    const size = sizes.get(id)!;
    boxes.set(id, { id, x, y, width: size.width, height: size.height, depth });
    const rows = rowsOf.get(id);
    if (!rows) return;
    const gaps = gapsOf.get(id)!;
    let rowY = y + HEADER + leafLines(n).length * LINE + PAD;
    rows.forEach((row, i) => {
      const rowSizes = row.map((c) => sizes.get(c)!);
      const rowWidth = rowSizes.reduce((sum, s) => sum + s.width, 0) + H_GAP * (row.length - 1);
      let childX = x + (size.width - rowWidth) / 2;
      row.forEach((child, j) => {
        place(child, childX, rowY, depth + 1);
        childX += rowSizes[j]!.width + H_GAP;
      });
      rowY += Math.max(...rowSizes.map((s) => s.height)) + (gaps[i] ?? 0);
    });
    if (n.initialId !== undefined) {
      const target = boxes.get(n.initialId);
      if (target) initials.push({ targetId: n.initialId, dot: { x: target.x + 12, y: target.y - 13 }, to: { x: target.x + 12, y: target.y } });
    }
  };

  measure(graph.rootId);
  place(graph.rootId, MARGIN, MARGIN, 0);
  const root = boxes.get(graph.rootId)!;

  // Boxes an edge between s and t must not cross: all but s, t and the states containing them.
  const obstaclesFor = (s: Box, t: Box): Box[] =>
    [...boxes.values()].filter((b) => b !== s && b !== t && !containsRect(b, s) && !containsRect(b, t) && b.id !== graph.rootId);
  const leaves = [...boxes.values()].filter((b) => node(b.id).childIds.length === 0);
  const crosses = (from: Point, to: Point, obstacles: readonly Box[]): boolean => {
    for (let i = 1; i < 20; i++) {
      const p = { x: from.x + ((to.x - from.x) * i) / 20, y: from.y + ((to.y - from.y) * i) / 20 };
      if (obstacles.some((b) => p.x > b.x && p.x < b.x + b.width && p.y > b.y && p.y < b.y + b.height)) return true;
    }
    return false;
  };
  const spanOf = (s: Box, t: Box, obstacles: readonly Box[]) => {
    const top = Math.min(s.y, t.y);
    const bottom = Math.max(s.y + s.height, t.y + t.height);
    const between = [s, t, ...obstacles.filter((b) => b.y < bottom && b.y + b.height > top)];
    return { left: Math.min(...between.map((b) => b.x)), right: Math.max(...between.map((b) => b.x + b.width)) };
  };

  const routed: RoutedEdge[] = [];
  const placed: Rect[] = [];
  const pairs = new Map<string, number>();
  let leftLanes = 0;
  let rightLanes = 0;
  let arcs = 0;

  for (const edge of graph.edges) {
    const s = boxes.get(edge.sourceId);
    const t = boxes.get(edge.targetId);
    if (!s || !t) continue;
    const pair = `${edge.sourceId}>${edge.targetId}`;
    const nth = pairs.get(pair) ?? 0;
    pairs.set(pair, nth + 1);
    const obstacles = obstaclesFor(s, t);
    let route: RoutedEdge;

    if (s === t) {
      const top = s.y + 6 + nth * 8;
      const bottom = s.y + Math.min(s.height - 6, 28) + nth * 8;
      const out = s.x + s.width + LOOP + nth * 14;
      route = {
        edge,
        path: `M ${s.x + s.width} ${top} C ${out} ${top - 8}, ${out} ${bottom + 8}, ${s.x + s.width} ${bottom}`,
        label: { x: out + 4, y: (top + bottom) / 2 + 4 },
        labelAnchor: 'start',
      };
    } else if (containsRect(t, s) || containsRect(s, t)) {
      // Into the enclosing state, or from it to a state inside: a hop to the other border.
      const inner = containsRect(t, s) ? s : t;
      const outer = inner === s ? t : s;
      const y = inner.y + inner.height / 2 + nth * 10;
      const from = inner === s ? { x: s.x + s.width, y } : { x: outer.x + outer.width, y };
      const to = inner === s ? { x: outer.x + outer.width, y } : { x: inner.x + inner.width, y };
      const bend = Math.max(from.x, to.x) + LOOP;
      route = {
        edge,
        path: `M ${from.x} ${from.y} C ${bend} ${from.y - 20}, ${bend} ${to.y - 20}, ${to.x} ${to.y}`,
        label: { x: bend + 4, y: y - 12 },
        labelAnchor: 'start',
      };
    } else if (t.y >= s.y + s.height) {
      const shift = nth * 14;
      const from = { x: s.x + s.width / 2 + shift, y: s.y + s.height };
      const to = { x: t.x + t.width / 2 + shift, y: t.y };
      if (!crosses(from, to, obstacles)) {
        const dy = Math.max(20, (to.y - from.y) / 2);
        const straight = Math.abs(from.x - to.x) < 4;
        route = {
          edge,
          path: `M ${from.x} ${from.y} C ${from.x} ${from.y + dy}, ${to.x} ${to.y - dy}, ${to.x} ${to.y}`,
          // Beside a straight line, on the middle of a slanted one.
          label: { x: straight ? from.x + 6 : (from.x + to.x) / 2, y: (from.y + to.y) / 2 + 4 },
          labelAnchor: straight ? 'start' : 'middle',
        };
      } else {
        // Down past other states: along a lane on the left.
        const lane = spanOf(s, t, obstacles).left - 20 - LANE_STEP * leftLanes++;
        const a = { x: s.x, y: s.y + s.height / 2 };
        const b = { x: t.x, y: t.y + t.height / 2 };
        route = {
          edge,
          path: `M ${a.x} ${a.y} C ${lane} ${a.y}, ${lane} ${b.y}, ${b.x} ${b.y}`,
          label: { x: lane + (Math.min(a.x, b.x) - lane) * 0.25 - 4, y: (a.y + b.y) / 2 + 4 },
          labelAnchor: 'end',
        };
      }
    } else if (t.y + t.height <= s.y) {
      // Back up: along a lane on the right.
      const lane = spanOf(s, t, obstacles).right + 20 + LANE_STEP * rightLanes++;
      const a = { x: s.x + s.width, y: s.y + s.height / 2 };
      const b = { x: t.x + t.width, y: t.y + t.height / 2 };
      route = {
        edge,
        path: `M ${a.x} ${a.y} C ${lane} ${a.y}, ${lane} ${b.y}, ${b.x} ${b.y}`,
        label: { x: lane - (lane - Math.max(a.x, b.x)) * 0.25 + 4, y: (a.y + b.y) / 2 + 4 },
        labelAnchor: 'start',
      };
    } else {
      const rightward = t.x >= s.x + s.width;
      const y = s.y + s.height / 2 + nth * 10;
      const from = { x: rightward ? s.x + s.width : s.x, y };
      const to = { x: rightward ? t.x : t.x + t.width, y: t.y + t.height / 2 + nth * 10 };
      if (!crosses(from, to, obstacles)) {
        const mid = (from.x + to.x) / 2;
        route = {
          edge,
          path: `M ${from.x} ${from.y} C ${mid} ${from.y}, ${mid} ${to.y}, ${to.x} ${to.y}`,
          label: { x: mid, y: Math.min(from.y, to.y) - 6 },
          labelAnchor: 'middle',
        };
      } else {
        // Along the row past other states: an arc under it.
        const a = { x: s.x + s.width / 2 + 6, y: s.y + s.height };
        const b = { x: t.x + t.width / 2 - 6, y: t.y + t.height };
        const depth = Math.max(a.y, b.y) + 26 + 10 * arcs++;
        route = {
          edge,
          path: `M ${a.x} ${a.y} C ${a.x} ${depth}, ${b.x} ${depth}, ${b.x} ${b.y}`,
          label: { x: (a.x + b.x) / 2, y: depth - 2 },
          labelAnchor: 'middle',
        };
      }
    }
    routed.push(placeLabel(route, textWidth(edge.label, SMALL_CHAR_WIDTH), placed, leaves));
  }

  // Left lanes and labels may reach past the left margin: shift everything right to fit.
  const lanesLeft = Math.min(MARGIN, ...routed.map((r) => r.label.x - (r.labelAnchor === 'end' ? textWidth(r.edge.label, SMALL_CHAR_WIDTH) : 0)), ...pathXs(routed));
  const offsetX = Math.max(0, MARGIN - lanesLeft);
  const right = Math.max(root.x + root.width, ...placed.map((r) => r.x + r.width), ...pathXs(routed));
  const bottom = Math.max(root.y + root.height, ...placed.map((r) => r.y + r.height));
  return { width: Math.ceil(right + offsetX + MARGIN), height: Math.ceil(bottom + MARGIN), offsetX: Math.ceil(offsetX), boxes, edges: routed, initials };
}

// Every x coordinate in the paths (control points included): a bound on how far a curve reaches.
function pathXs(routed: readonly RoutedEdge[]): number[] {
  return routed.flatMap((r) => [...r.path.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1])));
}

/** Moves a label down a line at a time (at most a few) until it covers no other label or state. */
function placeLabel(route: RoutedEdge, width: number, placed: Rect[], leaves: readonly Box[]): RoutedEdge {
  const left = route.labelAnchor === 'middle' ? route.label.x - width / 2 : route.labelAnchor === 'end' ? route.label.x - width : route.label.x;
  const rectAt = (baseline: number): Rect => ({ x: left, y: baseline - 11, width, height: LABEL_HEIGHT });
  const blocked = (rect: Rect) => placed.some((p) => overlaps(rect, p)) || leaves.some((b) => overlaps(rect, b));
  let y = route.label.y;
  for (let step = 0; step < 8 && blocked(rectAt(y)); step++) y += LABEL_HEIGHT;
  if (blocked(rectAt(y))) y = route.label.y;
  placed.push(rectAt(y));
  return y === route.label.y ? route : { ...route, label: { x: route.label.x, y } };
}
