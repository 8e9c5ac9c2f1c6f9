import type { Kysely } from 'kysely';
import { GuidelinePageInput } from '../../src/schemas/guidelinePage.ts';
import { validate } from '../../src/schemas/validate.ts';
import { GUIDELINE_PAGE_SEEDS } from '../content/guidelinePageContent.ts';
import { insertMissingGuidelinePages } from '../content/guidelinePageStore.ts';
import type { Database } from './Database.ts';

/**
 * Inserts the built-in guideline pages whose slug is missing; a page that exists (seeded earlier
 * or written by an operator) is never overwritten. Runs at every start-up; returns the slugs added.
 */
export async function seedGuidelinePages(db: Kysely<Database>, pages: readonly unknown[] = GUIDELINE_PAGE_SEEDS): Promise<string[]> {
  // The same rules as an operator's page, so a bad built-in page fails loudly at start-up.
  const decoded = pages.map((page) => {
    const result = validate(GuidelinePageInput, page);
    if (!result.ok) throw new Error(`Built-in guideline page ${JSON.stringify((page as { slug?: unknown }).slug)} is invalid: ${JSON.stringify(result.errors)}`);
    return result.value;
  });
  return insertMissingGuidelinePages(db, decoded);
}
