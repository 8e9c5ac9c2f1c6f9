import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, MIN_JWT_SECRET_LENGTH, type ServerConfig } from '../config.ts';

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * JWT_SECRET, or the key in DATA_DIR/jwt-secret, created (mode 600) on first start so sessions
 * survive restarts. Several API processes must share it: set JWT_SECRET (or one DATA_DIR).
 */
export async function resolveJwtSecret(config: Pick<ServerConfig, 'jwtSecret' | 'dataDir'>): Promise<string> {
  if (config.jwtSecret !== undefined) return config.jwtSecret;
  const file = path.join(config.dataDir, JWT_SECRET_FILE);
  const existing = await readSecret(file);
  if (existing !== undefined) return existing;

  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // Written whole under a private name, then linked into place: link() fails if the file exists,
  // so processes starting together all end up with the first one's key, never half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, `${secret}\n`, { mode: 0o600 });
  try {
    await link(partial, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readSecret(file);
    if (winner === undefined) throw new ConfigError([`${file} holds no usable key (at least ${MIN_JWT_SECRET_LENGTH} characters); delete it or set JWT_SECRET`]);
    return winner;
  } finally {
    await unlink(partial).catch(() => undefined);
  }
}

async function readSecret(file: string): Promise<string | undefined> {
  const text = (await readFile(file, 'utf8').catch(() => '')).trim();
  return text.length >= MIN_JWT_SECRET_LENGTH ? text : undefined;
}
