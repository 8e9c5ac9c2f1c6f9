import type { GraphEdge, GraphNode, MachineGraph } from './machineGraph';

// A small layered layout, enough for our machines: inside each compound state its children are
// ranked by distance from the initial child (following transitions between them) and stacked
// in rows, one row per rank; parallel regions sit side by side. Boxes size themselves from
// their text. Edges are Bézier curves: down the page for forward edges, around the right side
// for edges going back up, sideways within a row, and a loop for a state to itself.

export const FONT_SIZE = 12;
/** Width of one character of the diagram's monospace font, with a little slack. */
export const CHAR_WIDTH = 7.4;
export const SMALL_FONT_SIZE = 11;
const SMALL_CHAR_WIDTH = 6.8;
export const LINE = 15;
const LEAF_PAD_X = 12;
const LEAF_MIN_WIDTH = 72;
const LEAF_BASE_HEIGHT = 30;
const HEADER = 24;
const PAD = 18;
const H_GAP = 36;
const V_GAP = 58;
const LOOP = 28;
const BACK_STEP = 14;

export interface Box {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
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
  readonly labelAnchor: 'start' | 'middle';
}

export interface InitialMarker {
  readonly targetId: string;
  readonly dot: Point;
  readonly to: Point;
}

export interface Layout {
  readonly width: number;
  readonly height: number;
  readonly boxes: ReadonlyMap<string, Box>;
  readonly edges: readonly RoutedEdge[];
  readonly initials: readonly InitialMarker[];
}

const textWidth = (text: string, charWidth = CHAR_WIDTH): number => text.length * charWidth;

interface Size {
  readonly width: number;
  readonly height: number;
}

/** Extra lines under a leaf's name: events it handles in place, actors it runs. */
export function leafLines(node: GraphNode): string[] {
  return [...node.invokes.map((id) => `runs ${id}`), ...node.selfEvents.map((label) => `↻ ${label}`)];
}

