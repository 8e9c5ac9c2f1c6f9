import { useMemo, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';
import { Router } from 'wouter';
import type { AppConfig } from '../schemas/config';
import { CommonMessages } from '../schemas/commonMessages';
import { translateMessage } from '../schemas/translateMessage';
import { AppConfigContext } from './AppConfigContext';
import { AppEffectsContext, type AppEffects } from './AppEffectsContext';
import { AppRoutes } from './AppRoutes';
import { GoBackContext } from './GoBackContext';
import { SessionContext } from './SessionContext';
import { ToastHost } from './ToastHost';
import type { SessionStore } from './sessionStore';
import { useI18n } from './useI18n';

// No MantineProvider here: the plain pages (plainPages.ts) render without Mantine's code; every
// other route renders inside it (AppRoutes, WithMantine). The toasts' host mounts with the first toast.

export interface AppProps {
  readonly config: AppConfig;
  readonly effects: AppEffects;
  readonly progressDelayMs: number;
  /** The app's session, created in main.tsx; started there when a token cookie exists. */
  readonly session: SessionStore;
  /** The path to render at build time (src/prerender.tsx); the browser's location otherwise. */
  readonly ssrPath?: string;
  /** Called each time a page is on screen with its code (hydrated, for a prerendered page). */
  readonly onPageShown?: () => void;
}

export function App({ config, effects, progressDelayMs, session: sessionStore, ssrPath, onPageShown }: AppProps) {
  // The store's own snapshot on the server too: prerendered pages are rendered with one (src/prerender.tsx).
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);

  const i18n = useI18n();
  const [goBackTarget, setGoBackTarget] = useState<AnyActorRef | null>(null);
  const [toastsShown, setToastsShown] = useState(false);
  const appEffects = useMemo<AppEffects>(
    () => ({
      ...effects,
      // Machines and the API speak the message tables' English: the toast says it (or the default
      // when given none, toast.defaults) in the page's language, and names its close button in it.
      showToast: (options = {}) => {
        setToastsShown(true);
        effects.showToast({ ...options, message: translateMessage(i18n, options.message?.trim() ? options.message : CommonMessages.noMessage), closeLabel: i18n._('Close notification') });
      },
    }),
    [effects, i18n],
  );

  const goBack = useMemo(() => ({ target: goBackTarget, setTarget: setGoBackTarget }), [goBackTarget]);

  return (
    <AppConfigContext.Provider value={config}>
      <AppEffectsContext.Provider value={appEffects}>
        <SessionContext.Provider value={session}>
          <GoBackContext.Provider value={goBack}>
            <a className="skip-link" href="#main">
              {i18n._('Skip to content')}
            </a>
            <Router {...(ssrPath !== undefined ? { ssrPath } : {})}>
              <AppRoutes progressDelayMs={progressDelayMs} {...(onPageShown ? { onPageShown } : {})} />
            </Router>
            {toastsShown ? <ToastHost /> : null}
          </GoBackContext.Provider>
        </SessionContext.Provider>
      </AppEffectsContext.Provider>
    </AppConfigContext.Provider>
  );
}
