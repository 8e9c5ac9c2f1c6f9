import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { appConfigDefine } from './scripts/appConfigDefine.ts';
import { builtFeatures } from './scripts/builtFeatures.ts';
import { directImports } from './scripts/directImports.ts';
import { mantineComponentStyles } from './scripts/mantineComponentStyles.ts';
import { prerenderPages } from './scripts/prerender.ts';
import { scrollAreaMergeRefs } from './scripts/scrollAreaMergeRefs.ts';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig(({ mode }) => ({
  // builtFeatures: tells the server whether this build has the /__statecharts viewer.
  // directImports: each Mantine/Tabler name from its own file, so pages' components stay in pages' chunks.
  plugins: [
    react(),
    builtFeatures(loadEnv(mode, process.cwd(), 'VITE_')),
    // Tables and modals without floating-ui: ScrollArea's ref merge from @mantine/hooks.
    scrollAreaMergeRefs(),
    directImports(['@mantine/core', '@mantine/hooks', '@mantine/dates', '@mantine/notifications', '@mantine/form', '@tabler/icons-react']),
    // Each Mantine component's own stylesheet, with it: CSS splits by chunk too.
    mantineComponentStyles(),
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
          ],
        },
      },
    },
  },
}));
