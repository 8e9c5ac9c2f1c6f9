// `npm run bench` builds with this when dist/ has no build or with --fresh: vite.config.ts as it is,
// with the manifest, plus what each JS chunk holds (.vite/chunk-modules.json: module id → bytes as
// rendered into the chunk, before minification), so the bench can say what a big file is made of.
// Run as its own process: `node --import tsx scripts/benchBuild.ts <outDir>`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

export const CHUNK_MODULES_FILE = path.join('.vite', 'chunk-modules.json');

/** file → [module id, rendered bytes][], biggest first; ids relative to the repository. */
export type ChunkModules = Record<string, Array<[string, number]>>;

export const manifestOf = (dir: string): string => path.join(dir, '.vite', 'manifest.json');

/** What a build is made from (as `npm start` reads it, scripts/start.mjs). */
const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(file: string): number {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce((max, name) => Math.max(max, newestMtime(path.join(file, name))), stat.mtimeMs);
}

/** Whether a build is older than a source it is made from: measuring it would measure the past. */
export const isStaleBuild = (root: string, dir: string): boolean =>
  Math.max(...BUILD_INPUTS.map((input) => newestMtime(path.join(root, input)))) > statSync(manifestOf(dir)).mtimeMs;

/**
 * The build to measure: `given` (a build made before with this script), else dist/ when it has a
 * manifest, is newer than every source and `fresh` is not asked; otherwise a fresh build into a
 * temporary directory, so a dist/ that `npm start` may be serving is left alone.
 */
export async function buildToMeasure(root: string, { given, fresh }: { given?: string; fresh: boolean }): Promise<{ dir: string; temporary: boolean }> {
  if (given !== undefined) {
    if (!existsSync(manifestOf(given))) throw new Error(`${given} has no .vite/manifest.json`);
    return { dir: path.resolve(given), temporary: false };
  }
  const dist = path.join(root, 'dist');
  // A dist/ older than its sources measured yesterday's pages (a route added since was a 404 there).
  const stale = existsSync(manifestOf(dist)) && isStaleBuild(root, dist);
  if (!fresh && existsSync(manifestOf(dist)) && !stale) return { dir: dist, temporary: false };
  const dir = await mkdtemp(path.join(tmpdir(), 'cargo-bench-dist-'));
  console.log(`${fresh ? '--fresh' : stale ? 'dist/ is older than its sources' : existsSync(dist) ? 'dist/ has no .vite/manifest.json' : 'No dist/'}: building into ${dir}…`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), dir], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(manifestOf(dir))) throw new Error('vite build did not produce .vite/manifest.json');
  return { dir, temporary: true };
}

function chunkModules(root: string, outDir: string): Plugin {
  const chunks: ChunkModules = {};
  return {
    name: 'bench-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.entries(output.modules)
          .map(([id, m]): [string, number] => [path.relative(root, id.replace(/^\0+/, '')), m.renderedLength])
          .filter(([, bytes]) => bytes > 0)
          .sort((a, b) => b[1] - a[1]);
      }
    },
    // The client build only: the prerender's server build would overwrite it.
    async closeBundle() {
      if (Object.keys(chunks).length === 0) return;
      await mkdir(path.join(outDir, '.vite'), { recursive: true });
      await writeFile(path.join(outDir, CHUNK_MODULES_FILE), JSON.stringify(chunks));
    },
  };
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (outDir === undefined) throw new Error('usage: benchBuild.ts <outDir>');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
    plugins: [chunkModules(root, outDir)],
  });
}
