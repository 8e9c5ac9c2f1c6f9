import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { medianRun, type LighthouseRun } from '../../scripts/benchLighthouse.ts';
import { readBarrel, rewriteImports } from '../../scripts/directImports.ts';
import { stylesheetFor } from '../../scripts/mantineComponentStyles.ts';
import { catalogKey, fillTemplate, prerenderTargets } from '../../scripts/prerender.ts';
import { themeVariablesCss } from '../../scripts/themeVariables.ts';
import { routes } from '../../src/schemas/routeTable.ts';
import { MANTINE_ROOT_MODULE, PLAIN_PAGES } from '../../src/views/plainPages.ts';

// The build steps that keep routes small and paint public pages before JavaScript.
const root = path.resolve(import.meta.dirname, '../..');
const core = path.join(root, 'node_modules/@mantine/core/esm');

describe('directImports', () => {
  const barrel = readBarrel(path.join(core, 'index.mjs'));

  it("places Mantine's names in the files that define them", () => {
    expect(barrel.get('Select')).toEqual({ file: path.join(core, 'components/Select/Select.mjs'), imported: 'Select' });
    // Renamed on the way out: `transitions as MANTINE_TRANSITIONS`.
    expect(barrel.get('MANTINE_TRANSITIONS')).toEqual({ file: path.join(core, 'components/Transition/transitions.mjs'), imported: 'transitions' });
  });

  it("places Tabler's icons (default exports under several names)", () => {
    const icons = readBarrel(path.join(root, 'node_modules/@tabler/icons-react/dist/esm/tabler-icons-react.mjs'));
    expect(icons.get('IconTruck')?.imported).toBe('default');
    expect(icons.get('IconTruck')?.file).toMatch(/icons[\\/]IconTruck\.mjs$/);
  });

  it('rewrites named imports, keeping local names', () => {
    const code = `import { Button, Select as Picker } from "@mantine/core";\nexport const x = [Button, Picker];`;
    const out = rewriteImports(code, '@mantine/core', barrel)!;
    expect(out).toContain(`import { Button } from ${JSON.stringify(path.join(core, 'components/Button/Button.mjs'))};`);
    expect(out).toContain(`import { Select as Picker } from ${JSON.stringify(path.join(core, 'components/Select/Select.mjs'))};`);
    expect(out).not.toContain('"@mantine/core"');
    expect(out).toContain('export const x = [Button, Picker];');
  });

  it('leaves an import it cannot place whole, and other packages alone', () => {
    const unknown = `import { Button, NotAComponent } from '@mantine/core';`;
    expect(rewriteImports(unknown, '@mantine/core', barrel)).toBeUndefined();
    expect(rewriteImports(`import { Button } from '@mantine/core-extra';`, '@mantine/core', barrel)).toBeUndefined();
  });
});

describe('mantineComponentStyles', () => {
  it("gives a component's class-names module its own stylesheet", () => {
    expect(stylesheetFor(path.join(core, 'components/Button/Button.module.mjs'), root)).toBe('@mantine/core/styles/Button.css');
    expect(stylesheetFor(path.join(root, 'node_modules/@mantine/notifications/esm/Notifications.module.mjs'), root)).toBe('@mantine/notifications/styles.css');
  });

  it('ignores everything else', () => {
    expect(stylesheetFor(path.join(core, 'components/Button/Button.mjs'), root)).toBeUndefined();
    expect(stylesheetFor(path.join(root, 'src/views/components/Logo.module.css'), root)).toBeUndefined();
    expect(stylesheetFor(path.join(core, 'components/Nope/Nope.module.mjs'), root)).toBeUndefined();
  });
});

