// Pure arithmetic of `npm run bench` (budgets, sums, medians), kept apart from the browser and the
// server so tests/scripts/benchFigures.test.ts can check it with hand-written figures.

export const KIB = 1024;

/** The tables' number and column formats. */
export const fmt = (n: number, digits = 1): string => n.toFixed(digits);
export const pad = (s: string, n: number): string => s.padEnd(n);
export const lpad = (s: string, n: number): string => s.padStart(n);

export interface RouteBudgets {
  readonly landing: number;
  readonly auth: number;
  readonly signedIn: number;
}

/** DESIGN §5, for the static-import figure (gzip -9 of the entry + layout + page closure). */
export const STATIC_BUDGETS_KIB: RouteBudgets = { landing: 90, auth: 120, signedIn: 160 };
/**
 * For what Chromium transfers until the route is interactive: the same landing and auth
 * budgets, signed-in routes 180 (they also pay for what the static figure never saw: lazy parts,
 * Mantine's provider's own imports, deferred controls, response headers).
 */
export const TRANSFER_BUDGETS_KIB: RouteBudgets = { landing: 90, auth: 120, signedIn: 180 };

/** The landing, the guest-only (auth) pages, every signed-in route; other public pages have none. */
export function budgetOf(route: { readonly pattern: string; readonly access: string }, budgets: RouteBudgets): number | undefined {
  if (route.pattern === '/') return budgets.landing;
  if (route.access === 'guestOnly') return budgets.auth;
  if (route.access === 'signedIn') return budgets.signedIn;
  return undefined;
}

export type Verdict = 'within' | 'over' | 'no budget';

/** At the budget is within it. */
export function verdictOf(value: number, budget: number | undefined): Verdict {
  if (budget === undefined) return 'no budget';
  return value <= budget ? 'within' : 'over';
}

/** For a floor (a score: higher is better). */
export function verdictAtLeast(value: number, floor: number): Verdict {
  return value >= floor ? 'within' : 'over';
}

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A pattern's `:name` segments replaced by `params` (URI-encoded); undefined names one missing. */
export function fillPattern(pattern: string, params: Readonly<Record<string, string>>): { path: string } | { missing: string } {
  const parts: string[] = [];
  for (const segment of pattern.split('/')) {
    if (!segment.startsWith(':')) {
      parts.push(segment);
      continue;
    }
    const value = params[segment.slice(1)];
    if (value === undefined) return { missing: segment.slice(1) };
    parts.push(encodeURIComponent(value));
  }
  return { path: parts.join('/') };
}

/** One response as the browser reported it. */
export interface Transfer {
  readonly url: string;
  /** CDP resource type (Script, Stylesheet, Font, Document, Fetch, …). */
  readonly type: string;
  readonly mimeType: string;
  /** Bytes on the wire: headers and the (compressed) body. */
  readonly wireBytes: number;
  /** Bytes of the response headers. */
  readonly headerBytes: number;
}

/** JavaScript, by MIME type or, when the server gave none, by file name. */
export const isJavaScript = (t: Pick<Transfer, 'url' | 'mimeType'>): boolean =>
  /javascript|ecmascript/.test(t.mimeType) || (t.mimeType === '' && /\.m?js(\?|$)/.test(t.url));

export interface TransferSum {
  readonly files: number;
  readonly wireBytes: number;
  /** Wire bytes less headers: the compressed bodies. */
  readonly bodyBytes: number;
}

export function sumTransfers(transfers: readonly Transfer[]): TransferSum {
  let wireBytes = 0;
  let headerBytes = 0;
  for (const t of transfers) {
    wireBytes += t.wireBytes;
    headerBytes += Math.min(t.headerBytes, t.wireBytes);
  }
  return { files: transfers.length, wireBytes, bodyBytes: wireBytes - headerBytes };
}

/** Where a module comes from: its npm package, or its folder of the app (`src/views/wizard`). */
export function ownerOf(moduleId: string): string {
  // Relative or absolute: a leading '/' lets both match the same way.
  const id = `/${moduleId.replace(/\\/g, '/').replace(/^\0+/, '')}`;
  const inModules = id.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [scope, name] = id.slice(inModules + '/node_modules/'.length).split('/');
    return scope!.startsWith('@') && name !== undefined ? `${scope}/${name}` : scope!;
  }
  const inSrc = id.lastIndexOf('/src/');
  if (inSrc >= 0) {
    const dirs = id.slice(inSrc + 1).split('/').slice(0, -1);
    return dirs.slice(0, 3).join('/');
  }
  return id.slice(1);
}

/** Sizes added up by owner, biggest first. */
export function groupByOwner(modules: readonly { readonly id: string; readonly bytes: number }[]): { owner: string; bytes: number }[] {
  const totals = new Map<string, number>();
  for (const m of modules) totals.set(ownerOf(m.id), (totals.get(ownerOf(m.id)) ?? 0) + m.bytes);
  return [...totals].map(([owner, bytes]) => ({ owner, bytes })).sort((a, b) => b.bytes - a.bytes || a.owner.localeCompare(b.owner));
}

/** An Event Timing entry (PerformanceEventTiming) as the page hands it over. */
export interface EventEntry {
  readonly name: string;
  readonly interactionId: number;
  readonly startTime: number;
  readonly processingStart: number;
  readonly processingEnd: number;
  readonly duration: number;
}

/**
 * The longest event of the interactions that started at or after `sinceMs` (INP counts an
 * interaction by its longest event). Undefined when none was reported: every event was under the
 * observer's threshold (16 ms).
 */
export function longestInteraction(entries: readonly EventEntry[], sinceMs: number): EventEntry | undefined {
  let longest: EventEntry | undefined;
  for (const e of entries) {
    if (e.interactionId === 0 || e.startTime < sinceMs) continue;
    if (longest === undefined || e.duration > longest.duration) longest = e;
  }
  return longest;
}
