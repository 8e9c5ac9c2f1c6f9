import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { passwordRecoveryMachine } from '../machines/passwordRecoveryMachine';

export type PasswordRecoveryActor = ActorRefFrom<typeof passwordRecoveryMachine>;

/** One recovery spans /password-recovery, /otp-sent and /create-password, so it outlives each page. */
export const PasswordRecoveryContext = createContext<PasswordRecoveryActor | null>(null);

export function usePasswordRecovery(): PasswordRecoveryActor {
  const actor = useContext(PasswordRecoveryContext);
  if (!actor) throw new Error('PasswordRecoveryContext is not provided');
  return actor;
}
