// Vite plugin: each Mantine component brings its own stylesheet, so CSS splits by chunk like the JS.
// Mantine ships one file per component (`@mantine/core/styles/Button.css`, named like the
// component's `Button.module.mjs`, which holds its class names); importing the whole
// `styles.css` put every component's CSS (37 KiB gzip, render-blocking) in front of the landing
// page. Here every `<Name>.module.mjs` Mantine loads imports its `styles/<Name>.css`, so a chunk
// carries exactly the styles of the components in it, in the order they depend on each other.
// main.tsx imports only what is not per component: baseline, default CSS variables, global.
// @mantine/notifications has one stylesheet: it comes with its component.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const MODULE = /[\\/]node_modules[\\/]@mantine[\\/](core|notifications)[\\/]esm[\\/](?:.*[\\/])?(\w+)\.module\.mjs$/;

/** The stylesheet a Mantine class-names module needs, or undefined (not Mantine, or none shipped). */
export function stylesheetFor(id: string, root: string): string | undefined {
  const match = MODULE.exec(id);
  if (!match) return undefined;
  const [, pkg, name] = match;
  if (pkg === 'notifications') return '@mantine/notifications/styles.css';
  return existsSync(path.join(root, 'node_modules/@mantine/core/styles', `${name}.css`)) ? `@mantine/core/styles/${name}.css` : undefined;
}

const ENTRY = /[\\/]src[\\/]main\.tsx$/;

export function mantineComponentStyles(root = process.cwd()): Plugin {
  let serving = false;
  return {
    name: 'mantine-component-styles',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform: {
      filter: { id: [MODULE, ENTRY] },
      handler(code, id) {
        // The dev server pre-bundles Mantine (its modules never reach this hook): there the entry
        // gets the whole stylesheets instead.
        if (ENTRY.test(id)) return serving ? { code: `import '@mantine/core/styles.css';\nimport '@mantine/notifications/styles.css';\n${code}`, map: null } : undefined;
        const sheet = stylesheetFor(id, root);
        return sheet === undefined ? undefined : { code: `import ${JSON.stringify(sheet)};\n${code}`, map: null };
      },
    },
  };
}
