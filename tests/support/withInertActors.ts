// Replays run the machine as an actor whose own actors never answer: the path's events do.
import { createMachine, fromPromise, type AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';

const neverSettles = fromPromise<never>(() => new Promise<never>(() => {}));

type MutableConfig = Record<string, unknown> & { states?: Record<string, MutableConfig>; invoke?: unknown };

/**
 * The machine with every actor it can invoke or spawn replaced by a promise that never
 * settles (inline `invoke.src` logic included), so actor completions come only from the
 * path's own `xstate.done.actor.*` / `xstate.error.actor.*` events.
 */
export function withInertActors<M extends AnyStateMachine>(machine: M): M {
  const fakes: Record<string, typeof neverSettles> = {};
  for (const key of Object.keys(machine.implementations.actors)) fakes[key] = neverSettles;
  let inline = false;
  // Only the actors the machine names (and inline logic) get a fake: an invoke whose src names no
  // actor must fail here as it would in the app (a src renamed or emptied by a mutant, a typo).
  for (const node of getStateNodes(machine.root)) {
    for (const inv of node.invoke) {
      if ((inv.src as string).startsWith('xstate.invoke.')) {
        fakes[inv.src as string] = neverSettles;
        inline = true;
      }
    }
  }
  if (!inline) return machine.provide({ actors: fakes } as never) as M;
  // inline logic is read from the config, not from implementations: rewrite the config
  const FAKE = 'pathCoverage.inert';
  const rewrite = (config: MutableConfig): MutableConfig => {
    const out: MutableConfig = { ...config };
    if (config.invoke) {
      const list = Array.isArray(config.invoke) ? config.invoke : [config.invoke];
      const mapped = list.map((inv: Record<string, unknown>) =>
        typeof inv.src === 'string' ? inv : { ...inv, src: FAKE },
      );
      out.invoke = Array.isArray(config.invoke) ? mapped : mapped[0];
    }
    if (config.states) {
      out.states = Object.fromEntries(Object.entries(config.states).map(([k, v]) => [k, rewrite(v)]));
    }
    return out;
  };
  const make = createMachine as unknown as (config: unknown, implementations: unknown) => M;
  return make(rewrite(machine.config as MutableConfig), {
    ...machine.implementations,
    actors: { ...fakes, [FAKE]: neverSettles },
  });
}
