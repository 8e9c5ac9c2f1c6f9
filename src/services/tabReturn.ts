// The customer came back to the tab (window focus or the page becoming visible): what a page shows
// may have moved meanwhile (spec §4 order tracking). Machines refetch on it (machines/liveUpdates.ts).

/** focus and visibilitychange both fire on one return: one call within this window is enough. */
export const TAB_RETURN_DEBOUNCE_MS = 1000;

/** Calls `listener` each time the customer returns to this tab; the returned function stops it. */
export function onTabReturn(listener: () => void, now: () => number = Date.now): () => void {
  // No browser (tests on Node, prerendering): there is no tab to return to.
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => {};
  let last = -Infinity;
  const onReturn = () => {
    if (document.visibilityState !== 'visible') return;
    const at = now();
    if (at - last < TAB_RETURN_DEBOUNCE_MS) return;
    last = at;
    listener();
  };
  window.addEventListener('focus', onReturn);
  document.addEventListener('visibilitychange', onReturn);
  return () => {
    window.removeEventListener('focus', onReturn);
    document.removeEventListener('visibilitychange', onReturn);
  };
}
