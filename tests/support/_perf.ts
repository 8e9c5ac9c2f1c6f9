import { assign, setup, fromPromise } from 'xstate';
import { generatePaths, computeCoverage } from './pathCoverageCore.ts';
const N = 10;
const states: Record<string, any> = {};
for (let i = 1; i <= N; i++) {
  states[`step${i}`] = {
    on: {
      next: i < N ? `step${i + 1}` : 'submitting',
      previous: i > 1 ? `step${i - 1}` : undefined,
      'go.back': i === 5 ? 'step3' : i > 1 ? `step${i - 1}` : undefined,
      'field.changed': { actions: assign(({ context, event }: any) => ({ draft: { ...context.draft, [`f${i}`]: event.value } })) },
      'step.selected': [...Array.from({ length: N }, (_, j) => ({ guard: ({ event }: any) => event.step === j + 1, target: `step${j + 1}` }))],
    },
  };
}
states.submitting = { invoke: { id: 'submit', src: 'submit', onDone: 'done', onError: 'step1' } };
states.done = { type: 'final' };
const m = setup({ actors: { submit: fromPromise(async () => 1) } }).createMachine({ id: 'wiz', context: { draft: {} }, initial: 'step1', states } as any);
const events = {
  'field.changed': [{ type: 'field.changed', value: 'a' }, { type: 'field.changed', value: 'b' }],
  'step.selected': Array.from({ length: N }, (_, j) => ({ type: 'step.selected', step: j + 1 })),
  'xstate.done.actor.submit': [{ type: 'xstate.done.actor.submit', output: 1 }],
};
let t = performance.now();
const paths = generatePaths(m as any, { events } as any);
const r = computeCoverage(m as any, paths);
console.log('full', (performance.now() - t).toFixed(0), 'ms', paths.length, 'paths', r.transitions, r.states.covered, r.exploration, r.transitionPairs);
t = performance.now();
const paths2 = generatePaths(m as any, { events: { ...events, 'xstate.done.actor.submit': [] } } as any);
const r2 = computeCoverage(m as any, paths2);
console.log('unreachable', (performance.now() - t).toFixed(0), 'ms', paths2.length, r2.transitions.unvisited, r2.exploration);
