import type { Kysely } from 'kysely';
import type { Database } from '../db/Database.ts';

/** The account behind an address (stored lowercased) with its company's verification flag. */
export function accountByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('accounts')
    .innerJoin('companies', 'companies.id', 'accounts.company_id')
    .select([
      'accounts.id',
      'accounts.company_id',
      'accounts.role',
      'accounts.email',
      'accounts.contact_name',
      'accounts.password_hash',
      'accounts.email_verified',
      'accounts.locale',
      'accounts.two_factor_enabled_at',
      'companies.verify_by_admin',
    ])
    .where('accounts.email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Postgres unique_violation: a concurrent request took the same email. */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '23505';
