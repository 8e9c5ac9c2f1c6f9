import { Link } from 'wouter';
import type { ActorRecord } from './actorRegistry';
import { getAppRegistry } from './appRegistry';
import classes from './devtools.module.css';
import { MachineView } from './MachineView';
import { machineActors, useActors } from './useActors';

type MachineRecord = ActorRecord & { readonly machine: NonNullable<ActorRecord['machine']> };

const anchorOf = (record: ActorRecord): string => `actor-${record.sessionId.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

/** /__statecharts: every actor alive in this tab, machines drawn, the others listed. */
export default function StatechartsView({ title }: { readonly title: string }) {
  const registry = getAppRegistry();
  const actors = useActors(registry);
  const machines = machineActors(actors) as MachineRecord[];
  const others = actors.filter((a) => a.machine === null);

  return (
    <main id="main" className={`${classes.root} ${classes.page}`}>
      <h1>{title}</h1>
      <p className={classes.intro}>
        The state machines running in this tab, drawn from their definitions. The current state is highlighted in green
        and moves as events arrive; the last events are listed with their data, passwords, tokens, codes and card
        details masked. Pages start their machines when they open, so a page&apos;s own machines show in the
        <strong> Statecharts </strong> panel on that page. <Link className={classes.link} href="/">Back to the app</Link>
      </p>
      {machines.length === 0 ? (
        <p>No state machine is running. The session machine starts once someone is signed in.</p>
      ) : (
        <nav aria-label="Running machines">
          <ul className={classes.toc}>
            {machines.map((record) => (
              <li key={record.sessionId}>
                <a className={classes.link} href={`#${anchorOf(record)}`}>
                  {record.machine.id}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {machines.map((record) => (
        <div key={record.sessionId} id={anchorOf(record)}>
          <MachineView record={record} headingLevel={2} />
        </div>
      ))}
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
    </main>
  );
}
