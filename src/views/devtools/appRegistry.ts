import { addInspectionListener } from '../inspection';
import { createActorRegistry, type ActorRegistry } from './actorRegistry';

// The tab's one registry, started by main.tsx before the app renders (so the first actors are
// seen) and read by the dev panel and the /__statecharts page.
let registry: ActorRegistry | null = null;

export function startAppRegistry(): ActorRegistry {
  if (registry === null) {
    registry = createActorRegistry();
    addInspectionListener(registry.listener);
  }
  return registry;
}

export const getAppRegistry = (): ActorRegistry | null => registry;
