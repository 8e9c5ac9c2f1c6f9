import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mergeRefs } from '@mantine/hooks';
import { withMantineMergeRefs } from '../../scripts/scrollAreaMergeRefs';

const scrollArea = readFileSync('node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs', 'utf8');

describe('scrollAreaMergeRefs (issue 15.2: tables and modals without floating-ui)', () => {
  it('finds the installed ScrollArea importing useMergeRefs from floating-ui, and leaves it importing nothing from there', () => {
    expect(scrollArea).toContain('import { useMergeRefs } from "@floating-ui/react";');
    const out = withMantineMergeRefs(scrollArea);
    expect(out).not.toContain('@floating-ui/react');
    expect(out).toContain('from "@mantine/hooks"');
    // Every use still calls useMergeRefs with an array, as floating-ui's takes.
    expect(out.match(/useMergeRefs\(\[/g)?.length).toBe(scrollArea.match(/useMergeRefs\(\[/g)?.length);
  });

  it("merges refs as floating-ui's hook does: object and callback refs get the node, and let it go", () => {
    const objectRef: { current: unknown } = { current: null };
    const seen: unknown[] = [];
    const merged = mergeRefs(objectRef, (node: unknown) => void seen.push(node), undefined);
    const node = { id: 'viewport' };
    const cleanup = merged(node);
    expect(objectRef.current).toBe(node);
    expect(seen).toEqual([node]);
    if (typeof cleanup === 'function') cleanup();
    else merged(null);
    expect(objectRef.current).toBeNull();
    expect(seen).toEqual([node, null]);
  });

  it('changes no other file', () => {
    const other = 'import { useMergeRefs } from "somewhere-else";';
    expect(withMantineMergeRefs(other)).toBe(other);
  });
});
