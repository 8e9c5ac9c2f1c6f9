import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { TakenTransition } from './actorRegistry';
import classes from './devtools.module.css';
import { browserElk } from './elkInBrowser';
import { activeStateIds, describedStateValue, machineGraph, stateValueLabel, takenTransitionNames } from './machineGraph';
import type { StatechartLayout } from './statechartLayout';
import { layoutStatechart, renderStatechartSvg, type StatechartGraph } from './statechartSvg';

export interface MachineDiagramProps {
  readonly machine: AnyStateMachine;
  /** The state value to show (live, or the moment picked on the timeline). */
  readonly value: unknown;
  /** Transitions the shown event took, drawn in the active colour. */
  readonly lastTransitions?: readonly TakenTransition[];
}

interface Laid {
  readonly machine: AnyStateMachine;
  readonly graph: StatechartGraph;
  readonly layout: StatechartLayout;
}

// A machine's layout never changes: ELK runs once per definition, whatever moment is shown.
const layouts = new WeakMap<AnyStateMachine, Promise<Laid>>();
function laidOut(machine: AnyStateMachine): Promise<Laid> {
  let pending = layouts.get(machine);
  if (!pending) {
    const graph = machineGraph(machine);
    pending = layoutStatechart(graph, browserElk).then((layout) => ({ machine, graph, layout }));
    layouts.set(machine, pending);
  }
  return pending;
}

interface View {
  readonly k: number;
  readonly x: number;
  readonly y: number;
}

const MIN_K = 0.1;
const MAX_K = 3;
/** The scale a state is followed at: labels at 12 px stay legible on a laptop. */
const READABLE_K = 1;
const clampK = (k: number) => Math.min(MAX_K, Math.max(MIN_K, k));

/**
 * The machine drawn from its definition (ELK layout, the same engine as the paths report) in a
 * viewport that fits the panel: zoom (buttons, Ctrl+wheel, + and -), pan (drag, wheel, arrows),
 * Fit, and Follow, which keeps the current state centred as it moves.
 */
export function MachineDiagram({ machine, value, lastTransitions = [] }: MachineDiagramProps) {
  const [laid, setLaid] = useState<Laid | null>(null);
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const viewport = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ w: 0, h: 0 });
  const [view, setView] = useState<View | null>(null);
  const [follow, setFollow] = useState(true);
  // The scale the current state is followed at; null: automatic (whole when it fits legibly).
  const [followK, setFollowK] = useState<number | null>(null);
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);

  useEffect(() => {
    let live = true;
    void laidOut(machine).then((l) => live && setLaid(l));
    return () => {
      live = false;
    };
  }, [machine]);

  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const measure = () => setSize({ w: el.clientWidth, h: el.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const ready = laid !== null && laid.machine === machine ? laid : null;
  const active = ready ? [...activeStateIds(ready.graph, value)] : [];
  // The innermost active state (its id is the longest); for parallel states, the first region's.
  const current = active.reduce((a, b) => (b.length > a.length ? b : a), '');
  const layout = ready?.layout;

  const fitView = useCallback((): View | null => {
    if (!layout || size.w === 0) return null;
    const k = clampK(Math.min(size.w / layout.width, size.h / layout.height, 1.5));
    return { k, x: (size.w - layout.width * k) / 2, y: Math.max(0, (size.h - layout.height * k) / 2) };
  }, [layout, size.w, size.h]);

  const centredOn = useCallback(
    (id: string, k: number): View | null => {
      const node = layout?.nodes.find((n) => n.id === id);
      if (!node || size.w === 0) return null;
      return { k, x: size.w / 2 - node.x * k, y: size.h / 2 - node.y * k };
    },
    [layout, size.w, size.h],
  );

  // Follow: a machine that fits legibly is shown whole; a larger one is centred on its current
  // state, at a readable scale until the reader zooms (then at theirs).
  const fit = fitView();
  const followed = !follow || !fit ? null : followK === null && fit.k >= 0.8 ? fit : centredOn(current, followK ?? READABLE_K);
  const shown = followed ?? view ?? fit;

  const zoom = (factor: number, at?: { x: number; y: number }) => {
    if (!shown) return;
    const k = clampK(shown.k * factor);
    if (followed) {
      setFollowK(k);
      return;
    }
    const p = at ?? { x: size.w / 2, y: size.h / 2 };
    setView({ k, x: p.x - ((p.x - shown.x) * k) / shown.k, y: p.y - ((p.y - shown.y) * k) / shown.k });
  };
  const pan = (dx: number, dy: number) => {
    if (!shown) return;
    setFollow(false);
    setView({ ...shown, x: shown.x + dx, y: shown.y + dy });
  };

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (event.ctrlKey || event.metaKey) zoom(event.deltaY < 0 ? 1.15 : 1 / 1.15, { x: event.clientX - box.left, y: event.clientY - box.top });
    else pan(-event.deltaX, -event.deltaY);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!shown || event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, view: shown };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    setFollow(false);
    setView({ ...d.view, x: d.view.x + event.clientX - d.x, y: d.view.y + event.clientY - d.y });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = 60;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => pan(step, 0),
      ArrowRight: () => pan(-step, 0),
      ArrowUp: () => pan(0, step),
      ArrowDown: () => pan(0, -step),
      '+': () => zoom(1.25),
      '=': () => zoom(1.25),
      '-': () => zoom(0.8),
      '0': () => {
        setFollow(false);
        setView(fit);
      },
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const words = describedStateValue(machine.root, value) ?? (stateValueLabel(value) || 'unknown');
  // The SVG is built from the machine's own definition and escapes every text it contains.
  const svg =
    ready && layout
      ? renderStatechartSvg(ready.graph, layout, {
          active,
          taken: takenTransitionNames(machine, lastTransitions),
          title: `Statechart of ${machine.id}, current state ${words}`,
          idPrefix: `dt-${uid}`,
        })
      : '';
  return (
    <div className={classes.diagramBox}>
      <div className={classes.diagramTools} role="toolbar" aria-label={`Diagram of ${machine.id}: zoom and pan`}>
        <button type="button" className={classes.quiet} onClick={() => zoom(1 / 1.25)} aria-label="Zoom out">
          −
        </button>
        <span className={classes.zoomLevel} aria-live="off" data-testid="zoom-level">
          {shown ? `${Math.round(shown.k * 100)}%` : '…'}
        </span>
        <button type="button" className={classes.quiet} onClick={() => zoom(1.25)} aria-label="Zoom in">
          +
        </button>
        <button
          type="button"
          className={classes.quiet}
          onClick={() => {
            setFollow(false);
            setView(fit);
          }}
        >
          Fit
        </button>
        <button
          type="button"
          className={classes.quiet}
          onClick={() => {
            setFollow(false);
            setView(centredOn(current, READABLE_K));
          }}
        >
          100%
        </button>
        <label className={classes.check}>
          <input type="checkbox" checked={follow} onChange={(e) => setFollow(e.target.checked)} /> Follow the current state
        </label>
      </div>
      <div
        ref={viewport}
        className={classes.viewport}
        tabIndex={0}
        role="group"
        aria-label={`Diagram of ${machine.id}. Arrow keys pan, plus and minus zoom, 0 fits.`}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={onKeyDown}
        data-current={current}
      >
        {ready ? (
          <div
            className={classes.canvas}
            style={shown ? { transform: `translate(${shown.x}px, ${shown.y}px) scale(${shown.k})` } : undefined}
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        ) : (
          <p className={classes.muted}>Laying out the diagram…</p>
        )}
      </div>
    </div>
  );
}
