// The build's text files compressed once, at build time: `<file>.br` (brotli, top quality) and
// `<file>.gz` beside each. The server reads them with the build (server/static/serveWebApp.ts)
// instead of compressing the bundle after start, which took both cores and ~100 MB for seconds
// while the first requests waited (the first seconds of every bench run).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing (the server's own rule): text types, 1 KiB and up. */
export const MIN_COMPRESS_BYTES = 1024;
export const COMPRESSIBLE_FILE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/;
export const ENCODED_SUFFIX = { br: '.br', gzip: '.gz' } as const;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes the .br and .gz of every compressible file under `dir`; returns how many files. */
export async function precompressBuild(dir: string): Promise<number> {
  const jobs: Array<Promise<void>> = [];
  let written = 0;
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE_FILE.test(file) || file.endsWith('.map')) continue;
    jobs.push(
      (async () => {
        const body = await readFile(file);
        if (body.length < MIN_COMPRESS_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          gzipAsync(body, { level: 9 }),
        ]);
        await Promise.all([writeFile(file + ENCODED_SUFFIX.br, br), writeFile(file + ENCODED_SUFFIX.gzip, gz)]);
        written++;
      })(),
    );
  }
  await Promise.all(jobs);
  return written;
}
