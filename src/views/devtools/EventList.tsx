import type { EventRecord } from './actorRegistry';
import classes from './devtools.module.css';
import { shortValue } from './eventWords';

export const clockTime = (at: number): string => {
  const d = new Date(at);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
};

/** An event's data as `key: value` pairs in one line each (already masked). */
export function EventData({ payload }: { readonly payload: Readonly<Record<string, unknown>> }) {
  const entries = Object.entries(payload);
  if (entries.length === 0) return null;
  return (
    <dl className={classes.data}>
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd title={shortValue(value, 2000)}>{shortValue(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface EventListProps {
  readonly events: readonly EventRecord[];
  /** Names the list for assistive technology ("Events of login"). */
  readonly label: string;
  /** The moment shown (its event's seq); null when the list follows the live state. */
  readonly selected: number | null;
  readonly onSelect: (seq: number) => void;
}

/**
 * The actor's events, newest first, each a sentence (its transition's description, else its type
 * in words: "Profile loaded"), the code's event type on hover; pick one to see that moment.
 */
export function EventList({ events, label, selected, onSelect }: EventListProps) {
  if (events.length === 0) return <p className={classes.muted}>No events yet.</p>;
  const newest = events.at(-1)?.seq;
  return (
    <ol className={classes.events} aria-label={label}>
      {[...events].reverse().map((event) => {
        const current = (selected ?? newest) === event.seq;
        return (
          <li key={event.seq} data-event={event.type} className={current ? classes.eventCurrent : undefined}>
            <button type="button" className={classes.eventButton} aria-current={current ? 'step' : undefined} onClick={() => onSelect(event.seq)} disabled={event.value === undefined}>
              <span className={classes.muted}>{clockTime(event.at)}</span>{' '}
              <span className={classes.eventSentence} title={event.type}>
                {event.sentence}
              </span>
              {event.sourceId !== undefined && <span className={classes.muted}> from {event.sourceId}</span>}
              {event.to !== undefined && <span title={event.to}> → {event.toWords ?? event.to}</span>}
            </button>
            <EventData payload={event.payload} />
          </li>
        );
      })}
    </ol>
  );
}
