/**
 * A statechart diagram from a machine's definition as a self-contained SVG string, laid out by
 * ELK (statechartLayout.ts). One engine for the devtools' live viewer (MachineDiagram: active
 * states, last transitions taken) and the path-coverage report of `npm run test:paths`
 * (unvisited states and transitions in red).
 *
 * Where the machine has descriptions (the customer's words), a box shows its state's description,
 * wrapped to a few words a line, with the code name in small type under it, and an edge shows its
 * transition's description with the event on hover.
 */
import { layoutStatechart, LINE_H, NOTE_LINE_H, type LayoutEdge, type Point, type StatechartLayout } from './statechartLayout';

export { layoutStatechart, textWidth, wrapLabel, type EdgeItem, type LayoutEdge, type LayoutNode, type Point, type StatechartLayout } from './statechartLayout';

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

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A polyline through the points with its corners slightly rounded. */
export function pathData(points: readonly Point[]): string {
  const f = (n: number) => Math.round(n * 10) / 10;
  if (!points.length) return '';
  let d = `M${f(points[0]!.x)},${f(points[0]!.y)}`;
  for (let i = 1; i < points.length; i++) {
    const b = points[i]!;
    const next = points[i + 1];
    if (!next) {
      d += ` L${f(b.x)},${f(b.y)}`;
      continue;
    }
    const a = points[i - 1]!;
    const r = Math.min(6, Math.hypot(b.x - a.x, b.y - a.y) / 2, Math.hypot(next.x - b.x, next.y - b.y) / 2);
    const toward = (p: Point, q: Point, len: number) => {
      const l = Math.hypot(q.x - p.x, q.y - p.y) || 1;
      return { x: p.x + ((q.x - p.x) / l) * len, y: p.y + ((q.y - p.y) / l) * len };
    };
    const p1 = toward(b, a, r);
    const p2 = toward(b, next, r);
    d += ` L${f(p1.x)},${f(p1.y)} Q${f(b.x)},${f(b.y)} ${f(p2.x)},${f(p2.y)}`;
  }
  return d;
}

