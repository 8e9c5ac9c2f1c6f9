// Composition root: the one place that wires services into the views (views never import services).
import './views/fonts.css';
// Mantine's styles that are not one component's; each component brings its own (scripts/mantineComponentStyles.ts).
import '@mantine/core/styles/baseline.css';
// The theme's CSS variables, computed from theme.ts at build time (scripts/themeVariables.ts).
import 'virtual:theme-variables.css';
import '@mantine/core/styles/global.css';
import './views/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getConfig } from './services/config';
import { installChunkReloadGuard } from './services/chunkReload';
import { MIN_DISPLAY_DELAY_MS } from './services/constants';
import { getToken } from './services/cookies';
import { activateLocale, activateWithoutCatalog, catalogReady, ensureCatalog, pageLocale, retryFailedCatalogs } from './services/i18n';
import { followAccountLanguage } from './services/accountLanguage';
import { localeApi } from './services/localeApi';
import { whenIdle } from './services/idle';
import { showToast } from './services/toast';
import { i18n } from '@lingui/core';
import { parseLocale, type Locale } from './schemas/locales';
import { sessionStatus } from './machines/sessionStatus';
import { matchRoute } from './schemas/routeTable';
import { App } from './views/App';
import { LIKELY_NEXT_PAGES, prefetchPages } from './views/AppRoutes';
import { prefetchMantine } from './views/WithMantine';
import { isInspectRequested, isStatechartsEnabled } from './views/devtools/statechartsEnabled';
import { keepEarlyInput } from './views/keepEarlyInput';
import { catalogPartOf } from './views/plainPages';
import { createSessionStore } from './views/sessionStore';

installChunkReloadGuard(window);

const config = getConfig();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The session actor lives as long as the app, outside React; its code loads only when it starts.
const watchedActors = new WeakSet<object>();
const session = createSessionStore(() => import('./views/startSession').then(({ startSession }) => startSession()));

// Idle work (the next pages' chunks, the deferred controls' code) waits for the first page on
// screen: the browser is idle while the session is checked, and that work would delay the page's own.
let firstPageShown!: () => void;
const firstPage = new Promise<void>((resolve) => (firstPageShown = resolve));
const whenIdleAfterFirstPage = (task: () => void): (() => void) => {
  let cancel: (() => void) | null | undefined;
  void firstPage.then(() => {
    if (cancel !== null) cancel = whenIdle(task);
  });
  return () => {
    cancel?.();
    cancel = null;
  };
};

const render = () => {
  // A token cookie must be checked at once; a guest's first page starts nothing (and loads no XState).
  const token = getToken();
  if (token) void session.ensure();
  // A page prerendered at build time is hydrated when this tab starts in the session state it was
  // drawn for (a guest's page without a token cookie, the checking frame with one); otherwise the
  // app draws over it. What is typed into it meanwhile is kept (keepEarlyInput) and reaches its form
  // once it has hydrated; a form sent before then goes nowhere (PageForm).
  const hydrating = root.dataset.prerendered === (token ? 'checking' : 'guest');
  let restoreTyped: (() => void) | undefined = hydrating ? keepEarlyInput(root) : undefined;
  const pageShown = () => {
    restoreTyped?.();
    restoreTyped = undefined;
    firstPageShown();
  };
  const app = (
    <StrictMode>
      <App config={config} effects={{ showToast, whenIdle: whenIdleAfterFirstPage, catalog: { ready: catalogReady, ensure: ensureCatalog, retry: retryFailedCatalogs }, changeLocale }} progressDelayMs={MIN_DISPLAY_DELAY_MS} session={session} onPageShown={pageShown} />
    </StrictMode>
  );
  if (hydrating) hydrateRoot(root, app);
  else createRoot(root).render(app);
  // Once the first page is up: the likeliest next pages' chunks, when the browser is idle (const.prefetch-timeout).
  whenIdleAfterFirstPage(() => {
    prefetchMantine();
    prefetchPages(getToken() ? LIKELY_NEXT_PAGES.signedIn : LIKELY_NEXT_PAGES.guest);
  });
};

// A choice made with a switch on this device (kept in its storage): the account follows it at the
// next sign-in; without one, a signed-in customer reads the language the account keeps.
const CHOSEN_HERE = 'cargo.locale.chosen';
const readChosenHere = (): string | null => {
  try {
    return window.localStorage.getItem(CHOSEN_HERE);
  } catch {
    return null;
  }
};

/** A switch in the header or the profile: the page turns at once; a signed-in user's choice is saved for emails, push and PDFs. */
const changeLocale = async (locale: Locale): Promise<void> => {
  await activateLocale(locale);
  try {
    window.localStorage.setItem(CHOSEN_HERE, locale);
  } catch {
    // storage blocked: the cookie still keeps the choice on this device
  }
  if (getToken()) await localeApi.saveLocale(locale).catch((error: unknown) => console.error('The language choice was not saved on the server', error));
};

const accountLanguage = {
  active: () => i18n.locale,
  chosenHere: () => parseLocale(readChosenHere()),
  savedLocale: localeApi.savedLocale,
  saveLocale: localeApi.saveLocale,
  activate: (locale: Locale) => activateLocale(locale),
};
let signedInBefore = false;
session.subscribe(() => {
  const actor = session.getSnapshot().actor;
  if (!actor || watchedActors.has(actor)) return;
  watchedActors.add(actor);
  actor.subscribe((snapshot) => {
    const signedIn = sessionStatus(snapshot) === 'signedIn';
    if (signedIn && !signedInBefore) void followAccountLanguage(accountLanguage).catch((error: unknown) => console.error('The account language was not read', error));
    signedInBefore = signedIn;
  });
});

// The page's language (the server chose it, and drew a prerendered page in it) with the catalog
// part its first page needs, before anything renders: hydration must see the same words. The
// cookie is renewed for a year at each visit (const.locale-cookie).
const firstRoute = matchRoute(window.location.pathname)?.route;
// The landing (and the not-found page, drawn by the shell) needs only the landing's words.
const firstPart = catalogPartOf(firstRoute?.page);
const localeReady = ensureCatalog(firstPart).then(() => activateLocale(pageLocale(), [firstPart]));

// Devtools (docs/statecharts.md) load only when on, and before the app renders so they see every
// actor. (No top-level await here: it would make the bundler split the entry into many chunks.)
const statecharts = isStatechartsEnabled(config);
const inspect = isInspectRequested(config, window.location.search);
// A catalog that fails to download leaves the page in the words it was served in.
const started = localeReady.catch((error: unknown) => {
  console.error('The language catalog did not load', error);
  activateWithoutCatalog();
});
if (statecharts || inspect) {
  Promise.all([started, import('./views/devtools/startDevtools').then(({ startDevtools }) => startDevtools({ statecharts, inspect }))])
    .catch((error: unknown) => console.error('Devtools did not start; the app runs without them.', error))
    .finally(render);
} else void started.then(render);
