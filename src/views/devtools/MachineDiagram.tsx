import { useEffect, useId, useMemo, useRef } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { TakenTransition } from './actorRegistry';
import classes from './devtools.module.css';
import { activeStateIds, describedStateValue, machineGraph, stateValueLabel, takenTransitionNames } from './machineGraph';
import { statechartSvg } from './statechartSvg';

export interface MachineDiagramProps {
  readonly machine: AnyStateMachine;
  /** The current state value (snapshot.value). */
  readonly value: unknown;
  /** Transitions the last event took, drawn in the active colour. */
  readonly lastTransitions?: readonly TakenTransition[];
}

/** The machine drawn from its definition (statechartSvg, the same engine as the paths report). */
export function MachineDiagram({ machine, value, lastTransitions = [] }: MachineDiagramProps) {
  const graph = useMemo(() => machineGraph(machine), [machine]);
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const ref = useRef<HTMLDivElement>(null);
  const active = [...activeStateIds(graph, value)];
  // The innermost active state (its id is the longest); for parallel states, the first region's.
  const current = active.reduce((a, b) => (b.length > a.length ? b : a), '');

  // Wide diagrams: keep the current state in view inside the scrolling parent (never the page).
  useEffect(() => {
    const host = ref.current;
    const scroller = host?.parentElement;
    const box = [...(host?.querySelectorAll('[data-state]') ?? [])].find((g) => g.getAttribute('data-state') === current)?.querySelector('rect');
    if (!scroller || !box) return;
    const b = box.getBoundingClientRect();
    const s = scroller.getBoundingClientRect();
    if (b.left < s.left || b.right > s.right) scroller.scrollLeft += b.left + b.width / 2 - (s.left + s.width / 2);
    if (b.top < s.top || b.bottom > s.bottom) scroller.scrollTop += b.top + b.height / 2 - (s.top + s.height / 2);
  }, [current]);

  // The SVG is built from the machine's own definition and escapes every text it contains.
  const svg = statechartSvg(graph, {
    active,
    taken: takenTransitionNames(machine, lastTransitions),
    title: `Statechart of ${machine.id}, current state ${describedStateValue(machine.root, value) ?? (stateValueLabel(value) || 'unknown')}`,
    idPrefix: `dt-${uid}`,
  });
  return <div ref={ref} className={classes.diagram} dangerouslySetInnerHTML={{ __html: svg }} />;
}
