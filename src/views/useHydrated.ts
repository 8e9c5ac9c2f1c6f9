import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates a prerendered page, true from then on (and at once in a page drawn in
 * the browser). What depends on the address's query, which the build-time HTML could not know, waits
 * for it: a difference from that HTML would make React throw the prerendered part away and draw it
 * again, losing what was typed into it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
