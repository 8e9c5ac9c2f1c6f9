import { useId, useState, useSyncExternalStore } from 'react';
import classes from './devtools.module.css';
import type { StatelyLink } from './statelyLink';

// The Stately window may be closed at any time; there is no event for that, so poll while shown.
function useStatelyOpen(stately: StatelyLink): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const timer = setInterval(onChange, 1000);
      return () => clearInterval(timer);
    },
    () => stately.isOpen(),
  );
}

/**
 * The online inspector's button, saying truthfully what it does: checking stately.ai, opening or
 * showing its window, or that stately.ai cannot be reached, with the offline viewer as the way on.
 */
export function StatelyButton({ stately }: { readonly stately: StatelyLink }) {
  const status = useSyncExternalStore(stately.subscribe, stately.getStatus);
  const windowOpen = useStatelyOpen(stately);
  const [explain, setExplain] = useState(false);
  const noteId = useId();

  if (status === 'checking') {
    return (
      <button type="button" className={classes.button} disabled>
        Checking stately.ai…
      </button>
    );
  }
  if (status === 'connected') {
    return (
      <button type="button" className={classes.button} onClick={() => stately.open()}>
        {windowOpen ? 'Show the online inspector (stately.ai)' : 'Open the online inspector (stately.ai)'}
      </button>
    );
  }
  return (
    <span className={classes.statelyOffline}>
      <button type="button" className={classes.buttonMuted} aria-expanded={explain} aria-controls={explain ? noteId : undefined} onClick={() => setExplain((e) => !e)}>
        Online inspector unavailable
      </button>
      {explain && (
        <span id={noteId} role="status" className={classes.note}>
          stately.ai cannot be reached from this computer, so the online inspector was not opened. The <strong>Statecharts</strong> panel (the offline
          viewer, when this build has it) and <code>/__statecharts</code> show the same machines without a connection.{' '}
          <button type="button" className={classes.quiet} onClick={() => stately.retry()}>
            Try again
          </button>
        </span>
      )}
    </span>
  );
}
