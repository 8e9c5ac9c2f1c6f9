import { useId, useMemo } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { TakenTransition } from './actorRegistry';
import classes from './devtools.module.css';
import { activeStateIds, machineGraph, stateValueLabel, takenTransitionNames } from './machineGraph';
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
  // The SVG is built from the machine's own definition and escapes every text it contains.
  const svg = statechartSvg(graph, {
    active: [...activeStateIds(graph, value)],
    taken: takenTransitionNames(machine, lastTransitions),
    title: `Statechart of ${machine.id}, current state ${stateValueLabel(value) || 'unknown'}`,
    idPrefix: `dt-${uid}`,
  });
  return <div className={classes.diagram} dangerouslySetInnerHTML={{ __html: svg }} />;
}