export interface SvgOptions {
  /** names of states (`form.editing`) the paths never visited: drawn red */
  unvisitedStates?: readonly string[];
  /** names of transitions the paths never took: drawn red and dashed */
  unvisitedTransitions?: readonly string[];
  /** names of states where a path failed (the paths report): a thick red border and ✗ */
  failedStates?: readonly string[];
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

/** The diagram as an inline `<svg>` element (no external references). ELK is asynchronous. */
export async function statechartSvg(graph: StatechartGraph, options: SvgOptions = {}): Promise<string> {
  return renderStatechartSvg(graph, await layoutStatechart(graph), options);
}

/** Draws a layout (laid out once per machine) with this moment's highlights. */
export function renderStatechartSvg(graph: StatechartGraph, layout: StatechartLayout, options: SvgOptions = {}): string {
  const uid = (options.idPrefix ?? graph.id).replace(/[^A-Za-z0-9_-]/g, '_');
  const unvisitedStates = new Set(options.unvisitedStates ?? []);
  const unvisitedTransitions = new Set(options.unvisitedTransitions ?? []);
  const failedStates = new Set(options.failedStates ?? []);
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

  const drawNode = (n: StatechartLayout['nodes'][number]) => {
    if (n.kind === 'start') {
      parts.push(`<circle cx="${n.x}" cy="${n.y}" r="${n.w / 2 - 1}" fill="${COLORS.ink}"><title>start</title></circle>`);
      return;
    }
    const name = nameOf.get(n.id) ?? n.label;
    const missed = n.kind === 'state' && unvisitedStates.has(name);
    const x = n.x - n.w / 2;
    const y = n.y - n.h / 2;
    const on = active?.has(n.id) ?? false;
    const fill = missed ? COLORS.redFill : n.container ? (on ? '#f3fbf4' : '#fff') : on ? COLORS.activeFill : n.type === 'final' ? COLORS.final : n.kind === 'any' ? '#fff' : COLORS.fill;
    const failed = n.kind === 'state' && failedStates.has(name);
    const stroke = missed || failed ? COLORS.red : on ? COLORS.taken : COLORS.ink;
    const dash = n.kind === 'any' || n.container ? ' stroke-dasharray="4 3"' : '';
    const said = n.code !== null ? `${n.label} — state ` : '';
    const title = `${n.kind === 'any' ? 'transitions declared on the machine root apply in every state' : said + name}${n.type === 'final' ? ' (final)' : ''}${n.spec.length ? `\nspec: ${n.spec.join(', ')}` : ''}${missed ? '\nnot covered' : ''}${failed ? '\na path failed here' : ''}`;
    parts.push(
      `<g class="state${missed ? ' unvisited' : ''}${failed ? ' failed' : ''}" data-state="${escapeXml(n.id)}" data-name="${escapeXml(name)}"${active && n.kind === 'state' ? ` data-active="${on}"` : ''}><title>${escapeXml(title)}</title>`,
      `<rect x="${x}" y="${y}" width="${n.w}" height="${n.h}" rx="7" fill="${failed ? COLORS.redFill : fill}" stroke="${stroke}" stroke-width="${failed ? 3.5 : on ? 2.5 : 1.2}"${dash}/>`,
    );
    if (failed) parts.push(`<text x="${x + 6}" y="${y + 13}" font-size="12" font-weight="700" fill="${COLORS.red}">✗</text>`);
    if (n.type === 'final') parts.push(`<rect x="${x + 3}" y="${y + 3}" width="${n.w - 6}" height="${n.h - 6}" rx="5" fill="none" stroke="${stroke}"/>`);
    // the label's lines, then in small type the code name (under a description) and the notes;
    // centred in a box, in the header of a container
    const small = n.code === null ? 0 : 1;
    const block = (n.lines.length - 1) * LINE_H + (small + n.notes.length) * NOTE_LINE_H;
    const top = n.container ? y + 22 : n.y + 4 - block / 2;
    const below = top + (n.lines.length - 1) * LINE_H;
    parts.push(
      ...n.lines.map((line, i) => `<text x="${n.x}" y="${top + LINE_H * i}" text-anchor="middle" fill="${missed ? COLORS.red : COLORS.ink}" font-weight="${on ? 700 : 600}">${escapeXml(line)}</text>`),
      ...(n.code === null ? [] : [`<text x="${n.x}" y="${below + NOTE_LINE_H}" text-anchor="middle" font-size="10.5" font-family="ui-monospace, SFMono-Regular, Menlo, monospace" fill="${COLORS.muted}" class="code">${escapeXml(n.code)}</text>`]),
      ...n.notes.map((note, i) => `<text x="${n.x}" y="${below + NOTE_LINE_H * (small + i + 1)}" text-anchor="middle" font-size="11" fill="${COLORS.muted}">${escapeXml(note)}</text>`),
    );
    if (n.spec.length) parts.push(`<text x="${x + n.w - 4}" y="${y + 11}" text-anchor="end" font-size="10" fill="${COLORS.muted}">§${n.spec.length}</text>`);
    parts.push('</g>');
  };

  // containers first (outer before inner), then the arrows, then the boxes on top
  const depth = (id: string): number => {
    let d = 0;
    for (let p = layout.nodes.find((n) => n.id === id)?.parent ?? null; p !== null; p = layout.nodes.find((n) => n.id === p)?.parent ?? null) d++;
    return d;
  };
  for (const n of layout.nodes.filter((n) => n.container).sort((a, b) => depth(a.id) - depth(b.id))) drawNode(n);

  const isTaken = (e: LayoutEdge) => e.items.some((i) => taken?.has(i.name));
  // taken transitions last, so they are drawn on top
  const ordered = [...layout.edges].sort((a, b) => Number(isTaken(a)) - Number(isTaken(b)));
  const labels: string[] = [];
  for (const e of ordered) {
    const missedItems = e.items.filter((i) => unvisitedTransitions.has(i.name));
    const missed = e.items.length > 0 && missedItems.length === e.items.length;
    const hot = isTaken(e);
    const color = e.kind === 'initial' ? 'muted' : hot ? 'taken' : missed ? 'red' : 'edge';
    const dash = missed && !hot ? ' stroke-dasharray="5 3"' : '';
    const title = e.items
      .map((i) => (i.label !== i.text ? `${i.label}: ` : '') + i.name + (i.spec.length ? ` (spec: ${i.spec.join(', ')})` : '') + (unvisitedTransitions.has(i.name) ? ' — not covered' : ''))
      .join('\n');
    const titleTag = title ? `<title>${escapeXml(title)}</title>` : '';
    parts.push(
      `<g class="edge${missed ? ' unvisited' : ''}">${titleTag}<path d="${pathData(e.points)}" fill="none" stroke="${COLORS[color]}" stroke-width="${hot ? 2.5 : 1.3}"${dash} marker-end="url(#${uid}-arrow-${color})"/></g>`,
    );
    if (e.label) {
      // labels on top of every arrow, with a white halo so crossing lines do not hide them
      const lines = e.items.map((item, i) => {
        const red = unvisitedTransitions.has(item.name);
        const itemTaken = taken?.has(item.name) ?? false;
        const text = escapeXml(item.label) + (item.spec.length ? ' §' : '');
        // data-edge stays the event, so tests and tools find a transition whatever its wording
        const attrs = `data-edge="${escapeXml(item.text)}"${taken ? ` data-taken="${itemTaken}"` : ''}${itemTaken ? ' font-weight="700"' : ''}`;
        const hover = item.label !== item.text ? `<title>${escapeXml(item.text)}</title>` : '';
        return `<text x="${e.label!.x + 2}" y="${e.label!.y + LINE_H * (i + 1) - 3}" fill="${itemTaken ? COLORS.taken : red ? COLORS.red : COLORS.ink}" ${attrs}>${hover}${text}</text>`;
      });
      labels.push(`<g class="edge-label${missed ? ' unvisited' : ''}" paint-order="stroke" stroke="#fff" stroke-width="3" stroke-linejoin="round">${titleTag}${lines.join('')}</g>`);
    }
  }
  for (const n of layout.nodes) if (!n.container) drawNode(n);
  parts.push(...labels, '</svg>');
  return parts.join('');
}
