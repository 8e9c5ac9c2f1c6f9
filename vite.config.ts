import { defineConfig, loadEnv } from 'vite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { closureOf, publicCatalogFiles } from './scripts/i18n/publicCatalogFiles.ts';
import { appConfigDefine } from './scripts/appConfigDefine.ts';
import { builtFeatures } from './scripts/builtFeatures.ts';
import { directImports } from './scripts/directImports.ts';
import { mantineComponentStyles } from './scripts/mantineComponentStyles.ts';
import { prerenderPages } from './scripts/prerender.ts';
import { scrollAreaMergeRefs } from './scripts/scrollAreaMergeRefs.ts';
import { themeVariables } from './scripts/themeVariables.ts';

const MANTINE = /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/;
const DIALOG_PARTS = /[\\/](Overlay|Portal|FocusTrap|use-focus-trap|use-focus-return|ModalBase|Modal|Drawer|Popover|Combobox|Floating)[\\/.]/;
const MANTINE_SHARE = 6;
const LANDING_PAGE = /[\\/]src[\\/](views[\\/](pages[\\/]LandingPage|components[\\/]PlainQuoteForm)|schemas[\\/]quoteFormCatalog)\./;
const ORDER_PAGE = /[\\/]src[\\/](views[\\/](pages[\\/]OrderPage(\.module)?|orders[\\/](OrderRouteDetails|PriceBreakdown|ServiceDetails|DocumentsPanel|EntryNumberForm|ShareTrackingPanel|CrossingSection|crossing\.module|routeStops\.module))|machines[\\/](orderMachine|trackingLinksMachine|crossingChecklistMachine|crossingItemMachine)|services[\\/](crossingApi|clipboard)|schemas[\\/](crossingPaperMessages|orderPageMessages|crossingPaperLimits|crossingItemRules))\./;
const LANDING_FILES = ['src/main.tsx', 'src/views/layouts/LandingLayout.tsx', 'src/views/pages/LandingPage.tsx'];
const iconsImportedBy = (starts: readonly string[]) =>
  new Set(closureOf(starts).flatMap((file) => (/import\s*\{([^}]*)\}\s*from\s*'@tabler\/icons-react'/.exec(readFileSync(absolute([file])[0]!, 'utf8'))?.[1] ?? '').match(/\w+/g) ?? []));
