// Minimal valid image files, and multipart requests carrying them.
import { bearer } from './accounts.ts';

/** A 1×1 transparent PNG. */
export const PNG_1X1 = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
);
export const GIF_1X1 = Uint8Array.from(Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'));
export const JPEG_HEAD = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
export const WEBP_HEAD = Uint8Array.from([...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]);

/** `size` bytes starting with `head` (zero padded). */
export function sized(head: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(head.subarray(0, size));
  return bytes;
}

export function uploadRequest(accessToken: string | undefined, file: Uint8Array | undefined, name = 'picture.png', type = 'image/png'): RequestInit {
  const form = new FormData();
  if (file !== undefined) form.append('file', new File([Uint8Array.from(file)], name, { type }));
  else form.append('other', 'value');
  return { method: 'POST', body: form, headers: accessToken === undefined ? {} : bearer(accessToken) };
}
