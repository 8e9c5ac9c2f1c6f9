import { useAppActor } from './inspection';
import { navigate } from 'wouter/use-browser-location';
import { subUserFormMachine } from '../machines/subUserFormMachine';
import { useAppEffects } from './AppEffectsContext';
import { useSession } from './SessionContext';

/** The sub-user form machine with its router, toast and session effects, for the add and edit pages. */
export function useSubUserFormActor() {
  const session = useSession();
  const { showToast } = useAppEffects();
  return useAppActor(
    subUserFormMachine.provide({
      actions: {
        toast: (_, { message }) => showToast({ message }),
        goToList: () => navigate('/sub-user'),
        sessionEnded: () => session.send({ type: 'session.expired' }),
      },
    }),
  );
}
