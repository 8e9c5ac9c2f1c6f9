import { areaOf, type CatalogPart } from '../schemas/catalogParts.ts';

/**
 * Pages drawn in plain markup, without Mantine (the landing's JS budget, 90 KiB). Every
 * other page renders inside Mantine's provider (WithMantine), whose chunk loads with it; the
 * bundle benchmark counts that chunk for them.
 */
export const PLAIN_PAGES: ReadonlySet<string> = new Set(['LandingPage', 'LoginPage', 'RegisterPage', 'VerificationPage', 'PasswordRecoveryPage', 'OtpSentPage', 'CreatePasswordPage', 'AcceptInvitePage']);

/** The page whose words are the landing catalog part (src/services/i18n.ts, scripts/i18n/publicCatalogFiles.ts). */
export const LANDING_PAGE = 'LandingPage';

/** The module every other page needs besides its own (the bundle benchmark reads it from the manifest). */
export const MANTINE_ROOT_MODULE = 'src/views/MantineRoot.tsx';

/** The catalog part a page's words are in (src/schemas/catalogParts.ts): the landing's, the public pages', or its area's. */
export function catalogPartOf(page: string | undefined): CatalogPart {
  if (page === undefined || page === LANDING_PAGE) return 'landing';
  if (PLAIN_PAGES.has(page)) return 'public';
  return areaOf(page) ?? 'app';
}
