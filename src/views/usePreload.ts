import { useContext, useEffect } from 'react';
import { AppEffectsContext } from './AppEffectsContext';

const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Starts `load` once, when the browser is idle after the page is up or at the customer's first touch,
 * key or focus on the page, whichever comes first: code a page needs only to answer the customer
 * (a form's schema and Effect) stays off its first load, and is in by the time it is asked for.
 * Without the app's effects (a view test), it starts at once.
 */
export function usePreload(load: () => Promise<unknown>): void {
  const whenIdle = useContext(AppEffectsContext)?.whenIdle;
  useEffect(() => {
    let started = false;
    let cancelIdle: (() => void) | undefined;
    const stop = () => {
      for (const type of FIRST_TOUCH) document.removeEventListener(type, start, true);
      cancelIdle?.();
    };
    function start() {
      if (started) return;
      started = true;
      stop();
      void load().catch(() => {}); // a failure shows when the customer submits
    }
    if (whenIdle === undefined) {
      start();
      return undefined;
    }
    for (const type of FIRST_TOUCH) document.addEventListener(type, start, { capture: true, passive: true });
    cancelIdle = whenIdle(start);
    return stop;
    // Once per page: the loader is the page's own constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [whenIdle]);
}
