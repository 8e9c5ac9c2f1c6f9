import { createContext, useContext, useEffect } from 'react';
import type { AnyActorRef } from 'xstate';

/**
 * The header's 'Go back' button acts on the page's machine (spec header.go-back-visible): a page
 * registers its actor here; the header shows the button exactly when that actor can take 'go.back'.
 */
export interface GoBackRegistry {
  readonly target: AnyActorRef | null;
  readonly setTarget: (actor: AnyActorRef | null) => void;
}

export const GoBackContext = createContext<GoBackRegistry>({ target: null, setTarget: () => {} });

export function useGoBackTarget(): AnyActorRef | null {
  return useContext(GoBackContext).target;
}

/** Called by a page whose machine answers 'go.back'. */
export function useRegisterGoBack(actor: AnyActorRef): void {
  const { setTarget } = useContext(GoBackContext);
  useEffect(() => {
    setTarget(actor);
    return () => setTarget(null);
  }, [actor, setTarget]);
}
