import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { sessionStatus, type sessionMachine, type SessionStatus } from '../machines/sessionMachine';
import type { Profile } from '../schemas/profile';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export const SessionContext = createContext<SessionActor | null>(null);

export function useSession(): SessionActor {
  const session = useContext(SessionContext);
  if (!session) throw new Error('SessionContext is not provided');
  return session;
}

export function useSessionStatus(): SessionStatus {
  return useSelector(useSession(), sessionStatus);
}

export function useProfile(): Profile | null {
  return useSelector(useSession(), (snapshot) => snapshot.context.profile);
}
