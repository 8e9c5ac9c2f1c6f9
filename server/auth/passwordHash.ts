import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt, stored as `scrypt$N$r$p$salt$hash` (salt and hash base64url), so the cost can rise later
// without invalidating stored hashes. N = 2^14 runs in about 60–150 ms on this 2-core machine;
// 2^15 took 100–230 ms.
const N = 2 ** 14;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, options: ScryptOptions & { N: number; r: number; p: number }): Promise<Buffer> {
  // maxmem must cover 128·N·r bytes, or node refuses large N.
  const maxmem = 256 * options.N * options.r;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** Constant-time check; false for a malformed stored value rather than an error. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every(Number.isSafeInteger) || n < 2 || n > MAX_N || (n & (n - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, salt, { N: n, r, p });
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * The same work as verifyPassword for an account that does not exist, so an unknown email and a
 * wrong password take as long as each other (no timing oracle for which addresses have accounts).
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, await (dummyHash ??= hashPassword('dummy password that matches nothing')));
  return false;
}
