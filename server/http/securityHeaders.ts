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

/** Security headers on every answer (API, static files, errors). */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy,
    xFrameOptions: 'DENY',
    // no-referrer would strip the Referer that referrer-restricted Firebase API keys check.
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Payment providers open their checkout in a popup that must keep its opener.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    permissionsPolicy: { camera: [], microphone: [], payment: ['self'] },
  });
}
