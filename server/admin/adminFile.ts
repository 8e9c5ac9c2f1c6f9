import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const ADMIN_FILE = 'admin.json';

/**
 * How scripts/admin.ts reaches a running server that holds the PGlite data directory:
 * DATA_DIR/admin.json (mode 600), rewritten with a new random token at every start.
 */
export interface AdminFile {
  readonly port: number;
  /** Where the server answers locally. */
  readonly host: string;
  readonly token: string;
  readonly pid: number;
}

export const adminFilePath = (dataDir: string): string => path.join(dataDir, ADMIN_FILE);

export async function writeAdminFile(dataDir: string, content: AdminFile): Promise<void> {
  const file = adminFilePath(dataDir);
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, `${JSON.stringify(content)}\n`, { mode: 0o600 });
  await rename(partial, file);
}

export async function readAdminFile(dataDir: string): Promise<AdminFile | undefined> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(adminFilePath(dataDir), 'utf8'));
  } catch {
    return undefined;
  }
  const { port, host, token, pid } = (parsed ?? {}) as Partial<Record<keyof AdminFile, unknown>>;
  if (typeof port !== 'number' || typeof host !== 'string' || typeof token !== 'string' || typeof pid !== 'number') return undefined;
  return { port, host, token, pid };
}

/** Removes the file if it is still this server's (same token). */
export async function removeAdminFile(dataDir: string, token: string): Promise<void> {
  const current = await readAdminFile(dataDir);
  if (current?.token === token) await unlink(adminFilePath(dataDir)).catch(() => undefined);
}

/** The host a local client should call for a server bound to `bindHost` (undefined = all interfaces). */
export function localHostFor(bindHost: string | undefined): string {
  if (bindHost === undefined || bindHost === '0.0.0.0' || bindHost === '::' || bindHost === '') return '127.0.0.1';
  return bindHost;
}
