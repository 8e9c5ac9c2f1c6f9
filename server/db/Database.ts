import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * A jsonb column: read back parsed, written as JSON text (JSON.stringify). The `pg` driver
 * would otherwise send a JS array as a Postgres array literal, which jsonb rejects.
 */
export type JsonColumn<T extends JsonValue> = ColumnType<T, string | undefined, string>;

/** Set by the database on insert, never written by the app. */
export type CreatedAt = ColumnType<Date, never, never>;

export type AccountRole = 'main' | 'sub';

export interface CompaniesTable {
  id: Generated<string>;
  name: string;
  commercial_references: JsonColumn<JsonValue[]>;
  verify_by_admin: Generated<boolean>;
  created_at: CreatedAt;
}

export interface AccountsTable {
  id: Generated<string>;
  company_id: string;
  role: AccountRole;
  contact_name: string;
  contact_number: string;
  /** Always stored lowercased (a CHECK constraint enforces it); unique. */
  email: string;
  password_hash: string;
  profile_picture: string | null;
  created_at: CreatedAt;
}

/** Every table the app queries (migrations use Kysely<any>: they must not depend on today's shape). */
export interface Database {
  companies: CompaniesTable;
  accounts: AccountsTable;
}

export type Company = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type CompanyUpdate = Updateable<CompaniesTable>;
export type Account = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type AccountUpdate = Updateable<AccountsTable>;
