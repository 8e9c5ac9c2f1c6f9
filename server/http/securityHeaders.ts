import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * CSP for the Vite React SPA served from this origin. Mantine injects <style> tags, hence
 * 'unsafe-inline' for styles only; Firebase (messaging, installations) talks to googleapis/firebaseio.
 * A payment provider's SDK, if loaded from its CDN later, must be added here (script-src, frame-src).
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: [
    "'self'",
    'https://*.googleapis.com',
    'https://*.firebaseio.com',
    'https://fcmregistrations.googleapis.com',
    'wss://*.firebaseio.com',
    // ?inspect tries stately.ai before opening its inspector window (src/views/devtools/statelyLink.ts).
    'https://stately.ai',
  ],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The build's hashed files (scripts, styles, fonts, images) that are not workers: a phone fetches
 * dozens of them per page, and the document's headers (CSP, framing, permissions, HSTS…) mean
 * nothing on a script or a stylesheet, yet cost about 750 bytes each. A worker runs under the
 * CSP of its own response, so it keeps them.
 */
const SUBRESOURCE = /^\/assets\/(?![^/]*worker)[^/]+\.(?:js|css|woff2?|svg|png|jpe?g|webp|avif)$/i;

/** Security headers on every answer (API, pages, errors); the hashed subresources get the ones that apply to them. */
export function securityHeaders(): MiddlewareHandler {
  const everything = secureHeaders({
    contentSecurityPolicy,
    xFrameOptions: 'DENY',
    // no-referrer would strip the Referer that referrer-restricted Firebase API keys check.
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Payment providers open their checkout in a popup that must keep its opener.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    permissionsPolicy: { camera: [], microphone: [], payment: ['self'] },
  });
  // What a subresource needs: no MIME sniffing, and no other site may embed it.
  const subresource = secureHeaders({
    xContentTypeOptions: true,
    crossOriginResourcePolicy: true,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return (c, next) => (SUBRESOURCE.test(c.req.path) ? subresource(c, next) : everything(c, next));
}
