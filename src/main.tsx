// Composition root: the one place that wires services into the views (views never import services).
import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './views/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getConfig } from './services/config';
import { installChunkReloadGuard } from './services/chunkReload';
import { MIN_DISPLAY_DELAY_MS } from './services/constants';
import { getToken } from './services/cookies';
import { showToast } from './services/toast';
import { App } from './views/App';
import { isInspectRequested, isStatechartsEnabled } from './views/devtools/statechartsEnabled';
import { createSessionStore } from './views/sessionStore';

installChunkReloadGuard(window);

const config = getConfig();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The session actor lives as long as the app, outside React; its code loads only when it starts.
const session = createSessionStore(() => import('./views/startSession').then(({ startSession }) => startSession()));

const render = () => {
  // A token cookie must be checked at once; a guest's first page starts nothing (and loads no XState).
  if (getToken()) void session.ensure();
  createRoot(root).render(
    <StrictMode>
      <App config={config} effects={{ showToast }} progressDelayMs={MIN_DISPLAY_DELAY_MS} session={session} />
    </StrictMode>,
  );
};

// Devtools (docs/statecharts.md) load only when on, and before the app renders so they see every
// actor. (No top-level await here: it would make the bundler split the entry into many chunks.)
const statecharts = isStatechartsEnabled(config);
const inspect = isInspectRequested(config, window.location.search);
if (statecharts || inspect) {
  import('./views/devtools/startDevtools')
    .then(({ startDevtools }) => startDevtools({ statecharts, inspect }))
    .catch((error: unknown) => console.error('Devtools did not start; the app runs without them.', error))
    .finally(render);
} else render();
