// `npm start`: build the web app when its sources (or VITE_* settings) changed, then run the API,
// which also serves the built app. PORT (default 3000) and DATA_DIR (default ./data) pass through.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = join(root, 'dist');
const stampFile = join(dist, '.build-stamp');
const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

// What the bundle depends on besides files: the VITE_* variables baked into it.
const envStamp = createHash('sha256')
  .update(JSON.stringify(Object.entries(process.env).filter(([k]) => k.startsWith('VITE_')).sort()))
  .digest('hex');

const built = existsSync(join(dist, 'index.html')) && existsSync(stampFile);
const stale =
  !built ||
  readFileSync(stampFile, 'utf8') !== envStamp ||
  Math.max(...inputs.map((p) => newestMtime(join(root, p)))) > statSync(join(dist, 'index.html')).mtimeMs;

if (stale) {
  console.log('Building the web app…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // The server's NODE_ENV (test, say) must not turn the bundle into React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, envStamp);
}

// V8's old space capped as in scripts/startApiProcess.ts (API_NODE_FLAGS): garbage of a burst is
// collected instead of kept as resident memory.
const server = spawn(process.execPath, ['--max-old-space-size=256', '--import', 'tsx', join(root, 'server/main.ts')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
