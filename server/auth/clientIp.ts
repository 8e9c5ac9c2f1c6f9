import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address for rate limits. Behind `trustProxy` proxies, each appends the address it
 * saw to X-Forwarded-For, so the client is that many entries from the right (entries further left
 * are whatever the client claimed). Otherwise the socket's peer; undefined outside the Node server.
 */
export function clientIp(c: Context, trustProxy: number): string | undefined {
  const address = socketOrForwarded(c, trustProxy);
  // A dual-stack socket reports an IPv4 peer as '::ffff:203.0.113.5': one client, one address (the
  // rate limits' key, and what the signed-in devices list shows).
  return address?.replace(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i, '$1');
}

function socketOrForwarded(c: Context, trustProxy: number): string | undefined {
  if (trustProxy > 0) {
    const hops = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop.length > 0);
    if (hops.length > 0) return hops[Math.max(0, hops.length - trustProxy)];
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests, or another runtime: no socket to read.
    return undefined;
  }
}
