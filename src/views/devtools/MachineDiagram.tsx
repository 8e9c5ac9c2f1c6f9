import { useId, useMemo } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { TakenTransition } from './actorRegistry';
import classes from './devtools.module.css';
import { LINE, layoutGraph, leafLines } from './layoutGraph';
import { activeStateIds, machineGraph, stateValueLabel, type GraphEdge } from './machineGraph';

export interface MachineDiagramProps {
  readonly machine: AnyStateMachine;
  /** The current state value (snapshot.value). */
  readonly value: unknown;
  /** Transitions the last event took, drawn in the active colour. */
  readonly lastTransitions?: readonly TakenTransition[];
}

const isTaken = (edge: GraphEdge, taken: readonly TakenTransition[]): boolean =>
  taken.some((t) => t.sourceId === edge.sourceId && t.index === edge.transitionIndex && t.targetIds.includes(edge.targetId));

/** The machine drawn from its definition: states as boxes (nested), transitions as labelled arrows. */
export function MachineDiagram({ machine, value, lastTransitions = [] }: MachineDiagramProps) {
  const graph = useMemo(() => machineGraph(machine.root), [machine]);
  const layout = useMemo(() => layoutGraph(graph), [graph]);
  const active = activeStateIds(graph, value);
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const arrow = `dt-arrow-${uid}`;
  const arrowTaken = `dt-arrow-taken-${uid}`;
  const boxes = [...layout.boxes.values()].sort((a, b) => a.depth - b.depth);
  // Taken transitions last, so they are drawn on top.
  const edges = layout.edges
    .map((routed) => ({ routed, taken: isTaken(routed.edge, lastTransitions) }))
    .sort((a, b) => Number(a.taken) - Number(b.taken));

  return (
    <svg
      className={classes.diagram}
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="img"
      aria-label={`Statechart of ${machine.id}, current state ${stateValueLabel(value) || 'unknown'}`}
      data-machine={machine.id}
    >
      <defs>
        <marker id={arrow} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" className={classes.arrow} />
        </marker>
        <marker id={arrowTaken} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" className={classes.arrowTaken} />
        </marker>
      </defs>
      <g transform={`translate(${layout.offsetX} 0)`}>
      {boxes.map((box) => {
        const node = graph.nodes.get(box.id)!;
        const leaf = node.childIds.length === 0;
        const lines = leafLines(node);
        const isActive = active.has(box.id);
        return (
          <g key={box.id} className={classes.state} data-state={box.id} data-active={isActive} data-leaf={leaf}>
            <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={8} className={leaf ? undefined : classes.compound} />
            {node.kind === 'final' && <rect x={box.x + 3} y={box.y + 3} width={box.width - 6} height={box.height - 6} rx={6} fill="none" />}
            <text x={box.x + 12} y={box.y + 19} className={classes.stateName}>
              {node.kind === 'history' ? `H ${node.key}` : node.parentId === null ? machine.id : node.key}
            </text>
            {lines.map((line, i) => (
              <text key={line} x={box.x + 12} y={box.y + 19 + (i + 1) * LINE} className={classes.stateNote}>
                {line}
              </text>
            ))}
          </g>
        );
      })}
      {layout.initials.map((marker) => (
        <g key={`initial-${marker.targetId}`} aria-hidden="true">
          <circle cx={marker.dot.x} cy={marker.dot.y} r={4} className={classes.initial} />
          <line x1={marker.dot.x} y1={marker.dot.y + 4} x2={marker.to.x} y2={marker.to.y} className={classes.initial} markerEnd={`url(#${arrow})`} />
        </g>
      ))}
      {edges.map(({ routed, taken }) => (
        <g key={routed.edge.id} className={classes.edge} data-edge={routed.edge.label} data-taken={taken}>
          <path d={routed.path} markerEnd={`url(#${taken ? arrowTaken : arrow})`} />
          <text x={routed.label.x} y={routed.label.y} textAnchor={routed.labelAnchor}>
            {routed.edge.label}
          </text>
        </g>
      ))}
      </g>
    </svg>
  );
}
