import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { getMimeType } from 'hono/utils/mime';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, chooseLocale, type Locale } from '../../src/schemas/locales.ts';
import { matchRoute } from '../../src/schemas/routeTable.ts';
import type { Logger } from '../Logger.ts';

export interface WebAppOptions {
  /** The Vite build output (dist/). */
  readonly root: string;
  /** Paths that belong to the API and never get the web app (they keep their JSON 404). */
  readonly isApiPath: (pathname: string) => boolean;
  readonly log: Logger;
}

type Encoding = 'br' | 'gzip';

type Bytes = Uint8Array<ArrayBuffer>;

interface StaticFile {
  readonly body: Bytes;
  readonly contentType: string;
  /** None for hashed assets: their name changes with their content, so nothing ever revalidates them. */
  readonly etag: string | undefined;
  readonly cacheControl: string;
  readonly compressible: boolean;
  readonly encoded: Map<Encoding, Promise<Bytes>>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const MIN_COMPRESS_BYTES = 1024;
/** The build's precompressed copies (scripts/precompressBuild.ts writes `<file>.br` and `<file>.gz`). */
const PRECOMPRESSED = /\.(br|gz)$/;
const compressibleType = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Serves the built SPA. Files are indexed once (the build is immutable while the process runs;
 * restart after a rebuild), so lookups are exact map hits and no request path reaches the disk.
 * Hashed `/assets/*` are cached for a year; everything else, index.html included, revalidates by
 * ETag. Text files are served brotli/gzip-compressed: the build's own `.br`/`.gz` files
 * (scripts/precompressBuild.ts), read with it; a build without them is compressed per file on its
 * first request (never the whole bundle at start: that took both cores while the first requests waited).
 * Any other GET that wants HTML gets index.html: 200 when the client route table knows the path,
 * 404 otherwise (the SPA renders its not-found page either way). A known path whose page was
 * prerendered at build time (public pages, signed-in frames) gets that HTML instead.
 * Pages come in the visitor's language (htmlLocale): the prerendered page drawn in it, or
 * index.html with its `<html lang>`, so the app starts in it.
 */
export function serveWebApp({ root, isApiPath, log }: WebAppOptions): MiddlewareHandler {
  const files = indexFiles(path.resolve(root));
  const features = readFeatures(path.resolve(root));
  const prerendered = readPrerendered(path.resolve(root));
  const indexes = files.then(indexByLocale);
  files.catch((error: unknown) => log.error(`Cannot read the web app in ${root}`, error));

  return async (c, next) => {
    const method = c.req.method;
    const pathname = c.req.path;
    if ((method !== 'GET' && method !== 'HEAD') || isApiPath(pathname)) return next();

    const all = await files.catch(() => new Map<string, StaticFile>());
    const file = pathname === '/index.html' ? undefined : all.get(pathname);
    if (file !== undefined) return send(c, file, 200);

    if (!all.has('/index.html') || !wantsHtml(c, pathname)) return next();
    const locale = htmlLocale(c);
    const index = (await indexes.catch(() => new Map<Locale, StaticFile>())).get(locale) ?? all.get('/index.html')!;
    // matchRoute decodes path parameters itself: give it the raw pathname.
    const match = matchRoute(new URL(c.req.url).pathname);
    const status = match !== undefined && (match.route.feature === undefined || (await features)[match.route.feature] === true) ? 200 : 404;
    // The route's page drawn at build time when there is one (a guest page, or a signed-in layout's frame).
    const page = status === 200 ? (await prerendered).get(match!.route.pattern)?.get(locale) : undefined;
    // The same URL is another page in another language: caches keep one per cookie and header.
    c.header('Content-Language', locale);
    return send(c, page ?? index, status, ['Cookie', 'Accept-Language']);
  };
}

/**
 * The language of a page (docs/i18n.md): the `i18n_redirected` cookie when it names one we speak,
 * else the browser's Accept-Language, else English. Anything else in either is no choice.
 */
export function htmlLocale(c: Context): Locale {
  let chosen: string | undefined;
  try {
    chosen = getCookie(c, LOCALE_COOKIE);
  } catch {
    // A cookie header that does not decode names no language.
  }
  return chooseLocale({ chosen, acceptLanguage: c.req.header('Accept-Language') });
}

/** `<html lang="…">` set to `locale` (added when the tag has none). */
export function withHtmlLang(html: string, locale: Locale): string {
  return html.replace(/<html\b([^>]*)>/i, (_, attributes: string) => {
    const lang = ` lang="${locale}"`;
    return /\slang="[^"]*"/i.test(attributes) ? `<html${attributes.replace(/\slang="[^"]*"/i, lang)}>` : `<html${lang}${attributes}>`;
  });
}

/** index.html for each language: English as the build wrote it, the others with their `<html lang>`. */
function indexByLocale(all: ReadonlyMap<string, StaticFile>): Map<Locale, StaticFile> {
  const byLocale = new Map<Locale, StaticFile>();
  const index = all.get('/index.html');
  if (index === undefined) return byLocale;
  const html = new TextDecoder().decode(index.body);
  for (const locale of LOCALES) {
    const localized = locale === DEFAULT_LOCALE ? html : withHtmlLang(html, locale);
    byLocale.set(locale, localized === html ? index : fileOf(toBytes(Buffer.from(localized)), index.contentType, '/index.html', new Map()));
  }
  return byLocale;
}

/** The optional pages this build includes (`.vite/features.json`, written by scripts/builtFeatures.ts); none when absent. */
async function readFeatures(root: string): Promise<Readonly<Record<string, unknown>>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(path.join(root, '.vite', 'features.json'), 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The pages prerendered at build time by route pattern and language (`.vite/prerendered.json`,
 * written by scripts/prerender.ts: `{ pattern: { en: file, es: file } }`; a plain file name serves
 * every language); none when absent (a build without them still serves index.html).
 */
async function readPrerendered(root: string): Promise<ReadonlyMap<string, ReadonlyMap<Locale, StaticFile>>> {
  const pages = new Map<string, Map<Locale, StaticFile>>();
  let listed: unknown;
  try {
    listed = JSON.parse(await readFile(path.join(root, '.vite', 'prerendered.json'), 'utf8'));
  } catch {
    return pages;
  }
  if (typeof listed !== 'object' || listed === null) return pages;
  const loaded = new Map<string, Promise<StaticFile>>();
  const load = async (file: unknown): Promise<StaticFile | undefined> => {
    if (typeof file !== 'string') return undefined;
    const full = path.join(root, file);
    // Only files inside the build: the list is data, not a path to follow anywhere.
    if (!full.startsWith(root + path.sep)) return undefined;
    let pending = loaded.get(full);
    if (pending === undefined) {
      pending = loadFile(full, '/index.html');
      loaded.set(full, pending);
    }
    // A listed file that is gone: that path gets index.html.
    return pending.catch(() => undefined);
  };
  for (const [pattern, files] of Object.entries(listed)) {
    const byLocale = new Map<Locale, StaticFile>();
    for (const locale of LOCALES) {
      const file = await load(typeof files === 'string' ? files : typeof files === 'object' && files !== null ? (files as Record<string, unknown>)[locale] : undefined);
      if (file !== undefined) byLocale.set(locale, file);
    }
    if (byLocale.size > 0) pages.set(pattern, byLocale);
  }
  return pages;
}

async function indexFiles(root: string): Promise<Map<string, StaticFile>> {
  const found = new Map<string, StaticFile>();
  const walk = async (dir: string, urlPath: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      // Dot entries stay private (e.g. .vite/manifest.json), except /.well-known.
      if (entry.name.startsWith('.') && !(urlPath === '' && entry.name === '.well-known')) continue;
      const full = path.join(dir, entry.name);
      const url = `${urlPath}/${entry.name}`;
      if (entry.isDirectory()) await walk(full, url);
      // A precompressed copy is a representation of its file, not a file of its own.
      else if (entry.isFile() && !PRECOMPRESSED.test(entry.name)) found.set(url, await loadFile(full, url));
    }
  };
  await walk(root, '');
  return found;
}

async function loadFile(full: string, url: string): Promise<StaticFile> {
  const body = toBytes(await readFile(full));
  const contentType = getMimeType(full) ?? 'application/octet-stream';
  const encoded = new Map<Encoding, Promise<Bytes>>();
  if (body.length >= MIN_COMPRESS_BYTES && compressibleType.test(contentType)) {
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
      const copy = await readFile(full + suffix).catch(() => undefined);
      if (copy !== undefined) encoded.set(encoding, Promise.resolve(toBytes(copy)));
    }
  }
  return fileOf(body, contentType, url, encoded);
}

/** A file to serve from its bytes (and the build's compressed copies of them, when there are). */
function fileOf(body: Bytes, contentType: string, url: string, encoded: Map<Encoding, Promise<Bytes>>): StaticFile {
  const compressible = body.length >= MIN_COMPRESS_BYTES && compressibleType.test(contentType);
  return {
    body,
    contentType,
    // A tag would be ~45 bytes on each of the ~50 files a signed-in page loads, for a revalidation that never comes.
    etag: url.startsWith('/assets/') ? undefined : `"${createHash('sha1').update(body).digest('base64url')}"`,
    cacheControl: url.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
    compressible,
    encoded,
  };
}

function encode(file: StaticFile, encoding: Encoding): Promise<Bytes> {
  let pending = file.encoded.get(encoding);
  if (pending === undefined) {
    const compressed =
      encoding === 'br'
        ? brotli(file.body, {
            params: {
              // Top quality is slow on big bundles; 9 is near it at a fraction of the time.
              [zlibConstants.BROTLI_PARAM_QUALITY]: file.body.length > 256 * 1024 ? 9 : 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: file.body.length,
            },
          })
        : gzipAsync(file.body, { level: 9 });
    pending = compressed.then(toBytes);
    file.encoded.set(encoding, pending);
  }
  return pending;
}

/** br or gzip when the client accepts it (a q=0 entry refuses); brotli first. */
function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

const etagMatches = (ifNoneMatch: string, etag: string): boolean =>
  ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

async function send(c: Context, file: StaticFile, status: 200 | 404, varyAlso: readonly string[] = []): Promise<Response> {
  const encoding = file.compressible ? pickEncoding(c.req.header('Accept-Encoding')) : undefined;
  // One ETag per representation, so caches never mix a compressed body with another encoding.
  const etag = file.etag === undefined || encoding === undefined ? file.etag : `${file.etag.slice(0, -1)}-${encoding}"`;
  c.header('Content-Type', file.contentType);
  c.header('Cache-Control', status === 200 ? file.cacheControl : REVALIDATE);
  const vary = [...(file.compressible ? ['Accept-Encoding'] : []), ...varyAlso];
  if (vary.length > 0) c.header('Vary', vary.join(', '));
  if (status === 200 && etag !== undefined) {
    c.header('ETag', etag);
    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, etag)) return c.body(null, 304);
  }
  const body = encoding === undefined ? file.body : await encode(file, encoding);
  if (encoding !== undefined) c.header('Content-Encoding', encoding);
  c.header('Content-Length', String(body.length));
  return c.body(body, status);
}

// Node Buffers may view a shared pool; hono wants a plain ArrayBuffer-backed view. Copied once.
const toBytes = (buffer: Buffer): Bytes => {
  const bytes = new Uint8Array(new ArrayBuffer(buffer.byteLength));
  bytes.set(buffer);
  return bytes;
};

function wantsHtml(c: Context, pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.endsWith('.html')) return true;
  // A missing /assets/x.js must stay a 404, not HTML a module loader would choke on.
  if (last.includes('.')) return false;
  const accept = c.req.header('Accept');
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}
