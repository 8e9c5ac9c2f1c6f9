// Vite plugin: Mantine's ScrollArea (inside Table, Modal, Select…) imports one hook from
// @floating-ui/react, `useMergeRefs`. That package is a single module, so the chunk holding it
// holds all of floating-ui (~15 KiB gzip), and every page with a table or a modal paid for it
// although it positions nothing. @mantine/hooks' useMergedRef does the same merge (React 19 ref
// cleanups included); this plugin makes ScrollArea use it. Menus, popovers and tooltips still
// bring floating-ui, in their own chunks. Checked by tests/scripts/scrollAreaMergeRefs.test.ts.
import type { Plugin } from 'vite';

const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const FROM_FLOATING_UI = 'import { useMergeRefs } from "@floating-ui/react";';
const FROM_MANTINE_HOOKS =
  'import { useMergedRef as __useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => __useMergedRef(...refs);';

/** The source with floating-ui's hook swapped for Mantine's; unchanged when the import is not there. */
export function withMantineMergeRefs(code: string): string {
  return code.includes(FROM_FLOATING_UI) ? code.replace(FROM_FLOATING_UI, FROM_MANTINE_HOOKS) : code;
}

export function scrollAreaMergeRefs(): Plugin {
  return {
    name: 'cargo:scroll-area-merge-refs',
    enforce: 'pre',
    transform(code, id) {
      if (!SCROLL_AREA.test(id.split('?')[0]!)) return null;
      const out = withMantineMergeRefs(code);
      if (out === code) this.warn('ScrollArea no longer imports useMergeRefs from @floating-ui/react: scrollAreaMergeRefs has nothing to do');
      return { code: out, map: null };
    },
  };
}
