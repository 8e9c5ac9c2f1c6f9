// Vite plugin: after the browser build, renders the public pages to HTML (React 19's `prerender`
// through src/prerender.tsx, built for Node by a second Vite build) so they paint before any
// JavaScript runs. Guest pages are drawn as a guest sees them and hydrated in the browser; signed-in
// pages get their layout's frame with grey shapes (what the app shows while the session is checked).
// Each page once per language, with its <html lang>, title and description in it, and its language's
// catalog part preloaded (main.tsx loads it before hydrating). Writes
// dist/.vite/prerendered/<locale>/*.html and dist/.vite/prerendered.json (route pattern → { locale:
// file }), which the server reads (server/static/serveWebApp.ts); dist/index.html stays the plain SPA page.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../src/schemas/locales.ts';
import { routes, type RouteDef } from '../src/schemas/routeTable.ts';
import type { CatalogPart } from '../src/schemas/catalogParts.ts';
import { catalogPartOf, MANTINE_ROOT_MODULE, PLAIN_PAGES } from '../src/views/plainPages.ts';
import { precompressBuild } from './precompressBuild.ts';

/** Where the server finds the prerendered pages, relative to dist/. */
export const PRERENDERED_FILE = '.vite/prerendered.json';

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

interface RenderModule {
  renderPage(path: string, starting: 'guest' | 'checking', locale: Locale): Promise<string>;
  pageWords(locale: Locale, title: string): { title: string; description: string };
}

/** One HTML file per guest page; one per signed-in layout, shared by that layout's pages. */
interface Target {
  readonly file: string;
  readonly path: string;
  readonly starting: 'guest' | 'checking';
  readonly title: string;
  readonly chunks: readonly string[];
  readonly patterns: readonly string[];
  /** Whether the HTML preloads the chunks' JS (their CSS is always inlined). */
  readonly preloadJs: boolean;
  /** The part of the language's catalog the page hydrates with (src/services/i18n.ts, main.tsx). */
  readonly catalog: CatalogPart;
}

/** The compiled catalog a page needs, as the manifest names its chunk (src/services/i18n.ts imports it). */
export const catalogKey = (part: Target['catalog'], locale: Locale): string => `src/locales/${part}/${locale}.ts`;

const layoutKey = (layout: string): string => `src/views/layouts/${layout[0]!.toUpperCase()}${layout.slice(1)}Layout.tsx`;
const pageKey = (route: RouteDef): string => `src/views/pages/${route.page}.tsx`;
/** What main.tsx loads at once when a token cookie exists (the session's actor). */
const SESSION_MODULE = 'src/views/startSession.ts';
const titleOf = (title: string): string => `${title} · Cargo Connects`;

/** The routes drawn at build time: guest pages without parameters, and every signed-in pattern. */
export function prerenderTargets(): Target[] {
  const targets: Target[] = [];
  for (const route of routes) {
    if (route.access === 'signedIn' || route.feature !== undefined || route.pattern.includes(':')) continue;
    const name = route.pattern === '/' ? 'index' : route.pattern.slice(1).replaceAll('/', '-');
    // Every page but the plain ones renders inside Mantine's provider: its chunk comes with the page's.
    const chunks = [layoutKey(route.layout), pageKey(route), ...(PLAIN_PAGES.has(route.page) ? [] : [MANTINE_ROOT_MODULE])];
    // A plain page's HTML is the whole page in plain markup, so nothing on screen waits for its code:
    // the entry asks for it as it runs, after the first paint. Preloaded, a dozen files shared a slow
    // link with the HTML and delayed the paint (Lighthouse's LCP: 2.0-2.5 s with them, 1.4-1.8 s without).
    targets.push({
      file: `${name}.html`,
      path: route.pattern,
      starting: 'guest',
      title: route.title,
      chunks,
      patterns: [route.pattern],
      preloadJs: !PLAIN_PAGES.has(route.page),
      catalog: catalogPartOf(route.page),
    });
  }
  // One frame per signed-in page: the same layout frame, but its HTML preloads what that page needs
  // after the session check (the session's code, the page's chunk), so none of it waits for the
  // session to answer first. Pages sharing a chunk (the order page's patterns) share a file.
  const signedIn = routes.filter((r) => r.access === 'signedIn');
  for (const page of new Set(signedIn.map((r) => `${r.layout}-${r.page}`))) {
    const inPage = signedIn.filter((r) => `${r.layout}-${r.page}` === page);
    const first = inPage[0]!;
    targets.push({
      file: `shell-${page}.html`,
      // Any path of the page: while checking, every path of it is the same frame.
      path: first.pattern.replace(/:\w+/g, 'x'),
      starting: 'checking',
      title: 'Cargo Connects',
      chunks: [layoutKey(first.layout), MANTINE_ROOT_MODULE, SESSION_MODULE, pageKey(first)],
      patterns: inPage.map((r) => r.pattern),
      preloadJs: true,
      catalog: catalogPartOf(first.page),
    });
  }
  return targets;
}

