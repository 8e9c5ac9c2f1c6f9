import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { InspectionEvent } from 'xstate';
import { addInspectionListener } from '../inspection';
import type { ActorRegistry } from './actorRegistry';
import { startAppRegistry } from './appRegistry';
import { DevtoolsDock } from './DevtoolsDock';
import { createStatelyLink, probeStately, type StatelyLink } from './statelyLink';

export interface DevtoolsOptions {
  /** The offline viewer: registry, dock panel, /__statecharts. */
  readonly statecharts: boolean;
  /** The online Stately inspector. */
  readonly inspect: boolean;
}

const BACKLOG = 5000;

/**
 * Called by main.tsx before the app renders, only when a devtool is on, so every actor the app
 * creates is seen from its start. Mounts the dock in its own root beside the app's.
 */
export async function startDevtools({ statecharts, inspect }: DevtoolsOptions): Promise<void> {
  const registry: ActorRegistry | null = statecharts ? startAppRegistry() : null;
  let stately: StatelyLink | null = null;
  if (inspect) {
    // Held until stately.ai answers, so the inspector still gets everything since the page opened.
    const backlog: InspectionEvent[] = [];
    const hold = addInspectionListener((event) => backlog.length < BACKLOG && backlog.push(event));
    stately = createStatelyLink(probeStately(), async () => {
      const { connectStatelyInspector } = await import('./statelyInspector');
      hold();
      // Opens the inspector window at once when the browser allows pop-ups for the site;
      // otherwise the dock's button opens it.
      return connectStatelyInspector(window, backlog.splice(0));
    });
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
