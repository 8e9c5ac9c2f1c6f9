import { useEffect, useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { AnyStateNode } from 'xstate';
import type { ActorRegistry } from './actorRegistry';
import classes from './devtools.module.css';
import { downloadRecording } from './download';
import { MachineView, type MachineRecord } from './MachineView';
import { makeRecording } from './recording';
import { SequenceView } from './SequenceView';
import { StatelyButton } from './StatelyButton';
import type { StatelyLink } from './statelyLink';
import { machineActors, useActors, useSequence } from './useActors';

export type { MachineRecord } from './MachineView';

export interface DevtoolsDockProps {
  /** The live actors; null when the offline viewer is off (only the online inspector is on). */
  readonly registry: ActorRegistry | null;
  readonly stately: StatelyLink | null;
  /** Where the panel's size and openness are remembered (tests pass their own). */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/** "login", or "transitInfo #2" when two actors run the same machine; the machine's description first. */
function optionLabels(machines: readonly MachineRecord[]): Map<string, string> {
  const seen = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const record of machines) {
    const n = (seen.get(record.machine.id) ?? 0) + 1;
    seen.set(record.machine.id, n);
    const said = record.machine.root.description?.trim();
    const name = said ? `${said} (${record.machine.id})` : record.machine.id;
    labels.set(record.sessionId, n === 1 ? name : `${name} #${n}`);
  }
  return labels;
}

const countStates = (node: AnyStateNode): number => 1 + Object.values(node.states ?? {}).reduce((sum, child) => sum + countStates(child as AnyStateNode), 0);
const stateCount = (record: MachineRecord): number => countStates(record.machine.root);
// App-long machines (the session and the header's notifications it invokes) are not a page's own.
const APP_MACHINES = new Set(['session', 'notifications']);

/**
 * What the panel shows until another machine is picked: the page's main machine, taken to be the
 * running machine with the most states (the wizard over its step loaders), newest first on a tie.
 * App-long machines (session, notifications) are shown only when the page runs none of its own.
 */
export function pageMachine(machines: readonly MachineRecord[]): MachineRecord | undefined {
  const candidates = machines.filter((m) => !APP_MACHINES.has(m.machine.id));
  const pool = candidates.length > 0 ? candidates : machines;
  return pool.reduce<MachineRecord | undefined>((best, m) => (best === undefined || stateCount(m) >= stateCount(best) ? m : best), undefined);
}

const STORAGE_KEY = 'statecharts.panel';
export const DEFAULT_WIDTH = 560;
export const MIN_WIDTH = 360;
const maxWidth = () => Math.max(MIN_WIDTH, Math.round((typeof window === 'undefined' ? 1366 : window.innerWidth) * 0.6));
const clampWidth = (w: number) => Math.round(Math.min(maxWidth(), Math.max(MIN_WIDTH, w)));

interface PanelPrefs {
  readonly open: boolean;
  readonly width: number;
  readonly view: 'machine' | 'sequence';
}

function readPrefs(storage: DevtoolsDockProps['storage']): PanelPrefs {
  const fallback: PanelPrefs = { open: false, width: DEFAULT_WIDTH, view: 'machine' };
  try {
    const saved = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as Partial<PanelPrefs> | null;
    if (!saved || typeof saved !== 'object') return fallback;
    return {
      open: saved.open === true,
      width: typeof saved.width === 'number' && Number.isFinite(saved.width) ? clampWidth(saved.width) : DEFAULT_WIDTH,
      view: saved.view === 'sequence' ? 'sequence' : 'machine',
    };
  } catch {
    return fallback;
  }
}

const defaultStorage = (): DevtoolsDockProps['storage'] => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

// The page makes room: while the panel is open the document is narrower by its width (global CSS
// in devtools.module.css reads these), so nothing of the page is under it.
function useDockedWidth(open: boolean, width: number) {
  useEffect(() => {
    const html = document.documentElement;
    if (!open) return;
    html.classList.add('statecharts-docked');
    html.style.setProperty('--statecharts-width', `${width}px`);
    return () => {
      html.classList.remove('statecharts-docked');
      html.style.removeProperty('--statecharts-width');
    };
  }, [open, width]);
}

/**
 * The workspace beside the app: a "Statecharts" toggle opening a panel docked on the right that
 * the page makes room for (resizable; its width and openness remembered across reloads), showing
 * the page's main machine or the sequence of events between machines. With `?inspect`, a button
 * for the Stately inspector.
 */
export function DevtoolsDock({ registry, stately, storage = defaultStorage() }: DevtoolsDockProps) {
  const [prefs, setPrefs] = useState<PanelPrefs>(() => readPrefs(storage));
  const [selected, setSelected] = useState<string | null>(null);
  const panelId = useId();
  const selectId = useId();
  const machines = machineActors(useActors(registry)) as MachineRecord[];
  const sequence = useSequence(registry);
  const labels = optionLabels(machines);
  const shown = machines.find((m) => m.sessionId === selected) ?? pageMachine(machines);
  // /__statecharts is the workspace itself: no panel beside it.
  const [location] = useLocation();
  const onViewerPage = location === '/__statecharts';
  const open = prefs.open && registry !== null && !onViewerPage;

  // A function of the current prefs, so two quick key presses both count.
  const update = (change: Partial<PanelPrefs> | ((p: PanelPrefs) => Partial<PanelPrefs>)) =>
    setPrefs((p) => {
      const next = { ...p, ...(typeof change === 'function' ? change(p) : change) };
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // storage full or blocked: the panel still works, it just forgets
      }
      return next;
    });
  useDockedWidth(open, prefs.width);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !(event.target instanceof HTMLElement && event.target.closest('[role="dialog"]'))) update({ open: false });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // Dragging the left edge: the panel is as wide as the window right of the pointer.
  const onResizeStart = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    target.setPointerCapture?.(event.pointerId);
    const move = (e: globalThis.PointerEvent) => update({ width: clampWidth(window.innerWidth - e.clientX) });
    const stop = () => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', stop);
      target.removeEventListener('pointercancel', stop);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', stop);
    target.addEventListener('pointercancel', stop);
  };
  const onResizeKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const by = event.shiftKey ? 80 : 20;
    if (event.key === 'ArrowLeft') update((p) => ({ width: clampWidth(p.width + by) }));
    else if (event.key === 'ArrowRight') update((p) => ({ width: clampWidth(p.width - by) }));
    else return;
    event.preventDefault();
  };

  const toggle = registry && !onViewerPage && (
    <button type="button" className={classes.button} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => update({ open: !open })}>
      Statecharts ({machines.length})
    </button>
  );

  return (
    <>
      {open && (
        <section id={panelId} className={`${classes.root} ${classes.panel}`} style={{ width: prefs.width }} aria-label="Statecharts panel">
          <div
            className={classes.resizer}
            role="separator"
            aria-orientation="vertical"
            aria-label="Panel width"
            aria-valuenow={prefs.width}
            aria-valuemin={MIN_WIDTH}
            aria-valuemax={maxWidth()}
            tabIndex={0}
            onPointerDown={onResizeStart}
            onKeyDown={onResizeKey}
          />
          <div className={classes.panelHeader}>
            <h2>Statecharts</h2>
            <div className={classes.tabs} role="group" aria-label="Show">
              <button type="button" className={classes.tab} aria-pressed={prefs.view === 'machine'} onClick={() => update({ view: 'machine' })}>
                Machine
              </button>
              <button type="button" className={classes.tab} aria-pressed={prefs.view === 'sequence'} onClick={() => update({ view: 'sequence' })}>
                Sequence
              </button>
            </div>
            <span className={classes.spacer} />
            <button type="button" className={classes.quiet} onClick={() => update({ open: false })}>
              Close
            </button>
          </div>
          <div className={classes.panelSubHeader}>
            {prefs.view === 'machine' && machines.length > 0 && (
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
            <span className={classes.spacer} />
            <button type="button" className={classes.quiet} onClick={() => registry && downloadRecording(makeRecording(registry.getActors(), registry.getLog(), window.location.pathname))}>
              Export recording
            </button>
            <Link className={classes.link} href="/__statecharts">
              All machines
            </Link>
            {stately && <StatelyButton stately={stately} />}
          </div>
          <div className={classes.panelBody}>
            {prefs.view === 'sequence' ? (
              <SequenceView entries={sequence} />
            ) : shown ? (
              <MachineView key={shown.sessionId} record={shown} headingLevel={3} />
            ) : (
              <p>No state machine is running on this page.</p>
            )}
          </div>
        </section>
      )}
      {!open && (toggle || stately) && (
        <aside className={`${classes.root} ${classes.dock}`} aria-label="Developer tools">
          <div className={classes.dockButtons}>
            {toggle}
            {stately && <StatelyButton stately={stately} />}
          </div>
        </aside>
      )}
    </>
  );
}
