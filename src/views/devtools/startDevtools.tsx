import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ActorRegistry } from './actorRegistry';
import { startAppRegistry } from './appRegistry';
import { DevtoolsDock } from './DevtoolsDock';
import type { StatelyConnection } from './statelyInspector';

export interface DevtoolsOptions {
  /** The offline viewer: registry, dock panel, /__statecharts. */
  readonly statecharts: boolean;
  /** The online Stately inspector. */
  readonly inspect: boolean;
}

/**
 * Called by main.tsx before the app renders, only when a devtool is on, so every actor the app
 * creates is seen from its start. Mounts the dock in its own root beside the app's.
 */
export async function startDevtools({ statecharts, inspect }: DevtoolsOptions): Promise<void> {
  const registry: ActorRegistry | null = statecharts ? startAppRegistry() : null;
  let stately: StatelyConnection | null = null;
  if (inspect) {
    const { connectStatelyInspector } = await import('./statelyInspector');
    // Opens the inspector window at once when the browser allows pop-ups for the site;
    // otherwise the dock's button opens it.
    stately = connectStatelyInspector();
  }
  const host = document.createElement('div');
  host.id = 'devtools';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <DevtoolsDock registry={registry} stately={stately} />
    </StrictMode>,
  );
}
