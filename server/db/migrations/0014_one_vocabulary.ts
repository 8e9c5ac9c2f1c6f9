import { sql, type Kysely } from 'kysely';

// One vocabulary: the help pages stored by earlier starts speak the customer words the
// tabs and badges now share. Pages are only seeded when missing, so the old words are replaced in
// place. (The order list's search, dates and counts need no new index: orders_company_status_created_idx
// of 0005 and orders_company_created_idx of 0003 already lead with the company.)
const OLD_WORDS: ReadonlyArray<readonly [string, string]> = [
  ['New assignments', 'Looking for a carrier'],
  ['the Pending tab', 'the Upcoming tab'],
  ['**Pending**', '**Carrier assigned**'],
  ['**In progress**', '**In transit**'],
  ['In progress, Completed and Cancelled tabs', 'In transit, Completed and Cancelled tabs'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [before, after] of OLD_WORDS) {
    await sql`update guideline_pages set body = replace(body, ${before}, ${after}) where category in ('help', 'how-it-works', 'policy') and strpos(body, ${before}) > 0`.execute(db);
  }
}

// The old words are not restored: nothing reads them.
export async function down(): Promise<void> {}
