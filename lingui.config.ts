import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-json';
import babel from '@lingui/cli/api/extractors/babel';
import { messageReferenceExtractor, messageTableExtractor } from './scripts/i18n/messageTableExtractor.ts';
import { areaCatalogFiles, landingCatalogFiles, publicCatalogFiles } from './scripts/i18n/publicCatalogFiles.ts';
import { CATALOG_AREAS } from './src/schemas/catalogParts.ts';

// Catalogs (docs/i18n.md): ids are the English words (the spec's, for English), so English needs no
// translation and a Spanish gap falls back to English at compile time, never to a raw key.
// - landing: what the landing needs before it is interactive (its budget is the smallest);
// - public: what the prerendered public pages need (their first load stays within budget);
// - app: everything the browser shows (loaded with the first page that is not public);
// - server: what only the server says (emails, PDFs, push, the pages it renders).
// The catalog check (tests/i18n/catalogs.test.ts) extracts and compiles into a scratch directory.
const out = process.env.I18N_OUT_DIR ?? '<rootDir>';

export default defineConfig({
  sourceLocale: 'en',
  // en-XA: English with accents and padding (pseudo-localization), for the browser run that finds
  // any text the catalogs do not hold (e2e/pseudoLocale.spec.ts); only a build with VITE_PSEUDO_LOCALE takes it.
  locales: ['en', 'es', 'en-XA'],
  pseudoLocale: 'en-XA',
  fallbackLocales: { default: 'en' },
  catalogs: [
    { name: 'landing', path: `${out}/src/locales/landing/{locale}`, include: landingCatalogFiles() },
    { name: 'public', path: `${out}/src/locales/public/{locale}`, include: publicCatalogFiles() },
    // One per area of pages (src/schemas/catalogParts.ts): a signed-in page loads its area's words only.
    ...CATALOG_AREAS.map((area) => ({ name: area, path: `${out}/src/locales/${area}/{locale}`, include: areaCatalogFiles(area) })),
    { name: 'app', path: `${out}/src/locales/app/{locale}`, include: ['<rootDir>/src'], exclude: ['<rootDir>/src/locales'] },
    { name: 'server', path: `${out}/server/locales/{locale}`, include: ['<rootDir>/server'], exclude: ['<rootDir>/server/locales'] },
  ],
  format: formatter({ style: 'minimal' }),
  orderBy: 'messageId',
  compileNamespace: 'ts',
  extractors: [messageTableExtractor, messageReferenceExtractor, babel],
});
