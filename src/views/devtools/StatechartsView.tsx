import { useId, useRef, useState, type DragEvent } from 'react';
import { Link } from 'wouter';
import type { AnyStateMachine } from 'xstate';
import { getAppRegistry } from './appRegistry';
import classes from './devtools.module.css';
import { downloadRecording } from './download';
import { machineCatalog } from './machineCatalog';
import { MachineView, type MachineRecord } from './MachineView';
import { makeRecording, parseRecording, recordedActorRecord, type Recording } from './recording';
import { SequenceView } from './SequenceView';
import { machineActors, useActors, useSequence } from './useActors';

const anchorOf = (record: { sessionId: string }): string => `actor-${record.sessionId.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

interface Opened {
  readonly name: string;
  readonly recording: Recording;
  readonly machines: readonly MachineRecord[];
  /** Machines of the recording this app does not have (another version): listed, not drawn. */
  readonly unknown: readonly string[];
}

function Machines({ machines, recorded }: { readonly machines: readonly MachineRecord[]; readonly recorded: boolean }) {
  return (
    <>
      <nav aria-label={recorded ? 'Recorded machines' : 'Running machines'}>
        <ul className={classes.toc}>
          {machines.map((record) => (
            <li key={record.sessionId}>
              <a className={classes.link} href={`#${anchorOf(record)}`} title={record.machine.id}>
                {record.machine.root.description?.trim() || record.machine.id}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {machines.map((record) => (
        <div key={record.sessionId} id={anchorOf(record)}>
          <MachineView record={record} headingLevel={2} recorded={recorded} />
        </div>
      ))}
    </>
  );
}

/**
 * /__statecharts: every machine alive in this tab and the events between them, a recording of it
 * to save, and recordings from elsewhere to open (file picker or drop), validated first.
 */
export default function StatechartsView({ title }: { readonly title: string }) {
  const registry = getAppRegistry();
  const actors = useActors(registry);
  const sequence = useSequence(registry);
  const machines = machineActors(actors) as MachineRecord[];
  const others = actors.filter((a) => a.machine === null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);

  const open = async (file: File) => {
    const parsed = parseRecording(await file.text());
    if (!parsed.ok) {
      setError(`${file.name}: ${parsed.error} Nothing was changed.`);
      return;
    }
    const catalog: Map<string, AnyStateMachine> = await machineCatalog();
    const known = parsed.recording.actors.filter((a) => catalog.has(a.machine));
    setOpened({
      name: file.name,
      recording: parsed.recording,
      machines: known.map((a) => recordedActorRecord(a, catalog.get(a.machine)!)),
      unknown: parsed.recording.actors.filter((a) => !catalog.has(a.machine)).map((a) => a.machine),
    });
    setError(null);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void open(file);
  };

  return (
    <main
      id="main"
      className={`${classes.root} ${classes.page} ${dragging ? classes.dropping : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <h1>{title}</h1>
      <p className={classes.intro}>
        The state machines of this tab, drawn from their definitions, in the customer&apos;s words: where each one is now, what happened, and the data it
        holds (passwords, tokens, codes and card details masked). Pages start their machines when they open, so a page&apos;s own machines show in the
        <strong> Statecharts </strong> panel on that page. <Link className={classes.link} href="/">Back to the app</Link>
      </p>
      <div className={classes.toolbar}>
        <button type="button" className={classes.button} onClick={() => registry && downloadRecording(makeRecording(registry.getActors(), registry.getLog(), window.location.pathname))}>
          Export recording
        </button>
        <label htmlFor={fileId} className={classes.quiet}>
          Open a recording…
        </label>
        <input
          ref={input}
          id={fileId}
          className={classes.visuallyHidden}
          type="file"
          accept="application/json,.json"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void open(file);
            e.target.value = '';
          }}
        />
        <span className={classes.muted}>or drop a recording file anywhere on this page.</span>
      </div>
      {error && (
        <p role="alert" className={classes.error}>
          {error}
        </p>
      )}
      {opened ? (
        <section aria-label="Recording" className={classes.recording}>
          <div className={classes.recordingBanner}>
            <p>
              Recording <strong>{opened.name}</strong>, made on <code>{opened.recording.page}</code> at {new Date(opened.recording.recordedAt).toLocaleString()}.
              Pick a moment on a machine&apos;s timeline to see it as it was.
            </p>
            <button type="button" className={classes.quiet} onClick={() => setOpened(null)}>
              Close the recording
            </button>
          </div>
          {opened.unknown.length > 0 && <p className={classes.muted}>Not drawn (this version of the app has no such machine): {opened.unknown.join(', ')}.</p>}
          <Machines machines={opened.machines} recorded />
          <h2>Sequence</h2>
          <SequenceView entries={opened.recording.sequence} limit={500} />
        </section>
      ) : (
        <>
          {machines.length === 0 ? <p>No state machine is running. The session machine starts once someone is signed in.</p> : <Machines machines={machines} recorded={false} />}
          <h2>Sequence</h2>
          <SequenceView entries={sequence} />
          {others.length > 0 && (
            <section aria-labelledby="other-actors">
              <h2 id="other-actors">Other running actors</h2>
              <ul>
                {others.map((record) => (
                  <li key={record.sessionId}>
                    <code>{record.id}</code> <span className={classes.muted}>{record.parentSessionId ? 'invoked by a machine' : 'root actor'}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </main>
  );
}
