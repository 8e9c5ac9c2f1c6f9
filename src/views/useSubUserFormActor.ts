import { useAppActor } from './inspection';
import { navigate } from 'wouter/use-browser-location';
import { subUserFormMachine } from '../machines/subUserFormMachine';
import { useAppEffects } from './AppEffectsContext';
import { useProfile } from './SessionContext';

/**
 * The sub-user form machine with its router and toast effects, for the add and edit pages. It gets
 * the signed-in profile: the machine decides whether this user may manage sub-users.
 */
export function useSubUserFormActor() {
  const { showToast } = useAppEffects();
  return useAppActor(
    subUserFormMachine.provide({
      actions: {
        toast: (_, { message }) => showToast({ message }),
        goToList: () => navigate('/sub-user'),
      },
    }),
    { input: { profile: useProfile() } },
  );
}
