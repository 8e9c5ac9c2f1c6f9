// Tracking links as plain data: the public page and the order page import this without
// pulling Effect Schema into their chunks; tracking.ts adds the schemas.

/** 32 random bytes, base64url: 256 bits no one guesses. Only its sha256 is stored. */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A link keeps working this long after the delivery is completed (a cancelled order ends it at once). */
export const TRACKING_LINK_DAYS_AFTER_COMPLETION = 7;

/** Links that may be live on one order at a time (revoked and expired ones do not count). */
export const MAX_ACTIVE_TRACKING_LINKS = 10;

/** Longest name a customer gives a link ('Dallas warehouse'). */
export const TRACKING_LABEL_MAX = 60;

/** The only event of the public stream: "something the page shows changed, fetch it again". */
export const TRACKING_CHANGED = 'TRACKING_CHANGED';

/** Told to the company's hub when a link is revoked, so its public streams look again at once. */
export const TRACKING_LINKS_CHANGED = 'TRACKING_LINKS_CHANGED';

export type TrackingLinkState = 'active' | 'revoked' | 'expired';

/** The web app's page for a token (the route table's `/track/:token`). */
export const trackingPagePath = (token: string): string => `/track/${encodeURIComponent(token)}`;

/** The public API of a token. */
export const publicTrackingPath = (token: string): string => `/v1/public/tracking/${encodeURIComponent(token)}`;
