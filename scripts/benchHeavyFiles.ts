// `npm run bench`: the biggest JavaScript files of the heaviest signed-in routes, and what each holds
// (when the bench built it: .vite/chunk-modules.json), to show where a cut helps most.
import type { ChunkModules } from './benchBuild.ts';
import { fmt, groupByOwner, KIB, lpad, pad } from './benchFigures.ts';
import type { TransferReport } from './benchTransfer.ts';

export interface HeavyFile {
  readonly file: string;
  readonly wireKiB: number;
  /** Of the signed-in routes measured, how many transfer it. */
  readonly signedInRoutes: number;
  /** Which of the heaviest routes transfer it. */
  readonly onHeaviest: readonly string[];
  /** What the chunk holds: owners' shares of its code before minification (when the bench built it). */
  readonly holds?: readonly { readonly owner: string; readonly share: number }[];
}

/** The biggest files of the heaviest signed-in routes (where a cut helps most), with what they hold. */
export function heavyFiles(report: TransferReport, chunks: ChunkModules | undefined, heaviest = 4, count = 16): { routes: string[]; files: HeavyFile[] } {
  const signedIn = report.routes.filter((r) => r.access === 'signedIn' && r.redirectedTo === undefined);
  const worst = [...signedIn].sort((a, b) => b.jsKiB - a.jsKiB).slice(0, heaviest);
  const files = new Map<string, { wire: number; on: string[] }>();
  for (const r of worst) {
    for (const f of r.js) {
      const entry = files.get(f.file) ?? { wire: 0, on: [] };
      entry.wire = Math.max(entry.wire, f.wireBytes);
      entry.on.push(r.label);
      files.set(f.file, entry);
    }
  }
  const result = [...files]
    .sort((a, b) => b[1].wire - a[1].wire)
    .slice(0, count)
    .map(([file, { wire, on }]): HeavyFile => {
      const modules = chunks?.[file.replace(/^\//, '')];
      const total = modules?.reduce((sum, [, bytes]) => sum + bytes, 0) ?? 0;
      const holds = modules && total > 0 ? groupByOwner(modules.map(([id, bytes]) => ({ id, bytes }))).map((o) => ({ owner: o.owner, share: o.bytes / total })) : undefined;
      return {
        file,
        wireKiB: wire / KIB,
        signedInRoutes: signedIn.filter((r) => r.js.some((f) => f.file === file)).length,
        onHeaviest: on,
        ...(holds !== undefined ? { holds } : {}),
      };
    });
  return { routes: worst.map((r) => `${r.label} ${fmt(r.jsKiB)}`), files: result };
}

export function printHeavyFiles(heavy: ReturnType<typeof heavyFiles>, signedInCount: number): void {
  console.log(`\nBiggest JS files on the heaviest signed-in routes (${heavy.routes.join(', ')}): KiB on the wire;`);
  console.log(`on how many of the ${signedInCount} signed-in routes; what the chunk holds (shares of its code before minification)\n`);
  for (const f of heavy.files) {
    const holds = f.holds === undefined ? '' : f.holds.filter((o) => o.share >= 0.03).slice(0, 5).map((o) => `${o.owner} ${(o.share * 100).toFixed(0)}%`).join(', ');
    console.log(`${lpad(fmt(f.wireKiB), 6)}  ${pad(f.file.replace('/assets/', ''), 40)}${lpad(`${f.signedInRoutes}/${signedInCount}`, 6)}  ${holds}`);
  }
}
