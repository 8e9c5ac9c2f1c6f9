import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import { MAX_SLUG, SLUG_PATTERN, type GuidelinePageSummary } from '../../src/schemas/guidelinePage.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { GUIDELINE_PAGE_SEEDS } from '../content/guidelinePageContent.ts';
import { spanishGuidelinePage } from '../content/guidelinePagesEs.ts';
import { findGuidelinePage, listGuidelinePages } from '../content/guidelinePageStore.ts';
import { localeOf } from '../i18n/requestLocale.ts';
import type { Locale } from '../../src/schemas/locales.ts';
import type { Database } from '../db/Database.ts';
import { fail } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';

// Public: the privacy and terms pages render from these before anyone signs in. Operators' edits
// show within a minute.
const CACHE = 'public, max-age=60';

type PageWords = { readonly slug: string; readonly title: string; readonly subTitle: string; readonly body?: string };

/**
 * A page in the reader's language, saying which language its words are in: a seeded page an
 * operator has not edited has a Spanish text (guidelinePagesEs.ts), served as 'es' to a Spanish
 * reader; an edited or new page is shown as the operator wrote it, in English ('en').
 */
function inLanguage<P extends PageWords>(c: Context, page: P): P & { readonly language: Locale } {
  const asWritten = { ...page, language: 'en' as const };
  if (localeOf(c) !== 'es') return asWritten;
  const seed = GUIDELINE_PAGE_SEEDS.find((s) => s.slug === page.slug);
  const spanish = spanishGuidelinePage(page.slug);
  if (seed === undefined || spanish === undefined || seed.title !== page.title || seed.subTitle !== page.subTitle) return asWritten;
  if (page.body === undefined) return { ...page, title: spanish.title, subTitle: spanish.subTitle, language: 'es' };
  return page.body === seed.body ? { ...page, title: spanish.title, subTitle: spanish.subTitle, body: spanish.body, language: 'es' } : asWritten;
}

/** spec §7 Settings: the guideline pages, listed (summaries) and one by slug. No auth. */
export function guidelinePageRoutes({ db }: { readonly db: Kysely<Database> }): Hono {
  const routes = new Hono();

  routes.get('/v1/common/guidelinePages/user', async (c) => {
    const pages: GuidelinePageSummary[] = (await listGuidelinePages(db)).map(({ title, subTitle, slug, category, position }) =>
      inLanguage(c, { title, subTitle, slug, category, position }),
    );
    c.header('Cache-Control', CACHE);
    return ok(c, pages, Messages.guidelinePagesFetched);
  });

  routes.get('/v1/common/guidelinePages/user/:slug', async (c) => {
    const slug = c.req.param('slug');
    const page = slug.length <= MAX_SLUG && SLUG_PATTERN.test(slug) ? await findGuidelinePage(db, slug) : undefined;
    if (page === undefined) fail(404, Messages.guidelinePageNotFound);
    c.header('Cache-Control', CACHE);
    return ok(c, inLanguage(c, page), Messages.guidelinePageFetched);
  });

  return routes;
}
