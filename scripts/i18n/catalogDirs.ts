import { CATALOG_PARTS } from '../../src/schemas/catalogParts.ts';
import { LOCALES } from '../../src/schemas/locales.ts';

/** Where each catalog part the browser loads lives (lingui.config.ts writes them). */
export const BROWSER_CATALOG_DIRS: readonly string[] = CATALOG_PARTS.map((part) => `src/locales/${part}`);
/** Every catalog: the browser's parts and the server's. */
export const CATALOG_DIRS: readonly string[] = [...BROWSER_CATALOG_DIRS, 'server/locales'];
/** The languages compiled: ours and the pseudo-language of the browser suite (lingui.config.ts). */
export const COMPILED_LOCALES: readonly string[] = [...LOCALES, 'en-XA'];
