import type { AnyStateMachine } from 'xstate';

// Every machine of src/machines by its id, to draw a recording made on another page or computer.
// Loaded only when a recording is opened (the devtools chunk is lazy already).
const modules = import.meta.glob<Record<string, unknown>>('../../machines/*Machine.ts');

const isMachine = (v: unknown): v is AnyStateMachine =>
  typeof v === 'object' && v !== null && 'root' in v && 'config' in v && typeof (v as { transition?: unknown }).transition === 'function';

let catalog: Promise<Map<string, AnyStateMachine>> | null = null;

export function machineCatalog(): Promise<Map<string, AnyStateMachine>> {
  catalog ??= Promise.all(Object.values(modules).map((load) => load())).then((loaded) => {
    const byId = new Map<string, AnyStateMachine>();
    for (const mod of loaded) for (const value of Object.values(mod)) if (isMachine(value)) byId.set(value.id, value);
    return byId;
  });
  return catalog;
}
