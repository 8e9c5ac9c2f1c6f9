import type { ColumnType, Generated } from 'kysely';

// The tables of migration 0026_two_factor (its columns on accounts and companies are in Database.ts).

/** One of an account's ten recovery codes: an HMAC of it, keyed with the server secret; used once. */
export interface RecoveryCodesTable {
  id: Generated<string>;
  account_id: string;
  code_hash: string;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, never, never>;
}

/** The second step of one sign-in: its token (sha256) bound to the account, 5 minutes, 5 codes, used once. */
export interface TwoFactorChallengesTable {
  id: Generated<string>;
  account_id: string;
  token_hash: string;
  attempts: Generated<number>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, never, never>;
}

/** A browser that skips the code for 30 days: its cookie's token (sha256). */
export interface TrustedDevicesTable {
  id: Generated<string>;
  account_id: string;
  token_hash: string;
  user_agent: string | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: ColumnType<Date, never, never>;
}

export interface TwoFactorTables {
  recovery_codes: RecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  trusted_devices: TrustedDevicesTable;
}
