import { useSyncExternalStore } from 'react';
import type { ActorRecord, ActorRegistry, SequenceEntry } from './actorRegistry';

const none: readonly ActorRecord[] = [];
const noEntries: readonly SequenceEntry[] = [];
const noSubscription = () => () => {};

/** The registry's live actors, re-rendering as they change (an empty list without a registry). */
export function useActors(registry: ActorRegistry | null): readonly ActorRecord[] {
  return useSyncExternalStore(registry?.subscribe ?? noSubscription, registry?.getActors ?? (() => none));
}

/** The events between actors, oldest first. */
export function useSequence(registry: ActorRegistry | null): readonly SequenceEntry[] {
  return useSyncExternalStore(registry?.subscribe ?? noSubscription, registry?.getLog ?? (() => noEntries));
}

/** Machine actors only: the ones with a diagram. */
export const machineActors = (actors: readonly ActorRecord[]): ActorRecord[] => actors.filter((a) => a.machine !== null);
