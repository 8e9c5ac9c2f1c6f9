import type { StatelyConnection } from './statelyInspector';
import { STATELY_INSPECT_URL } from './statelyUrl';

// The online inspector lives on stately.ai. Offline (or behind a firewall) its window would show
// "site can't be reached" on every load, so the site is tried first and the window opened only
// when it answers; otherwise the app says so and points to the offline viewer.

export type StatelyStatus = 'checking' | 'connected' | 'unreachable';

export interface StatelyLink {
  readonly getStatus: () => StatelyStatus;
  readonly subscribe: (onChange: () => void) => () => void;
  /** Tries stately.ai again (a click on "Try again"). */
  readonly retry: () => void;
  /** Whether the inspector window is open (browsers block a pop-up not opened from a click). */
  readonly isOpen: () => boolean;
  /** Opens (or focuses) the inspector window; call it from a click. */
  readonly open: () => void;
}

export type Probe = () => Promise<boolean>;

/** Whether stately.ai answers within `timeoutMs`: a no-cors request succeeds on any answer and fails without a network. */
export const probeStately =
  (fetchFn: typeof fetch = fetch, timeoutMs = 4000): Probe =>
  async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      await fetchFn(STATELY_INSPECT_URL, { mode: 'no-cors', cache: 'no-store', signal: controller.signal });
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

/** Probes, then connects (loading the inspector's code) only when stately.ai answered. */
export function createStatelyLink(probe: Probe, connect: () => Promise<StatelyConnection>): StatelyLink {
  let status: StatelyStatus = 'checking';
  let connection: StatelyConnection | null = null;
  const listeners = new Set<() => void>();
  const set = (next: StatelyStatus) => {
    status = next;
    for (const l of listeners) l();
  };
  const attempt = () => {
    set('checking');
    void probe().then(async (reachable) => {
      if (!reachable) return set('unreachable');
      try {
        connection ??= await connect();
        set('connected');
      } catch {
        set('unreachable');
      }
    });
  };
  attempt();
  return {
    getStatus: () => status,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    retry: attempt,
    isOpen: () => connection?.isOpen() ?? false,
    open: () => connection?.open(),
  };
}
