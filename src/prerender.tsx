// Composition root for the build-time render (scripts/prerender.ts): the same App as main.tsx, drawn
// to HTML in Node for one path and one starting session — a guest's public page, or the frame with
// grey shapes a signed-in page shows while its session is checked. The browser hydrates the HTML
// when it starts in the same session state (main.tsx).
import { i18n } from '@lingui/core';
import { prerender } from 'react-dom/static';
import type { Locale } from './schemas/locales';
import { catalogKey, withCompactCatalogs } from './schemas/compactCatalogs';
import { messages as appEn } from './locales/app/en';
import { messages as appEs } from './locales/app/es';
import { getConfig } from './services/config';
import { MIN_DISPLAY_DELAY_MS } from './services/constants';
import { App } from './views/App';
import { frameLead } from './views/components/PageSkeleton';
import { FRAME_LEADS } from './views/frameLeads';
import { createSessionStore } from './views/sessionStore';

/** How the session starts: `guest` without a token cookie, `checking` with one. */
export type StartingSession = 'guest' | 'checking';

// The app part holds every message of the public part, in the same words.
const catalogs: Record<Locale, typeof appEn> = { en: appEn, es: appEs };

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's title and description (index.html's, in English) in `locale`, for its <head>. */
export function pageWords(locale: Locale, title: string): { title: string; description: string } {
  withCompactCatalogs(i18n).loadAndActivate({ locale, messages: catalogs[locale] });
  return {
    // A title the catalog does not hold (a signed-in frame's, the product's name) stays as it is.
    title: Object.hasOwn(catalogs[locale], catalogKey(title)) ? i18n._(title) : title,
    description: i18n._('Cargo Connects: book cross-border FTL and LTL trucking between the US and Mexico, see the price up front, pay securely and follow every load.'),
  };
}

export async function renderPage(path: string, starting: StartingSession, locale: Locale = 'en'): Promise<string> {
  withCompactCatalogs(i18n).loadAndActivate({ locale, messages: catalogs[locale] });
  // Never started for real: at build time there is no API. `checking` stays checking.
  const session = createSessionStore(() => new Promise(() => undefined));
  if (starting === 'checking') void session.ensure();
  const lead = starting === 'checking' ? FRAME_LEADS[path] : undefined;
  frameLead.__html = lead === undefined ? '' : escapeHtml(i18n._(lead));
  const app = <App config={getConfig()} effects={{ showToast: () => undefined, whenIdle: () => () => undefined, changeLocale: async () => undefined }} progressDelayMs={MIN_DISPLAY_DELAY_MS} session={session} ssrPath={path} />;
  // Until nothing suspends: each pass loads the lazy parts it meets (layout, page, parts of the page);
  // once all are loaded the HTML comes in order, in one piece (no progressive chunks). Boundaries
  // completed out of order come with inline scripts, which the server's Content-Security-Policy refuses.
  for (let pass = 0; pass < 5; pass++) {
    const html = await new Response((await prerender(app, { progressiveChunkSize: Number.POSITIVE_INFINITY })).prelude).text();
    if (!html.includes('<script')) return html;
  }
  throw new Error(`prerender: ${path} still suspends after 5 passes`);
}

