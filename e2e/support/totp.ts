import { createHmac } from 'node:crypto';

// An authenticator app written from the RFCs, not from the server's library: the browser tests'
// independent oracle for two-factor codes.

/** RFC 4648 base32 (the secret as authenticator apps take it; spaces as shown are ignored). */
export function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/\s+/g, '').replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  return Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
}

/** RFC 4226 §5.3: HMAC-SHA-1 of the counter, dynamic truncation, 6 digits. */
export function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** RFC 6238: the code of the current 30-second step. */
export const totpNow = (secret: string, at = Date.now()): string => hotp(base32(secret), Math.floor(at / 30_000));
