import type { AccessLevel } from './teamRoles.ts';

/**
 * The company's two-factor rule: the main user sets it either way; an Admin may turn it on (raising
 * the bar for everyone, themselves included), never off. Apart from teamRoles.ts, which every page
 * loads: only the security page and the server read it.
 */
export const mayChangeTwoFactorRule = (level: AccessLevel, required: boolean): boolean => level === 'owner' || (level === 'admin' && required);