/** JS files a chunk loads before it runs, and the CSS they bring (the chunk itself included). */
function closure(manifest: Manifest, key: string, js: Set<string>, css: Set<string>): void {
  const chunk = manifest[key];
  if (chunk === undefined || js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, js, css);
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeAttribute = (text: string): string => escapeHtml(text).replace(/"/g, '&quot;');

/** The plain SPA page with one rendered body and the head it needs, in its language when given. */
export function fillTemplate(
  template: string,
  parts: { readonly html: string; readonly starting: string; readonly title: string; readonly head: string; readonly lang?: string; readonly description?: string },
): string {
  // Not inert: what is typed before the page hydrates is kept (main.tsx, views/keepEarlyInput.ts).
  const withRoot = template.replace('<div id="root"></div>', `<div id="root" data-prerendered="${parts.starting}">${parts.html}</div>`);
  if (withRoot === template) throw new Error('prerender: index.html has no empty <div id="root"></div>');
  let page = withRoot
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(parts.title)}</title>`)
    .replace('</head>', `${parts.head}\n  </head>`);
  if (parts.lang !== undefined) page = page.replace(/(<html\b[^>]*?\slang=")[^"]*(")/, `$1${escapeAttribute(parts.lang)}$2`);
  if (parts.description !== undefined) page = page.replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeAttribute(parts.description)}$2`);
  return page;
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  // A page in a chunk group (vite.config.ts) has no manifest key of its own: its chunk's file, by module.
  const chunkOfModule = new Map<string, string>();
  return {
    name: 'cargo-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      if (config.build.ssr) return;
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') for (const id of output.moduleIds) chunkOfModule.set(path.relative(config.root, id), output.fileName);
      }
    },
    async closeBundle() {
      // The Node build below runs this config again: only the browser build prerenders.
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const serverDir = await mkdtemp(path.join(tmpdir(), 'cargo-prerender-'));
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          // Bundled whole: the temporary directory has no node_modules to resolve packages from.
          ssr: { noExternal: true },
          build: { ssr: path.join(config.root, 'src/prerender.tsx'), outDir: serverDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
        });
        const render = (await import(pathToFileURL(path.join(serverDir, 'prerender.js')).href)) as RenderModule;

        const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
        const entryJs = new Set<string>();
        const entryCss = new Set<string>();
        closure(manifest, entryKey!, entryJs, entryCss);
        // No colour-scheme script: the app is light only (MantineProvider defaultColorScheme), so the
        // attribute is written into <html> (fillTemplate), and the CSP allows no inline script.
        // No font preload either: with the styles inlined the browser finds the font at its first
        // style pass anyway, and text paints in the fallback meanwhile (font-display: swap); a
        // preload only made the 48 KB font share the link with the HTML before the first paint.

        const written: Record<string, Partial<Record<Locale, string>>> = {};
        for (const locale of LOCALES) await mkdir(path.join(outDir, '.vite/prerendered', locale), { recursive: true });
        for (const target of prerenderTargets()) {
          const js = new Set<string>();
          const css = new Set<string>();
          for (const key of target.chunks) {
            const grouped = manifest[key] === undefined ? Object.keys(manifest).find((k) => manifest[k]!.file === chunkOfModule.get(key)) : undefined;
            closure(manifest, grouped ?? key, js, css);
          }
          // The styles the first paint needs (the app's, then the page's, whose chunks load later),
          // inlined: one request instead of a dozen small render-blocking ones (CSS splits by component).
          const styles = await Promise.all([...entryCss, ...[...css].filter((file) => !entryCss.has(file))].map((file) => readFile(path.join(outDir, file), 'utf8')));
          for (const locale of LOCALES) {
            // The language's catalog part: the entry waits for it before it hydrates, so it comes
            // with the entry rather than after it (a few KiB, unlike the page's own code).
            const catalog = new Set<string>();
            closure(manifest, catalogKey(target.catalog, locale), catalog, new Set());
            if (catalog.size === 0) throw new Error(`prerender: no chunk for ${catalogKey(target.catalog, locale)} in the manifest`);
            const preload = [...(target.preloadJs ? js : []), ...catalog].filter((file) => !entryJs.has(file));
            const head = [`<style>${styles.join('\n')}</style>`, ...[...new Set(preload)].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)].join('\n    ');
            const html = await render.renderPage(target.path, target.starting, locale);
            const words = render.pageWords(locale, target.title);
            let base = template;
            for (const file of entryCss) base = base.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*href="/${file.replace(/[.]/g, '\\.')}"[^>]*>`), '');
            const page = fillTemplate(base, {
              html,
              starting: target.starting,
              title: titleOf(words.title),
              head: `    ${head}`,
              lang: locale,
              ...(locale === DEFAULT_LOCALE ? {} : { description: words.description }),
            });
            const file = `.vite/prerendered/${locale}/${target.file}`;
            await writeFile(path.join(outDir, file), page);
            for (const pattern of target.patterns) (written[pattern] ??= {})[locale] = file;
          }
        }
        await writeFile(path.join(outDir, PRERENDERED_FILE), `${JSON.stringify(written, null, 2)}\n`);
        // The last step of the build: every text file, prerendered pages included, compressed once.
        await precompressBuild(outDir);
      } finally {
        if (!process.env.KEEP_PRERENDER) await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
