import { createActor, type ActorRefFrom } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { passwordRecoveryMachine } from '../machines/passwordRecoveryMachine';
import { useAppEffects, type AppEffects } from './AppEffectsContext';
import { inspect } from './inspection';

export type PasswordRecoveryActor = ActorRefFrom<typeof passwordRecoveryMachine>;

// One recovery spans /password-recovery, /otp-sent and /create-password, so it outlives each page:
// created by the first of them (this module loads only with those pages) and kept for the app's life.
let recovery: PasswordRecoveryActor | null = null;

function startRecovery(effects: AppEffects): PasswordRecoveryActor {
  return createActor(
    passwordRecoveryMachine.provide({
      actions: {
        goTo: (_, { path }) => navigate(path),
        toast: (_, { message, type }) => effects.showToast({ message, type: type ?? 'success' }),
      },
    }),
    { inspect },
  ).start();
}

export function usePasswordRecovery(): PasswordRecoveryActor {
  const effects = useAppEffects();
  recovery ??= startRecovery(effects);
  return recovery;
}
