import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs plugin for StrykerJS, without types
import { strykerPlugins } from './annotationIgnorer.mjs';

type Node = Record<string, unknown>;
const ignorer = (strykerPlugins as Array<{ value: { shouldIgnore(path: { node: Node; parentPath?: unknown }): string | undefined } }>)[0]!.value;
const prop = (key: string, value: Node = { type: 'StringLiteral', value: 'x' }): Node => ({ type: 'ObjectProperty', computed: false, key: { type: 'Identifier', name: key }, value });
const object = (...properties: Node[]): Node => ({ type: 'ObjectExpression', properties });
/** The path of `node` inside `parents` (innermost first), as Babel gives it to an ignorer. */
const pathOf = (node: Node, ...parents: Node[]) => {
  let path: { node: Node; parentPath?: unknown } | undefined;
  for (const parent of [...parents].reverse()) path = { node: parent, parentPath: path };
  return { node, parentPath: path };
};

describe('statechart-annotations ignorer', () => {
  it('ignores what is inside a description or meta', () => {
    const words = { type: 'StringLiteral', value: 'Try again' };
    expect(ignorer.shouldIgnore(pathOf(words, prop('description', words)))).toMatch(/words and tags/);
    expect(ignorer.shouldIgnore(pathOf(words, prop('meta', words)))).toMatch(/words and tags/);
  });

  it('ignores emptying an object of words only, not one that holds behaviour', () => {
    expect(ignorer.shouldIgnore(pathOf(object(prop('description'))))).toMatch(/changes no behaviour/);
    expect(ignorer.shouldIgnore(pathOf(object(prop('description'), prop('meta'))))).toMatch(/changes no behaviour/);
    expect(ignorer.shouldIgnore(pathOf(object(prop('description'), prop('target'))))).toBeUndefined();
    expect(ignorer.shouldIgnore(pathOf(object()))).toBeUndefined();
    expect(ignorer.shouldIgnore(pathOf({ type: 'StringLiteral', value: 'loading' }, prop('target')))).toBeUndefined();
  });
});
