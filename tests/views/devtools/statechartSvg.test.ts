import { beforeAll, describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { escapeXml, layoutStatechart, pathData, statechartSvg, textWidth, type LayoutNode, type Point, type StatechartLayout } from '../../../src/views/devtools/statechartSvg';
import { machineGraph } from '../../support/pathCoverageCore.ts';
import { kettleMachine, lampMachine } from '../../support/pathsRunFixture.ts';

const wizard = setup({}).createMachine({
  id: 'wizard',
  initial: 'step1',
  on: { 'draft.reset': { target: '.step1', meta: { spec: ['wizard.reset'] } } },
  states: {
    step1: { on: { next: 'step2', 'go.back': { actions: () => {} } } },
    step2: { on: { next: 'step3', 'step.previous': 'step1', 'go.back': 'step1' } },
    step3: {
      initial: 'editing',
      states: { editing: { on: { save: 'saved' } }, saved: { type: 'final' } },
      onDone: 'done',
      on: { 'step.previous': 'step2' },
    },
    done: { type: 'final' },
  },
});

const node = (layout: StatechartLayout, label: string) => layout.nodes.find((n) => n.label === label)!;
const box = (n: LayoutNode) => ({ left: n.x - n.w / 2, right: n.x + n.w / 2, top: n.y - n.h / 2, bottom: n.y + n.h / 2 });
const within = (inner: ReturnType<typeof box>, outer: ReturnType<typeof box>) =>
  inner.left >= outer.left && inner.right <= outer.right && inner.top >= outer.top && inner.bottom <= outer.bottom;
const onBorder = (p: Point, b: ReturnType<typeof box>) =>
  p.x >= b.left - 1 && p.x <= b.right + 1 && p.y >= b.top - 1 && p.y <= b.bottom + 1 && (Math.abs(p.x - b.left) < 1 || Math.abs(p.x - b.right) < 1 || Math.abs(p.y - b.top) < 1 || Math.abs(p.y - b.bottom) < 1);

describe('layoutStatechart', () => {
  let layout: StatechartLayout;
  beforeAll(async () => {
    layout = await layoutStatechart(machineGraph(wizard));
  });

  it('draws every state, a start dot at the top and in each compound state, and an "(any state)" box for root transitions', () => {
    expect(layout.nodes.map((n) => n.label).sort()).toEqual(['', '', '(any state)', 'done', 'step1', 'step2', 'step3', 'step3.editing', 'step3.saved'].sort());
    expect(node(layout, 'step3')).toMatchObject({ type: 'compound', container: true });
    expect(node(layout, 'done').type).toBe('final');
    expect(layout.nodes.filter((n) => n.kind === 'start').map((n) => n.parent)).toEqual([null, 'wizard.step3']);
  });

  it('gives every transition a place on an edge, sharing one edge per pair of boxes', () => {
    const names = layout.edges.flatMap((e) => e.items.map((i) => i.name)).sort();
    expect(names).toEqual(listNames().sort());
    const back = layout.edges.find((e) => e.items.some((i) => i.name === 'step2 --go.back--> step1'))!;
    expect(back.items.map((i) => i.text)).toEqual(['step.previous', 'go.back']);
    const loop = layout.edges.find((e) => e.self)!;
    expect(loop.items.map((i) => i.text)).toEqual(['go.back']); // targetless: a loop on step1
    const reset = layout.edges.find((e) => e.items.some((i) => i.text === 'draft.reset'))!;
    expect(reset.from).toBe('__any');
    expect(reset.items[0]!.spec).toEqual(['wizard.reset']);
  });

  it('arrows from the start dots to the states they start in', () => {
    const initial = layout.edges.filter((e) => e.kind === 'initial').map((e) => [e.from, e.to]);
    expect(initial).toEqual([
      ['__start', 'wizard.step1'],
      ['__start:wizard.step3', 'wizard.step3.editing'],
    ]);
  });

  it('puts forward transitions below their source, children inside their parent, other boxes apart', () => {
    expect(node(layout, 'step2').y).toBeGreaterThan(node(layout, 'step1').y);
    expect(node(layout, 'step3').y).toBeGreaterThan(node(layout, 'step2').y);
    expect(node(layout, 'step1').y).toBeGreaterThan(layout.nodes.find((n) => n.id === '__start')!.y);
    const byId = new Map(layout.nodes.map((n) => [n.id, n]));
    const ancestors = (n: LayoutNode): string[] => (n.parent === null ? [] : [n.parent, ...ancestors(byId.get(n.parent)!)]);
    for (const a of layout.nodes) {
      if (a.parent !== null) expect(within(box(a), box(byId.get(a.parent)!)), `${a.id} inside ${a.parent}`).toBe(true);
      for (const b of layout.nodes) {
        if (a === b || ancestors(a).includes(b.id) || ancestors(b).includes(a.id)) continue;
        const [p, q] = [box(a), box(b)];
        const overlap = p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom;
        expect(overlap, `${a.id} overlaps ${b.id}`).toBe(false);
      }
    }
    for (const n of layout.nodes) {
      expect(box(n).left).toBeGreaterThanOrEqual(0);
      expect(box(n).right).toBeLessThanOrEqual(layout.width);
      expect(box(n).bottom).toBeLessThanOrEqual(layout.height);
    }
  });

  it('routes each edge from the border of its source box to the border of its target box', () => {
    const byId = new Map(layout.nodes.map((n) => [n.id, n]));
    for (const e of layout.edges) {
      expect(onBorder(e.points[0]!, box(byId.get(e.from)!)), `${e.from} → ${e.to} leaves its source`).toBe(true);
      expect(onBorder(e.points.at(-1)!, box(byId.get(e.to)!)), `${e.from} → ${e.to} reaches its target`).toBe(true);
      expect(e.label === null).toBe(e.items.length === 0);
    }
    const forward = layout.edges.find((e) => e.items.some((i) => i.name === 'step1 --next--> step2'))!;
    expect(forward.points[0]!.y).toBeCloseTo(box(node(layout, 'step1')).bottom);
    expect(forward.points.at(-1)!.y).toBeCloseTo(box(node(layout, 'step2')).top);
  });

  it('is deterministic', async () => {
    expect(await layoutStatechart(machineGraph(wizard))).toEqual(layout);
  });
});

function listNames(): string[] {
  return machineGraph(wizard).transitions.map((t) => t.name);
}

describe('layout helpers', () => {
  it('draws polylines with rounded corners', () => {
    expect(pathData([{ x: 0, y: 0 }, { x: 0, y: 20 }])).toBe('M0,0 L0,20');
    expect(pathData([{ x: 0, y: 0 }, { x: 0, y: 20 }, { x: 30, y: 20 }])).toBe('M0,0 L0,14 Q0,20 6,20 L30,20');
    expect(textWidth('abc')).toBe(21);
  });

  it('escapes markup', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('statechartSvg', async () => {
  const graph = machineGraph(lampMachine);
  let svg = '';
  beforeAll(async () => {
    svg = await statechartSvg(graph, { unvisitedStates: ['blazing'], unvisitedTransitions: ['on --boost [isStrong]--> blazing'] });
  });

  it('is one self-contained <svg> with markers named after the machine', async () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|<image|<script|url\((?!#lamp-)/);
    expect(svg).toContain('id="lamp-arrow-edge"');
  });

  it('labels states and transitions, marks spec tags, and draws the unvisited ones red', async () => {
    for (const label of ['off', 'on', 'blazing', 'toggle §', 'dim', 'boost [isStrong] §']) expect(svg).toContain(`>${label}<`);
    expect(svg).toMatch(/<g class="state unvisited" data-state="lamp.blazing" data-name="blazing">/);
    expect(svg).toMatch(/<g class="edge unvisited"><title>on --boost \[isStrong\]--&gt; blazing \(spec: not\.a-rule\) — not covered<\/title>/);
    expect(svg).toContain('spec: logout');
    expect((await statechartSvg(graph))).not.toContain('unvisited');
  });

  it('marks the active states and the transitions taken (for the live view)', async () => {
    const live = await statechartSvg(graph, { active: ['lamp.on'], taken: [graph.transitions[0]!.name], title: 'Statechart of lamp, current state on', idPrefix: 'dt-1' });
    expect(live).toMatch(/data-state="lamp.on" data-name="on" data-active="true"><title>on<\/title><rect [^>]*fill="#d3f9d8"[^>]*stroke-width="2.5"/);
    expect(live).toContain('data-state="lamp.off" data-name="off" data-active="false"');
    expect(live).toContain(`data-edge="${graph.transitions[0]!.event}" data-taken="true"`);
    expect(live).toMatch(/data-taken="false"/);
    expect(live).toContain('aria-label="Statechart of lamp, current state on"');
    expect(live).toContain('id="dt-1-arrow-taken"');
    expect(svg).not.toContain('data-active');
    expect(svg).not.toContain('data-taken');
  });

  it('draws a described machine in words: descriptions as labels, the code name in small type, events on hover', async () => {
    const words = await statechartSvg(machineGraph(kettleMachine), { active: ['kettle.heating', 'kettle.heating.rising'] });
    expect(words).toContain('data-state="kettle.cold" data-name="cold" data-active="false"><title>Cold water — state cold</title>');
    expect(words).toMatch(/font-weight="600">Cold water<\/text><text [^>]*font-size="10.5"[^>]*class="code">cold<\/text>/);
    // a state without a description keeps its name, with nothing under it
    expect(words).toMatch(/data-state="kettle.heating.rising" data-name="heating.rising" data-active="true"><title>heating.rising<\/title>.*font-weight="700">heating.rising<\/text><\/g>/);
    expect(words).toMatch(/<g class="edge"><title>Switch it on: cold --switch.on--&gt; heating<\/title>/);
    expect(words).toMatch(/data-edge="switch.on">\s*<title>switch.on<\/title>Switch it on<\/text>/);
  });

  it('wraps a long description into lines and makes its box taller', async () => {
    const graph = machineGraph(kettleMachine);
    const long = { ...graph, states: graph.states.map((s) => (s.id === 'kettle.heating' ? { ...s, description: 'Heating up slowly until the water boils' } : s)) };
    const heating = (await layoutStatechart(long)).nodes.find((n) => n.id === 'kettle.heating')!;
    expect(heating).toMatchObject({ lines: ['Heating up slowly', 'until the water boils'], code: 'heating', container: true });
    // its header holds both lines and the code name above its children
    const firstChild = (await layoutStatechart(long)).nodes.filter((n) => n.parent === 'kettle.heating').reduce((a, b) => Math.min(a, b.y - b.h / 2), Infinity);
    expect(firstChild - (heating.y - heating.h / 2)).toBeGreaterThanOrEqual(34 + 14 + 13);
    expect((await statechartSvg(long))).toMatch(/>Heating up slowly<\/text><text [^>]*>until the water boils<\/text><text [^>]*class="code">heating<\/text>/);
  });

  it('writes notes under a state\'s name', async () => {
    const withNotes = { ...graph, states: graph.states.map((s) => (s.id === 'lamp.on' ? { ...s, notes: ['runs heater'] } : s)) };
    const plain = (await layoutStatechart(graph)).nodes.find((n) => n.id === 'lamp.on')!;
    const noted = (await layoutStatechart(withNotes)).nodes.find((n) => n.id === 'lamp.on')!;
    expect(noted.h).toBeGreaterThan(plain.h);
    expect((await statechartSvg(withNotes))).toContain('>runs heater</text>');
  });
});
