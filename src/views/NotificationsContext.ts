import type { NotificationsActor } from '../machines/notificationsMachine';
import { useSessionValue } from './SessionContext';

/**
 * The signed-in session's notifications actor (the session machine's `notifications` child: the
 * bell, pushes, the push token), or null while not signed in. The session starts and stops it.
 */
export function useNotificationsActor(): NotificationsActor | null {
  return useSessionValue((snapshot) => snapshot.children.notifications ?? null, null);
}
