import type { Context } from 'hono';

/**
 * A customer's document as a private download: never cached by shared caches, never sniffed; PDFs
 * download (a browser's PDF viewer and this API's CSP do not mix), images show inline.
 */
export function sendDocument(c: Context, document: { readonly contentType: string; readonly name: string; readonly bytes: Uint8Array }): Response {
  c.header('Content-Type', document.contentType);
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  const disposition = document.contentType === 'application/pdf' ? 'attachment' : 'inline';
  c.header('Content-Disposition', `${disposition}; filename="${document.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(document.name)}`);
  return c.body(new Uint8Array(document.bytes));
}
