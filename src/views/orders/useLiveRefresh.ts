import { useEffect, useEffectEvent } from 'react';
import { useNotificationsActor } from '../NotificationsContext';

/**
 * Calls `refresh` when what the page shows may have moved: a push announced a new notification
 * (an order event of this company), or the customer came back to the tab.
 */
export function useLiveRefresh(refresh: () => void): void {
  const onRefresh = useEffectEvent(refresh);
  const notifications = useNotificationsActor();

  useEffect(() => {
    if (!notifications) return;
    const subscription = notifications.on('notifications.changed', () => onRefresh());
    return () => subscription.unsubscribe();
  }, [notifications]);

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
