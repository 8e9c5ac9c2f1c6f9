import type { Kysely } from 'kysely';
import type { Database } from '../db/Database.ts';

// What the operator does, shared by the admin endpoints (server running) and scripts/admin.ts
// (direct database access).

export interface VerificationResult {
  readonly email: string;
  readonly companyName: string;
  readonly verifyByAdmin: boolean;
}

/** Sets the admin verification of the account's company; undefined for an unknown email. */
export async function setAdminVerification(db: Kysely<Database>, email: string, verified: boolean): Promise<VerificationResult | undefined> {
  const account = await db
    .selectFrom('accounts')
    .select(['email', 'company_id'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (account === undefined) return undefined;
  const company = await db
    .updateTable('companies')
    .set({ verify_by_admin: verified })
    .where('id', '=', account.company_id)
    .returning(['name', 'verify_by_admin'])
    .executeTakeFirstOrThrow();
  return { email: account.email, companyName: company.name, verifyByAdmin: company.verify_by_admin };
}

export interface OutboxEntry {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** ISO 8601. */
  readonly createdAt: string;
}

export const OUTBOX_DEFAULT_LIMIT = 10;
export const OUTBOX_MAX_LIMIT = 500;

/** The newest mails of the outbox, optionally to one address. */
export async function readOutbox(db: Kysely<Database>, options: { readonly to?: string; readonly limit?: number } = {}): Promise<OutboxEntry[]> {
  let query = db
    .selectFrom('outbox')
    .select(['to_address', 'subject', 'body_text', 'created_at'])
    .orderBy('id', 'desc')
    .limit(options.limit ?? OUTBOX_DEFAULT_LIMIT);
  if (options.to !== undefined) query = query.where('to_address', '=', options.to.trim().toLowerCase());
  const rows = await query.execute();
  return rows.map((row) => ({ to: row.to_address, subject: row.subject, text: row.body_text, createdAt: row.created_at.toISOString() }));
}
