import { useActorRef } from '@xstate/react';
import type { AnyActorLogic, InspectionEvent } from 'xstate';

// Every actor the app creates reports here (DESIGN.md §4 live statecharts). Devtools subscribe
// (src/views/devtools: the actor registry behind the dock panel and /__statecharts, and the
// Stately inspector bridge); main.tsx starts them before the first actor exists. With no
// subscriber this is an empty loop, and this file stays this small: it ships with every page.

export type InspectionListener = (event: InspectionEvent) => void;
const listeners = new Set<InspectionListener>();

/** Pass as `inspect` to every createActor / useActorRef in the app. */
export function inspect(event: InspectionEvent): void {
  for (const listener of listeners) listener(event);
}

/** Subscribes to every inspection event from now on; returns the unsubscribe function. */
export function addInspectionListener(listener: InspectionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** useActorRef with the app's inspector attached: use it for every page and component actor. */
export const useAppActor: typeof useActorRef = ((logic: AnyActorLogic, options?: Record<string, unknown>, observer?: never) =>
  useActorRef(logic, { ...options, inspect }, observer)) as typeof useActorRef;
