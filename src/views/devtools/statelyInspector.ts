import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent } from 'xstate';
import { addInspectionListener } from '../inspection';
import { maskStatelyEvent } from './maskSecrets';
import { STATELY_INSPECT_URL } from './statelyUrl';

export { STATELY_INSPECT_URL } from './statelyUrl';

// The online inspector (stately.ai/inspect in its own window). Loaded only with `?inspect` or
// VITE_INSPECT=1. Every event leaves through `serialize`, so nothing reaches the other window
// (or the inspector's replay buffer) before its secrets are masked.

const WINDOW_NAME = 'xstateinspector';

export interface StatelyConnection {
  /** Whether the inspector window is open (browsers block a pop-up not opened from a click). */
  readonly isOpen: () => boolean;
  /** Opens (or focuses) the inspector window; call it from a click. */
  readonly open: () => void;
  readonly dispose: () => void;
}

/** `backlog`: inspection events from before the connection, replayed first. */
export function connectStatelyInspector(target: Window = window, backlog: readonly InspectionEvent[] = []): StatelyConnection {
  const names = new Map<string, string>();
  const inspector = createBrowserInspector({
    window: target,
    url: STATELY_INSPECT_URL,
    // Everything since the page loaded is replayed when the inspector connects.
    maxDeferredEvents: 5000,
    serialize: (event) => maskStatelyEvent(event, names),
  });
  for (const event of backlog) inspector.inspect.next?.(event);
  const remove = addInspectionListener((event) => inspector.inspect.next?.(event));
  const adapter = inspector.adapter;
  return {
    isOpen: () => adapter.targetWindow !== null && !adapter.targetWindow.closed,
    open: () => {
      if (adapter.targetWindow && !adapter.targetWindow.closed) adapter.targetWindow.focus();
      // The adapter listens for the new window's "connected" message and replays to targetWindow.
      else adapter.targetWindow = target.open(STATELY_INSPECT_URL, WINDOW_NAME);
    },
    dispose: () => {
      remove();
      inspector.stop();
    },
  };
}
