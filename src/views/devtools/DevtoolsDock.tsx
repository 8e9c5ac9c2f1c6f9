import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import type { AnyStateNode } from 'xstate';
import type { ActorRecord, ActorRegistry } from './actorRegistry';
import classes from './devtools.module.css';
import { MachineView } from './MachineView';
import type { StatelyConnection } from './statelyInspector';
import { machineActors, useActors } from './useActors';

export interface DevtoolsDockProps {
  /** The live actors; null when the offline viewer is off (only the online inspector is on). */
  readonly registry: ActorRegistry | null;
  readonly stately: StatelyConnection | null;
}

export type MachineRecord = ActorRecord & { readonly machine: NonNullable<ActorRecord['machine']> };

/** "login", or "transitInfo #2" when two actors run the same machine. */
function optionLabels(machines: readonly MachineRecord[]): Map<string, string> {
  const seen = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const record of machines) {
    const n = (seen.get(record.machine.id) ?? 0) + 1;
    seen.set(record.machine.id, n);
    labels.set(record.sessionId, n === 1 ? record.machine.id : `${record.machine.id} #${n}`);
  }
  return labels;
}

const countStates = (node: AnyStateNode): number => 1 + Object.values(node.states ?? {}).reduce((sum, child) => sum + countStates(child as AnyStateNode), 0);
const stateCount = (record: MachineRecord): number => countStates(record.machine.root);

/**
 * What the panel shows until another machine is picked: the page's main machine, taken to be the
 * running machine with the most states (the wizard over its step loaders), newest first on a tie.
 * The session lives as long as the app and is shown only when nothing else runs.
 */
export function pageMachine(machines: readonly MachineRecord[]): MachineRecord | undefined {
  const candidates = machines.filter((m) => m.machine.id !== 'session');
  const pool = candidates.length > 0 ? candidates : machines;
  return pool.reduce<MachineRecord | undefined>((best, m) => (best === undefined || stateCount(m) >= stateCount(best) ? m : best), undefined);
}

// The Stately window may be closed at any time; there is no event for that, so poll while shown.
function useStatelyOpen(stately: StatelyConnection | null): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!stately) return () => {};
      const timer = setInterval(onChange, 1000);
      return () => clearInterval(timer);
    },
    () => stately?.isOpen() ?? false,
  );
}

/**
 * Bottom-left dev tools on every page: a "Statecharts" toggle opening a panel with the page's
 * running machines (diagram, current state, last events), and, with `?inspect`, a button that
 * opens the Stately inspector window (browsers only allow that pop-up from a click).
 */
export function DevtoolsDock({ registry, stately }: DevtoolsDockProps) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const panelId = useId();
  const selectId = useId();
  const statelyOpen = useStatelyOpen(stately);
  const machines = machineActors(useActors(registry)) as MachineRecord[];
  const labels = optionLabels(machines);
  const shown = machines.find((m) => m.sessionId === selected) ?? pageMachine(machines);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <aside className={`${classes.root} ${classes.dock}`} aria-label="Developer tools">
      {open && registry && (
        <section id={panelId} className={classes.panel} aria-label="Statecharts panel">
          <div className={classes.panelHeader}>
            <h2>Statecharts</h2>
            {machines.length > 0 && (
              <label htmlFor={selectId}>
                Machine
                <select id={selectId} value={shown?.sessionId ?? ''} onChange={(e) => setSelected(e.target.value)}>
                  {machines.map((m) => (
                    <option key={m.sessionId} value={m.sessionId}>
                      {labels.get(m.sessionId)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <Link className={classes.link} href="/__statecharts">
              All machines
            </Link>
            <span className={classes.spacer} />
            <button type="button" className={classes.quiet} onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
          <div className={classes.panelBody}>
            {shown ? (
              <MachineView key={shown.sessionId} record={shown} headingLevel={3} />
            ) : (
              <p>No state machine is running on this page.</p>
            )}
          </div>
        </section>
      )}
      <div className={classes.dockButtons}>
        {registry && (
          <button type="button" className={classes.button} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((o) => !o)}>
            Statecharts ({machines.length})
          </button>
        )}
        {stately && (
          <button type="button" className={classes.button} onClick={() => stately.open()}>
            {statelyOpen ? 'Show Stately inspector' : 'Open Stately inspector'}
          </button>
        )}
      </div>
    </aside>
  );
}
