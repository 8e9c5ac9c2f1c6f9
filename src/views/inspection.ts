import { useActorRef } from '@xstate/react';
import type { AnyActorLogic, InspectionEvent } from 'xstate';

// Every actor the app creates reports here (spec: DESIGN.md §4 live statecharts). Devtools (the
// Stately inspector, the /__statecharts viewer) subscribe; with no subscriber this is a no-op loop.

type InspectionListener = (event: InspectionEvent) => void;
const listeners = new Set<InspectionListener>();

/** Pass as `inspect` to every createActor / useActorRef in the app. */
export function inspect(event: InspectionEvent): void {
  for (const listener of listeners) listener(event);
}

export function addInspectionListener(listener: InspectionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** useActorRef with the app's inspector attached: use it for every page and component actor. */
export const useAppActor: typeof useActorRef = ((logic: AnyActorLogic, options?: Record<string, unknown>, observer?: never) =>
  useActorRef(logic, { ...options, inspect }, observer)) as typeof useActorRef;
