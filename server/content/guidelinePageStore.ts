import { sql, type Kysely } from 'kysely';
import { GUIDELINE_CATEGORIES, type GuidelinePage, type GuidelinePageInput, type GuidelinePageSummary } from '../../src/schemas/guidelinePage.ts';
import type { Database } from '../db/Database.ts';

/** A page as stored, before the API says its language (guidelinePages route). */
export type StoredGuidelinePage = Omit<GuidelinePage, 'language'>;

/** A summary with its last change, for the operator's list. */
export interface GuidelinePageListing extends Omit<GuidelinePageSummary, 'language'> {
  /** ISO 8601. */
  readonly updatedAt: string;
}

export interface UpsertedPage {
  readonly page: StoredGuidelinePage;
  /** false: an existing page (same slug) was replaced. */
  readonly created: boolean;
}

const categoryRank = (category: string): number => GUIDELINE_CATEGORIES.indexOf(category as (typeof GUIDELINE_CATEGORIES)[number]);

/** Every page: by category (policy, help, how-it-works), then position, then slug. */
export async function listGuidelinePages(db: Kysely<Database>): Promise<GuidelinePageListing[]> {
  const rows = await db
    .selectFrom('guideline_pages')
    .select(['slug', 'title', 'sub_title', 'category', 'position', 'updated_at'])
    .orderBy('position')
    .orderBy('slug')
    .execute();
  // A handful of rows: the category order is the schema's, kept in one place rather than in SQL.
  return rows
    .sort((a, b) => categoryRank(a.category) - categoryRank(b.category))
    .map((row) => ({
      title: row.title,
      subTitle: row.sub_title,
      slug: row.slug,
      category: row.category,
      position: row.position,
      updatedAt: row.updated_at.toISOString(),
    }));
}

export async function findGuidelinePage(db: Kysely<Database>, slug: string): Promise<StoredGuidelinePage | undefined> {
  const row = await db
    .selectFrom('guideline_pages')
    .select(['slug', 'title', 'sub_title', 'category', 'position', 'body', 'updated_at'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    title: row.title,
    subTitle: row.sub_title,
    slug: row.slug,
    category: row.category,
    position: row.position,
    body: row.body,
    updatedAt: row.updated_at.toISOString(),
  };
}

const rowOf = (page: GuidelinePageInput) => ({
  slug: page.slug,
  title: page.title,
  sub_title: page.subTitle,
  category: page.category,
  position: page.position,
  body: page.body,
});

/** Creates the page, or replaces the one with its slug (the operator's edit); decoded input only. */
export async function upsertGuidelinePage(db: Kysely<Database>, page: GuidelinePageInput): Promise<UpsertedPage> {
  const created = await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('guideline_pages').select('slug').where('slug', '=', page.slug).forUpdate().executeTakeFirst();
    await trx
      .insertInto('guideline_pages')
      .values(rowOf(page))
      .onConflict((oc) =>
        oc.column('slug').doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          sub_title: eb.ref('excluded.sub_title'),
          category: eb.ref('excluded.category'),
          position: eb.ref('excluded.position'),
          body: eb.ref('excluded.body'),
          updated_at: sql<Date>`now()`,
        })),
      )
      .execute();
    return existing === undefined;
  });
  const stored = await findGuidelinePage(db, page.slug);
  if (stored === undefined) throw new Error(`guideline page ${page.slug} vanished right after its upsert`);
  return { page: stored, created };
}

/**
 * Inserts the pages whose slug is missing and leaves every existing one alone (an operator's edit
 * survives every restart). Safe to run from several processes at once. Returns the slugs inserted.
 */
export async function insertMissingGuidelinePages(db: Kysely<Database>, pages: readonly GuidelinePageInput[]): Promise<string[]> {
  if (pages.length === 0) return [];
  const inserted = await db
    .insertInto('guideline_pages')
    .values(pages.map(rowOf))
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('slug')
    .execute();
  return inserted.map((row) => row.slug);
}