export function layoutGraph(graph: MachineGraph): Layout {
  const { nodes } = graph;
  const node = (id: string): GraphNode => {
    const found = nodes.get(id);
    if (!found) throw new Error(`unknown state node ${id}`);
    return found;
  };

  // Which child of `ancestorId` contains `id` (or undefined when `id` is not below it).
  const childUnder = (ancestorId: string, id: string): string | undefined => {
    let current: GraphNode | undefined = nodes.get(id);
    while (current && current.parentId !== null) {
      if (current.parentId === ancestorId) return current.id;
      current = nodes.get(current.parentId);
    }
    return undefined;
  };

  const rowsOf = new Map<string, string[][]>();
  const sizes = new Map<string, Size>();

  const rows = (compound: GraphNode): string[][] => {
    const children = compound.childIds;
    if (compound.kind === 'parallel') return [[...children]];
    const next = new Map<string, string[]>(children.map((c) => [c, []]));
    for (const edge of graph.edges) {
      const from = childUnder(compound.id, edge.sourceId);
      const to = childUnder(compound.id, edge.targetId);
      if (from !== undefined && to !== undefined && from !== to && !next.get(from)!.includes(to)) next.get(from)!.push(to);
    }
    const rank = new Map<string, number>();
    const start = compound.initialId ?? children[0];
    if (start !== undefined) {
      rank.set(start, 0);
      const queue = [start];
      while (queue.length > 0) {
        const current = queue.shift()!;
        for (const target of next.get(current) ?? []) {
          if (!rank.has(target)) {
            rank.set(target, rank.get(current)! + 1);
            queue.push(target);
          }
        }
      }
    }
    // Children no transition reaches (entered from outside, by id) go below the rest.
    let last = Math.max(-1, ...rank.values());
    for (const child of children) if (!rank.has(child)) rank.set(child, ++last);
    const byRank: string[][] = [];
    for (const child of children) (byRank[rank.get(child)!] ??= []).push(child);
    return byRank.filter((row) => row.length > 0);
  };

  const measure = (id: string): Size => {
    const n = node(id);
    let size: Size;
    if (n.childIds.length === 0) {
      const lines = leafLines(n);
      const width = Math.max(LEAF_MIN_WIDTH, textWidth(n.key) + 2 * LEAF_PAD_X, ...lines.map((l) => textWidth(l, SMALL_CHAR_WIDTH) + 2 * LEAF_PAD_X));
      size = { width, height: LEAF_BASE_HEIGHT + lines.length * LINE };
    } else {
      const layered = rows(n);
      rowsOf.set(id, layered);
      let innerWidth = 0;
      let innerHeight = 0;
      layered.forEach((row, i) => {
        const rowSizes = row.map(measure);
        innerWidth = Math.max(innerWidth, rowSizes.reduce((sum, s) => sum + s.width, 0) + H_GAP * (row.length - 1));
        innerHeight += Math.max(...rowSizes.map((s) => s.height)) + (i > 0 ? V_GAP : 0);
      });
      const lines = leafLines(n);
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
    const layered = rowsOf.get(id);
    if (!layered) return;
    let rowY = y + HEADER + leafLines(n).length * LINE + PAD;
    for (const row of layered) {
      const rowSizes = row.map((c) => sizes.get(c)!);
      const rowWidth = rowSizes.reduce((sum, s) => sum + s.width, 0) + H_GAP * (row.length - 1);
      let childX = x + (size.width - rowWidth) / 2;
      row.forEach((child, i) => {
        place(child, childX, rowY, depth + 1);
        childX += rowSizes[i]!.width + H_GAP;
      });
      rowY += Math.max(...rowSizes.map((s) => s.height)) + V_GAP;
    }
    if (n.initialId !== undefined) {
      const target = boxes.get(n.initialId);
      if (target) initials.push({ targetId: n.initialId, dot: { x: target.x + 12, y: target.y - 13 }, to: { x: target.x + 12, y: target.y } });
    }
  };

  const MARGIN = 8;
  measure(graph.rootId);
  place(graph.rootId, MARGIN, MARGIN, 0);

  let maxX = MARGIN + sizes.get(graph.rootId)!.width;
  const rootBottom = MARGIN + sizes.get(graph.rootId)!.height;
  const routed: RoutedEdge[] = [];
  const seenPairs = new Map<string, number>();
  let backLane = 0;
  const placed: Rect[] = [];

  for (const edge of graph.edges) {
    const s = boxes.get(edge.sourceId);
    const t = boxes.get(edge.targetId);
    if (!s || !t) continue;
    const pairKey = `${edge.sourceId}>${edge.targetId}`;
    const nth = seenPairs.get(pairKey) ?? 0;
    seenPairs.set(pairKey, nth + 1);
    const spread = nth * 16;
    const labelWidth = textWidth(edge.label, SMALL_CHAR_WIDTH);
    let route: RoutedEdge;

    const contains = (outer: Box, inner: Box) =>
      outer !== inner && inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

    if (s === t) {
      const top = s.y + 6 + spread / 2;
      const bottom = s.y + Math.min(s.height - 6, 28) + spread / 2;
      const out = s.x + s.width + LOOP + spread;
      route = {
        edge,
        path: `M ${s.x + s.width} ${top} C ${out} ${top - 8}, ${out} ${bottom + 8}, ${s.x + s.width} ${bottom}`,
        label: { x: out + 4, y: (top + bottom) / 2 + 4 },
        labelAnchor: 'start',
      };
    } else if (contains(t, s) || contains(s, t)) {
      // Into the enclosing state (or out of it to a child): a short hop to the other border.
      const inner = contains(t, s) ? s : t;
      const outer = inner === s ? t : s;
      const y = inner.y + inner.height / 2 + spread;
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
      const from = { x: s.x + s.width / 2 + spread, y: s.y + s.height };
      const to = { x: t.x + t.width / 2 + spread, y: t.y };
      const dy = Math.max(24, (to.y - from.y) / 2);
      const straight = Math.abs(from.x - to.x) < 4;
      route = {
        edge,
        path: `M ${from.x} ${from.y} C ${from.x} ${from.y + dy}, ${to.x} ${to.y - dy}, ${to.x} ${to.y}`,
        // Beside a straight line, centred on a slanted one.
        label: { x: straight ? from.x + 6 : (from.x + to.x) / 2, y: (from.y + to.y) / 2 + 4 },
        labelAnchor: straight ? 'start' : 'middle',
      };
    } else if (t.y + t.height <= s.y) {
      // Back up the page: around the right-hand side, each on its own lane.
      const lane = Math.max(s.x + s.width, t.x + t.width) + 24 + BACK_STEP * backLane++;
      const from = { x: s.x + s.width, y: s.y + s.height / 2 };
      const to = { x: t.x + t.width, y: t.y + t.height / 2 };
      route = {
        edge,
        path: `M ${from.x} ${from.y} C ${lane} ${from.y}, ${lane} ${to.y}, ${to.x} ${to.y}`,
        label: { x: lane + 4, y: (from.y + to.y) / 2 + 4 },
        labelAnchor: 'start',
      };
    } else {
      const rightward = t.x >= s.x + s.width;
      const y = s.y + s.height / 2 + spread;
      const from = { x: rightward ? s.x + s.width : s.x, y };
      const to = { x: rightward ? t.x : t.x + t.width, y: t.y + t.height / 2 + spread };
      const mid = (from.x + to.x) / 2;
      route = {
        edge,
        path: `M ${from.x} ${from.y} C ${mid} ${from.y}, ${mid} ${to.y}, ${to.x} ${to.y}`,
        label: { x: mid, y: Math.min(from.y, to.y) - 6 - spread / 2 },
        labelAnchor: 'middle',
      };
    }
    routed.push(placeLabel(route, labelWidth, placed));
    const placedLabel = placed.at(-1)!;
    maxX = Math.max(maxX, placedLabel.x + placedLabel.width);
  }

  const bottom = Math.max(rootBottom, ...placed.map((r) => r.y + r.height));
  return { width: Math.ceil(maxX + MARGIN), height: Math.ceil(bottom + MARGIN), boxes, edges: routed, initials };
}

interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const LABEL_HEIGHT = 14;

/** Moves a label down a line at a time until it no longer covers an earlier one, and records it. */
function placeLabel(route: RoutedEdge, width: number, placed: Rect[]): RoutedEdge {
  const left = route.labelAnchor === 'middle' ? route.label.x - width / 2 : route.label.x;
  let y = route.label.y;
  const rectAt = (baseline: number): Rect => ({ x: left, y: baseline - 11, width, height: LABEL_HEIGHT });
  const overlaps = (a: Rect) => placed.some((b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height);
  while (overlaps(rectAt(y))) y += LABEL_HEIGHT;
  placed.push(rectAt(y));
  return y === route.label.y ? route : { ...route, label: { x: route.label.x, y } };
}