const absolute = (files: readonly string[]) => files.map((file) => path.resolve(import.meta.dirname, file.replace('<rootDir>/', '')));
const PUBLIC_FILES = new Set(absolute(publicCatalogFiles()));
/** What the dashboard layout imports that the public pages do not (scripts/i18n/publicCatalogFiles.ts). */
const SIGNED_IN_SHELL = new Set(absolute(closureOf(['src/views/layouts/DashboardLayout.tsx'])).filter((file) => !PUBLIC_FILES.has(file)));
/** The icons the landing's files import, and what every icon is made with: the landing loads no other icon. */
const LANDING_ICONS = new RegExp(`[\\\\/](${[...iconsImportedBy(LANDING_FILES), 'createReactComponent', 'defaultAttributes'].join('|')})\\.mjs$`);
const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig(({ mode, isSsrBuild }) => ({
  // builtFeatures: tells the server whether this build has the /__statecharts viewer.
  // directImports: each Mantine/Tabler name from its own file, so pages' components stay in pages' chunks.
  plugins: [
    react(),
    builtFeatures(loadEnv(mode, process.cwd(), 'VITE_')),
    // Tables and modals without floating-ui: ScrollArea's ref merge from @mantine/hooks.
    scrollAreaMergeRefs(),
    directImports(['@mantine/core', '@mantine/hooks', '@mantine/dates', '@mantine/notifications', '@tabler/icons-react']),
    // Each Mantine component's own stylesheet, with it: CSS splits by chunk too.
    mantineComponentStyles(),
    // The theme's CSS variables as a stylesheet (the landing's shell renders without MantineProvider).
    themeVariables(),
    // Public pages as HTML at build time (dist/.vite/prerendered/), served by the server for their paths.
    prerenderPages(),
  ],
  // The VITE_* settings are checked here, once, at start-up; an invalid one stops Vite with its name.
  define: appConfigDefine(loadEnv(mode, process.cwd(), 'VITE_')),
  // The shim of useSyncExternalStore for React before 18 (wouter, @xstate/react): React's own hook.
  resolve: { alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: path.resolve(import.meta.dirname, 'scripts/shims/useSyncExternalStore.ts') }] },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/v1': `http://localhost:${apiPort}`, '/health': `http://localhost:${apiPort}`, '/payment-sandbox': `http://localhost:${apiPort}` },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 900,
    // React in one chunk: otherwise any lazy chunk makes rolldown split react-dom and the JSX
    // runtime into extra small chunks that every route pays for.
    // The browser's chunks only: the prerender's server build (scripts/prerender.ts) runs once at
    // build time, and these groups, made for what a page downloads, split it in an order that runs badly.
    rolldownOptions: {
      output: {
        codeSplitting: isSsrBuild ? undefined : {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // Everything the entry needs in one file, not a dozen small ones (Mantine imported by file
            // splits finely): each request costs a round trip before the page is interactive.
            { name: 'app', tags: ['$initial'], priority: 1 },
            // Mantine's core and the components many pages use (shared by at least 6 chunks), in one
            // file that comes with the first page that is not plain (plainPages.ts: the landing and the auth pages):
            // dozens of small chunks otherwise, each a request and some gzip overhead on every page.
            // 6 by `npm run bench -- --transfer-only --fresh` (13, 9 and 6 measured: the order page 181.4,
            // 179.6 and 179.0 KiB, the sub-users page 163.7, 158.6, 158.1; the public Mantine pages gain ~1 KiB).
            // Dialog parts (overlay, portal, focus trap) stay with the dialogs, which load when opened.
            { name: 'mantine', test: (id) => MANTINE.test(id) && !DIALOG_PARTS.test(id), minShareCount: MANTINE_SHARE, priority: 1 },
            // The icons the first page does not need (those went into 'app': same priority, earlier
            // group), in one file of ~4 KiB: as single chunks, 20 of them cost the order page 13.7 KiB,
            // half of it headers (`npm run bench`: order page 197 → 189, dashboard 164 → 161).
            // The landing's seven icons in a file of their own: in that one, they cost the landing 4 KiB (88.5 → 85.3).
            { name: 'icons', test: (id) => /node_modules[\\/]@tabler[\\/]/.test(id) && !LANDING_ICONS.test(id), priority: 1 },
            // The landing's page and its quote form with the plain data it draws, in one file (/quote
            // loads it too): as five chunks, their headers alone cost the landing ~2 KiB.
            { name: 'landing', test: (id) => LANDING_PAGE.test(id), includeDependenciesRecursively: false, priority: 1 },
            // The order page with the panels it draws for every order (documents, entry number, share
            // links, the crossing's papers) and their machines, in one file: as six chunks the Spanish order page was 182.8 KiB,
            // as one 178.5. The dialogs (payment, cancel, rating, revoke) still load when opened.
            { name: 'order', test: (id) => ORDER_PAGE.test(id), includeDependenciesRecursively: false, priority: 1 },
            { name: 'landing-icons', test: (id) => /node_modules[\\/]@tabler[\\/]/.test(id) && LANDING_ICONS.test(id), priority: 1 },
            // The signed-in pages' own frame (the dashboard layout, its header, bell and notices: 16
            // small modules the public pages do not load), in one file: order page 198 → 193 KiB,
            // dashboard 176 → 171 (`npm run bench -- --transfer-only`). Only those modules
            // (includeDependenciesRecursively off), else their imports bring every machine along.
            { name: 'shell', test: (id) => SIGNED_IN_SHELL.has(id.split('?')[0]!), includeDependenciesRecursively: false, priority: 1 },
          ],
        },
      },
    },
  },
}));
