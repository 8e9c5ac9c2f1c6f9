// The limits of a guideline page as plain data: messages.ts words them without pulling Effect Schema.

export const GUIDELINE_CATEGORIES = ['policy', 'help', 'how-it-works'] as const;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** /settings/notifications, /settings/password, /settings/addresses, /settings/security, /settings/activity, /settings/exports and /settings/logout are routes of their own: a page there could never be opened. */
export const RESERVED_SLUGS: readonly string[] = ['notifications', 'password', 'addresses', 'security', 'activity', 'exports', 'logout'];
export const MAX_SLUG = 80;
export const MAX_TITLE = 120;
export const MAX_SUB_TITLE = 240;
export const MAX_POSITION = 999;
export const MAX_BODY = 50_000;
