import { useEffect, useEffectEvent } from 'react';

/** Calls `refresh` when the customer comes back to the tab: what they see may have moved meanwhile. */
export function useRefreshOnFocus(refresh: () => void): void {
  const onRefresh = useEffectEvent(refresh);
  useEffect(() => {
    let last = 0;
    const onReturn = () => {
      if (document.visibilityState !== 'visible') return;
      // focus and visibilitychange both fire on one return: one refresh is enough.
      const now = Date.now();
      if (now - last < 1000) return;
      last = now;
      onRefresh();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, []);
}
