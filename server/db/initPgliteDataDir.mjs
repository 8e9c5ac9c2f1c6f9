// Run as a child process by initPgliteDataDir.ts: creates a PGlite data directory (initdb) and
// exits, so the ~600 MB initdb's WebAssembly instance holds dies with this process.
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (dataDir === undefined) {
  console.error('usage: initPgliteDataDir.mjs <dataDir>');
  process.exit(2);
}
const pglite = await PGlite.create({ dataDir });
await pglite.close();