describe('prerender', () => {
  const targets = prerenderTargets();

  it('draws every guest page without parameters as a guest sees it', () => {
    const guestPages = routes.filter((r) => r.access !== 'signedIn' && r.feature === undefined && !r.pattern.includes(':'));
    expect(guestPages.map((r) => r.pattern)).toContain('/login');
    for (const route of guestPages) {
      const target = targets.find((t) => t.patterns.includes(route.pattern));
      expect(target, route.pattern).toMatchObject({ path: route.pattern, starting: 'guest', title: route.title });
    }
    // The tracking page needs its link's data; the statecharts page is a build option.
    expect(targets.some((t) => t.patterns.includes('/track/:token') || t.patterns.includes('/__statecharts'))).toBe(false);
  });

  it('the SPA page is light before any code runs: the plain shell reads the light scheme\'s variables without MantineProvider', () => {
    expect(readFileSync(path.join(process.cwd(), 'index.html'), 'utf8')).toContain('<html lang="en" data-mantine-color-scheme="light">');
  });

  it("preloads Mantine's provider with every page that renders inside it, and not with the plain landing", () => {
    for (const target of targets) {
      const route = routes.find((r) => target.patterns.includes(r.pattern))!;
      expect(target.chunks.includes(MANTINE_ROOT_MODULE), target.file).toBe(target.starting === 'checking' || !PLAIN_PAGES.has(route.page));
    }
    expect(targets.find((t) => t.path === '/')!.chunks).not.toContain(MANTINE_ROOT_MODULE);
  });

  it("a plain page's HTML preloads none of its code (the paint waits for nothing); a Mantine page's and a shell's preload theirs", () => {
    for (const name of ['/', '/login', '/register', '/verification', '/password-recovery', '/otp-sent', '/create-password', '/accept-invite']) {
      expect(targets.find((t) => t.path === name)!.preloadJs, name).toBe(false);
    }
    for (const name of ['/about-us', '/contact-us', '/privacy-policy-cargo-connects']) expect(targets.find((t) => t.path === name)!.preloadJs, name).toBe(true);
    for (const shell of targets.filter((t) => t.starting === 'checking')) expect(shell.preloadJs, shell.file).toBe(true);
  });

  it("gives every signed-in pattern a frame of its layout, drawn while the session is checked", () => {
    for (const route of routes.filter((r) => r.access === 'signedIn')) {
      const target = targets.find((t) => t.patterns.includes(route.pattern));
      expect(target, route.pattern).toMatchObject({ file: expect.stringMatching(new RegExp(`^shell-${route.layout}-\\w+\\.html$`)), starting: 'checking' });
      expect(target!.path).not.toContain(':');
    }
  });

  it('fills the SPA page: body, state it was drawn for, title, head', () => {
    const template = '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Cargo Connects</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';
    const page = fillTemplate(template, { html: '<h1>Hi</h1>', starting: 'guest', title: 'Sign in & more · Cargo Connects', head: '<link rel="preload" href="/f.woff2">' });
    // Not inert: a customer types into it at once (main.tsx keeps what is typed until it has hydrated).
    expect(page).toContain('<div id="root" data-prerendered="guest"><h1>Hi</h1></div>');
    expect(page).toContain('<title>Sign in &amp; more · Cargo Connects</title>');
    expect(page).toContain('<link rel="preload" href="/f.woff2">\n  </head>');
    expect(fillTemplate(template, { html: '', starting: 'checking', title: '', head: '' })).toContain('<div id="root" data-prerendered="checking"></div>');
    expect(() => fillTemplate('<div id="app"></div>', { html: '', starting: 'guest', title: '', head: '' })).toThrow(/no empty <div id="root">/);
  });

  it("writes the page's language into <html lang> and its description, escaped; without them the template's stay", () => {
    const template = '<!doctype html>\n<html lang="en" data-mantine-color-scheme="light">\n  <head>\n    <meta name="description" content="Book trucking." />\n    <title>Cargo Connects</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';
    const spanish = fillTemplate(template, { html: '<h1>Hola</h1>', starting: 'guest', title: 'Iniciar sesión · Cargo Connects', head: '', lang: 'es', description: 'Reserve "carga" <ya>' });
    expect(spanish).toContain('<html lang="es" data-mantine-color-scheme="light">');
    expect(spanish).toContain('<meta name="description" content="Reserve &quot;carga&quot; &lt;ya&gt;" />');
    const english = fillTemplate(template, { html: '<h1>Hi</h1>', starting: 'guest', title: 'Sign in · Cargo Connects', head: '' });
    expect(english).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(english).toContain('<meta name="description" content="Book trucking." />');
  });

  it("preloads the language's catalog part a page hydrates with: the landing's, the public part for the other plain pages, its area's otherwise", () => {
    // docs/i18n.md: which words each page's first load brings.
    const expected: Record<string, string> = {
      '/': 'landing',
      '/login': 'public',
      '/accept-invite': 'public',
      '/about-us': 'site',
      '/terms-condition': 'site',
      '/dashboard': 'orders',
      '/my-orders': 'orders',
      '/my-orders/service/:id': 'order',
      '/additional-details': 'wizard',
      '/edit-profile': 'account',
      '/sub-user': 'account',
      '/settings/password': 'account',
    };
    for (const [pattern, part] of Object.entries(expected)) expect(targets.find((t) => t.patterns.includes(pattern))?.catalog, pattern).toBe(part);
    // A frame serves only pages of its part: what it preloads is what each of them hydrates with.
    for (const frame of targets.filter((t) => t.starting === 'checking')) {
      expect(new Set(frame.patterns.map((pattern) => targets.find((t) => t.patterns.includes(pattern))!.catalog)), frame.file).toEqual(new Set([frame.catalog]));
    }
    expect(catalogKey('public', 'es')).toBe('src/locales/public/es.ts');
    expect(catalogKey('order', 'en')).toBe('src/locales/order/en.ts');
  });
});

describe('Lighthouse median', () => {
  const run = (performance: number, lcpMs: number): LighthouseRun => ({ performance, accessibility: 1, fcpMs: 1000, lcpMs, tbtMs: 0, cls: 0 });

  it('takes the run with the median performance score, whole', () => {
    expect(medianRun([run(0.9, 2500), run(0.97, 1800), run(0.95, 1900)])).toEqual(run(0.95, 1900));
    expect(medianRun([run(0.5, 4000)])).toEqual(run(0.5, 4000));
    expect(() => medianRun([])).toThrow();
  });
});

describe('theme variables (virtual:theme-variables.css)', () => {
  // Written from theme.ts's choices, not read from it: the brand's shade 8, the Inter font, the
  // accessible dimmed text, and the light scheme the baseline reads.
  const css = themeVariablesCss();
  it('holds the app theme, not Mantine defaults', () => {
    expect(css).toMatch(/--mantine-color-brand-8:\s*#0041b4/);
    expect(css).toMatch(/--mantine-primary-color-filled:\s*var\(--mantine-color-brand-filled\)/);
    expect(css).toMatch(/--mantine-font-family:\s*'Inter Variable'/);
    expect(css).toMatch(/--mantine-radius-default:\s*calc\(0\.5rem/);
  });
  it('holds the light scheme: colour-scheme and the darker dimmed text', () => {
    expect(css).toMatch(/\[data-mantine-color-scheme="light"\][^}]*--mantine-color-scheme:\s*light/);
    expect(css).toMatch(/\[data-mantine-color-scheme="light"\][^}]*--mantine-color-dimmed:\s*var\(--mantine-color-gray-7\)/);
  });
});
