import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { MAX_SLUG, SLUG_PATTERN, type GuidelinePageSummary } from '../../src/schemas/guidelinePage.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { findGuidelinePage, listGuidelinePages } from '../content/guidelinePageStore.ts';
import type { Database } from '../db/Database.ts';
import { fail } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';

// Public: the privacy and terms pages render from these before anyone signs in. Operators' edits
// show within a minute.
const CACHE = 'public, max-age=60';

/** spec §7 Settings: the guideline pages, listed (summaries) and one by slug. No auth. */
export function guidelinePageRoutes({ db }: { readonly db: Kysely<Database> }): Hono {
  const routes = new Hono();

  routes.get('/v1/common/guidelinePages/user', async (c) => {
    const pages: GuidelinePageSummary[] = (await listGuidelinePages(db)).map(({ title, subTitle, slug, category, position }) => ({
      title,
      subTitle,
      slug,
      category,
      position,
    }));
    c.header('Cache-Control', CACHE);
    return ok(c, pages, Messages.guidelinePagesFetched);
  });

  routes.get('/v1/common/guidelinePages/user/:slug', async (c) => {
    const slug = c.req.param('slug');
    const page = slug.length <= MAX_SLUG && SLUG_PATTERN.test(slug) ? await findGuidelinePage(db, slug) : undefined;
    if (page === undefined) fail(404, Messages.guidelinePageNotFound);
    c.header('Cache-Control', CACHE);
    return ok(c, page, Messages.guidelinePageFetched);
  });

  return routes;
}
