// A StrykerJS ignorer: mutants inside a statechart's `description` or `meta` (the customer's words
// and the spec-rule tags), and inside setup()'s `types` (compile-time only), are not run. They are read by people, the statechart viewer and the
// paths report, never by the machine's behaviour, so no behaviour test can tell them apart; the
// "every state and transition is described" test (tests/machines/descriptions.test.ts) guards them.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

const ANNOTATIONS = new Set(['description', 'meta']);

const keyOf = (node) => (node.type !== 'ObjectProperty' || node.computed ? null : node.key.type === 'Identifier' ? node.key.name : node.key.type === 'StringLiteral' ? node.key.value : null);

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'statechart-annotations', {
    shouldIgnore(path) {
      // `{ description: '…' }` emptied (a final state with words only): the same state without its words.
      const own = path.node;
      if (own?.type === 'ObjectExpression' && own.properties.length > 0 && own.properties.every((prop) => ANNOTATIONS.has(keyOf(prop)))) {
        return 'An object of words and tags only: emptying it changes no behaviour';
      }
      for (let p = path; p; p = p.parentPath) {
        const node = p.node;
        if (node?.type === 'ObjectProperty' && !node.computed) {
          const key = keyOf(node);
          if (key !== null && ANNOTATIONS.has(key)) return `A statechart ${key}: words and tags for people and reports, not behaviour`;
          // setup({ types: { context: {} as C, … } }): read by the TypeScript compiler only; XState ignores it at run time.
          const call = p.parentPath?.parentPath?.node;
          if (key === 'types' && call?.type === 'CallExpression' && call.callee?.type === 'Identifier' && call.callee.name === 'setup') return 'setup types: for the compiler only, nothing at run time';
        }
      }
      return undefined;
    },
  }),
];
