import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { appConfigDefine } from './scripts/appConfigDefine.ts';
import { builtFeatures } from './scripts/builtFeatures.ts';
import { directImports } from './scripts/directImports.ts';
import { mantineComponentStyles } from './scripts/mantineComponentStyles.ts';
import { prerenderPages } from './scripts/prerender.ts';
import { scrollAreaMergeRefs } from './scripts/scrollAreaMergeRefs.ts';
import { themeVariables } from './scripts/themeVariables.ts';

const MANTINE = /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/;
const DIALOG_PARTS = /[\\/](Overlay|Portal|FocusTrap|use-focus-trap|use-focus-return|ModalBase|Modal|Drawer|Popover|Combobox|Floating)[\\/.]/;
const MANTINE_SHARE = 13;
const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig(({ mode }) => ({
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // Everything the entry needs in one file, not a dozen small ones (Mantine imported by file
            // splits finely): each request costs a round trip before the page is interactive.
            { name: 'app', tags: ['$initial'], priority: 1 },
            // Mantine's core and the components most pages use (shared by at least 13 chunks), in one
            // file that comes with the first page that is not plain (plainPages.ts: the landing and the auth pages):
            // dozens of small chunks otherwise, each a request and some gzip overhead on every page.
            // 13 by `npm run bench -- --no-load --fresh` once the auth pages went plain (7, 10, 12, 14, 15, 16 and
            // 18 measured): 12 or fewer put three signed-in routes over 160 KiB, 14 and more come closer to it.
            // Dialog parts (overlay, portal, focus trap) stay with the dialogs, which load when opened.
            { name: 'mantine', test: (id) => MANTINE.test(id) && !DIALOG_PARTS.test(id), minShareCount: MANTINE_SHARE, priority: 1 },
            // The icons the first page does not need (those went into 'app': same priority, earlier
            // group), in one file of ~4 KiB: as single chunks, 20 of them cost the order page 13.7 KiB,
            // half of it headers (`npm run bench`: order page 197 → 189, dashboard 164 → 161).
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
}));
