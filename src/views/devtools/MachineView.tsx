import { useId, useState } from 'react';
import type { ActorRecord } from './actorRegistry';
import { ContextTable } from './ContextTable';
import classes from './devtools.module.css';
import { clockTime, EventData, EventList } from './EventList';
import { MachineDiagram } from './MachineDiagram';
import { describedAs, describedStateValue, stateValueLabel } from './machineGraph';
import { PathsReportLink } from './PathsReportLink';

export type MachineRecord = ActorRecord & { readonly machine: NonNullable<ActorRecord['machine']> };

export interface MachineViewProps {
  readonly record: MachineRecord;
  /** 2 on the /__statecharts page, 3 inside the dock panel. */
  readonly headingLevel: 2 | 3;
  /** A recording opened from a file: no paths-report link, "At the end" instead of "Now". */
  readonly recorded?: boolean;
}

/**
 * One machine: where it is in the customer's words, its diagram, a timeline of the moments
 * recorded (pick one to see the diagram, the event and the data as they were), the data with what
 * the event changed, and the events as sentences.
 */
export function MachineView({ record, headingLevel, recorded = false }: MachineViewProps) {
  const headingId = useId();
  const sliderId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const { machine } = record;
  // null: live (the newest moment, following new events)
  const [picked, setPicked] = useState<number | null>(null);
  const moments = record.events.filter((e) => e.value !== undefined);
  const pickedIndex = picked === null ? -1 : moments.findIndex((m) => m.seq === picked);
  const travelling = pickedIndex >= 0 && pickedIndex < moments.length - 1;
  const moment = travelling ? moments[pickedIndex]! : moments.at(-1);
  const value = travelling ? moment!.value : record.snapshot.value;
  const context = travelling ? moment!.context : record.snapshot.context;
  const index = travelling ? pickedIndex : moments.length - 1;

  const code = stateValueLabel(value);
  // In the customer's words where the machine has descriptions; the code name on hover and beside it.
  const words = describedStateValue(machine.root, value);
  const purpose = describedAs(machine.root.description);
  // Invoked machines carry their invoke id; root actors only a generated one, not worth showing.
  const actorNote = record.parentSessionId !== undefined && record.id !== machine.id ? `invoked as ${record.id}` : null;
  const select = (seq: number) => setPicked(seq === moments.at(-1)?.seq ? null : seq);

  return (
    <section className={classes.machine} aria-labelledby={headingId} data-machine={machine.id} data-actor={record.sessionId} data-travelling={travelling}>
      <div className={classes.machineHeader}>
        <Heading id={headingId} title={`machine ${machine.id}`}>
          {purpose ?? machine.id}
        </Heading>
        {purpose && <code className={classes.currentCode}>{machine.id}</code>}
        {actorNote && <span className={classes.muted}>{actorNote}</span>}
        <span className={classes.spacer} />
        {!recorded && <PathsReportLink machineId={machine.id} />}
      </div>
      <div className={`${classes.current} ${travelling ? classes.past : ''}`} aria-live="polite">
        <span className={classes.nowLabel}>{travelling ? `Back at ${clockTime(moment!.at)}:` : recorded ? 'At the end:' : 'Now:'}</span>{' '}
        {words !== undefined ? (
          <>
            <strong className={classes.currentWords} title={code} data-testid="current-words">
              {words}
            </strong>{' '}
            <code className={classes.currentCode} data-testid="current-state">
              {code}
            </code>
          </>
        ) : (
          <strong data-testid="current-state">{code || '—'}</strong>
        )}
        {travelling && (
          <button type="button" className={classes.quiet} onClick={() => setPicked(null)}>
            {recorded ? 'Go to the end' : 'Back to now'}
          </button>
        )}
      </div>
      <MachineDiagram machine={machine} value={value} lastTransitions={travelling ? (moment!.transitions ?? []) : record.lastTransitions} />
      {moments.length > 0 && (
        <div className={classes.timeline}>
          <label htmlFor={sliderId}>Timeline</label>
          <input
            id={sliderId}
            type="range"
            min={0}
            max={Math.max(0, moments.length - 1)}
            value={index}
            onChange={(e) => select(moments[Number(e.target.value)]!.seq)}
            aria-valuetext={moment ? `Moment ${index + 1} of ${moments.length}: ${moment.sentence}` : undefined}
          />
          <span className={classes.muted}>
            {index + 1} / {moments.length}
          </span>
        </div>
      )}
      {moment && (
        <div className={classes.moment}>
          <Sub className={classes.sectionTitle}>What happened</Sub>
          <p className={classes.what}>
            <span className={classes.muted}>{clockTime(moment.at)}</span> <strong title={moment.type}>{moment.sentence}</strong>
            {moment.sourceId !== undefined && <span className={classes.muted}> from {moment.sourceId}</span>}
          </p>
          <EventData payload={moment.payload} />
        </div>
      )}
      <Sub className={classes.sectionTitle}>Data</Sub>
      <ContextTable context={context} changed={moment?.changed ?? []} label={`Data of ${machine.id}`} />
      <Sub className={classes.sectionTitle}>Events</Sub>
      <EventList events={record.events} label={`Events of ${machine.id}`} selected={travelling ? moment!.seq : null} onSelect={select} />
    </section>
  );
}
