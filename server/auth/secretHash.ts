import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A bearer secret (refresh or reset token): 32 random bytes, base64url. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** How opaque tokens are stored: sha256 hex. They carry 256 random bits, so no salt is needed. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Keyed hash for short codes (6 digits): a plain hash of a million values is reversed at once. */
export const hmacHex = (key: string, value: string): string => createHmac('sha256', key).update(value).digest('hex');

/** Compares two strings in time independent of where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}
