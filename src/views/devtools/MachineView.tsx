import { useId } from 'react';
import type { ActorRecord } from './actorRegistry';
import classes from './devtools.module.css';
import { EventList } from './EventList';
import { MachineDiagram } from './MachineDiagram';
import { describedAs, describedStateValue, stateValueLabel } from './machineGraph';
import { PathsReportLink } from './PathsReportLink';

export interface MachineViewProps {
  readonly record: ActorRecord & { readonly machine: NonNullable<ActorRecord['machine']> };
  /** 2 on the /__statecharts page, 3 inside the dock panel. */
  readonly headingLevel: 2 | 3;
}

/** One running machine: its name, current state, diagram, context and last events. */
export function MachineView({ record, headingLevel }: MachineViewProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const { machine, snapshot } = record;
  const current = stateValueLabel(snapshot.value);
  // In the customer's words where the machine has descriptions; the code name stays beside it.
  const words = describedStateValue(machine.root, snapshot.value);
  const purpose = describedAs(machine.root.description);
  // Invoked machines carry their invoke id; root actors only a generated one, not worth showing.
  const actorNote = record.parentSessionId !== undefined && record.id !== machine.id ? `invoked as ${record.id}` : null;

  return (
    <section className={classes.machine} aria-labelledby={headingId} data-machine={machine.id} data-actor={record.sessionId}>
      <div className={classes.machineHeader}>
        <Heading id={headingId}>{machine.id}</Heading>
        {purpose && <span className={classes.purpose}>{purpose}</span>}
        {actorNote && <span className={classes.muted}>{actorNote}</span>}
        <span className={classes.spacer} />
        <PathsReportLink machineId={machine.id} />
      </div>
      <p className={classes.current} aria-live="polite">
        Current state:{' '}
        {words !== undefined ? (
          <>
            <strong className={classes.currentWords} title={current}>
              {words}
            </strong>{' '}
            <code className={classes.currentCode} data-testid="current-state">
              {current}
            </code>
          </>
        ) : (
          <strong data-testid="current-state">{current || '—'}</strong>
        )}
      </p>
      <div className={classes.diagramScroll} tabIndex={0} role="group" aria-label={`Diagram of ${machine.id}`}>
        <MachineDiagram machine={machine} value={snapshot.value} lastTransitions={record.lastTransitions} />
      </div>
      <details className={classes.details}>
        <summary>Context</summary>
        <pre className={classes.json}>{JSON.stringify(snapshot.context ?? null, null, 2)}</pre>
      </details>
      <Sub className={classes.sectionTitle}>Last events</Sub>
      <EventList events={record.events} label={`Last events of ${machine.id}`} />
    </section>
  );
}
