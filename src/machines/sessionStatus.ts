// Kept apart from sessionMachine.ts so the route guard and the views can read a status without
// loading XState: a guest's first page never needs the machine.
export type SessionStatus = 'checking' | 'guest' | 'signedIn' | 'unreachable';

/** What the route guard needs to know of the session. */
export function sessionStatus(snapshot: { value: unknown }): SessionStatus {
  switch (snapshot.value) {
    case 'signedIn':
      return 'signedIn';
    case 'guest':
      return 'guest';
    case 'unreachable':
      return 'unreachable';
    default:
      return 'checking';
  }
}
