import { assign, fromPromise, setup } from 'xstate';
import { Messages } from '../schemas/messages.ts';

export interface LoaderContext {
  readonly input: unknown;
  readonly data: unknown;
  readonly error: string | null;
}

export type LoaderEvent = { type: 'retry' } | { type: 'reload' };

/**
 * One piece of server data a view shows (catalog lists, the address book, a quote): loading →
 * ready | failed, with retry and reload. Each use supplies its own call (see serviceLoaders.ts).
 */
export function createLoader<T, I = void>(id: string, load: (input: I) => Promise<T>) {
  return setup({
    types: { context: {} as LoaderContext, events: {} as LoaderEvent, input: {} as I },
    actors: { load: fromPromise<unknown, unknown>(({ input }) => load(input as I)) },
  }).createMachine({
    id,
    context: ({ input }) => ({ input, data: null, error: null }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }: { context: LoaderContext }) => context.input,
          onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : Messages.somethingWrong) }),
            meta: { spec: ['err.rethrow'] },
          },
        },
      },
      ready: { on: { reload: { target: 'loading' } } },
      failed: { on: { retry: { target: 'loading' } } },
    },
  });
}
