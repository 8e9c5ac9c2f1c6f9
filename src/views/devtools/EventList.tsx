import type { EventRecord } from './actorRegistry';
import classes from './devtools.module.css';

const time = (at: number): string => {
  const d = new Date(at);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
};

export interface EventListProps {
  readonly events: readonly EventRecord[];
  /** Names the list for assistive technology ("Last events of login"). */
  readonly label: string;
}

/**
 * The actor's last events, newest first. An event whose transition has a description reads as a
 * sentence ("Pay later → Order saved, unpaid") with its type in small type beside it; others show
 * their type. Then the sender and the payload (already masked).
 */
export function EventList({ events, label }: EventListProps) {
  if (events.length === 0) return <p className={classes.muted}>No events yet.</p>;
  return (
    <ol className={classes.events} aria-label={label} tabIndex={0}>
      {[...events].reverse().map((event) => (
        <li key={event.seq} data-event={event.type}>
          <div className={classes.eventLine}>
            <span className={classes.muted}>{time(event.at)}</span>
            {event.description !== undefined ? (
              <>
                <span className={classes.eventSentence} title={event.type}>
                  {event.description}
                </span>
                <span className={classes.eventCode}>{event.type}</span>
              </>
            ) : (
              <span className={classes.eventType}>{event.type}</span>
            )}
            {event.sourceId !== undefined && <span className={classes.muted}>from {event.sourceId}</span>}
            {event.to !== undefined && <span title={event.toWords !== undefined ? event.to : undefined}>→ {event.toWords ?? event.to}</span>}
          </div>
          {Object.keys(event.payload).length > 0 && <pre className={classes.json}>{JSON.stringify(event.payload, null, 1).replace(/\n\s*/g, ' ')}</pre>}
        </li>
      ))}
    </ol>
  );
}
