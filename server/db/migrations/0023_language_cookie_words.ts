import { sql, type Kysely } from 'kysely';

// The privacy policy stored by earlier starts said the language cookie remembers "the language of
// the app (English)"; it remembers English or Spanish. Pages are only seeded when missing, so the
// sentence is replaced in place (an operator's page keeps everything else it says). A stored page
// equal to the seed again is served in Spanish to Spanish readers (guidelinePages route).
export const OLD_COOKIE_WORDS = '- **i18n_redirected:** remembers the language of the app (English) for one year.';
export const NEW_COOKIE_WORDS = '- **i18n_redirected:** remembers the language of the app (English or Spanish) for one year.';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`update guideline_pages set body = replace(body, ${OLD_COOKIE_WORDS}, ${NEW_COOKIE_WORDS}) where strpos(body, ${OLD_COOKIE_WORDS}) > 0`.execute(db);
}

// The old words are not restored: they were wrong.
export async function down(): Promise<void> {}
