import type { ColumnType, Generated } from 'kysely';
import type { CrossingItemKind, CrossingItemStatus } from '../../src/schemas/crossingPapers.ts';
import type { JsonValue } from './Database.ts';

// The tables of migration 0025_crossing_papers.

/** One provided item of an order's crossing (a missing item has no row). */
export interface CrossingItemsTable {
  id: Generated<string>;
  order_id: string;
  company_id: string;
  kind: CrossingItemKind;
  status: Exclude<CrossingItemStatus, 'missing'>;
  file_key: string | null;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
  /** The form's decoded body; written as JSON text. */
  data: ColumnType<JsonValue | null, string | null | undefined, string | null>;
  reason: string | null;
  provided_by: string | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  reviewed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The reminder sent before an order's pickup, at most one per order. */
export interface CrossingRemindersTable {
  order_id: string;
  reminded_at: ColumnType<Date, never, never>;
}

/** Merged into Database (Database.ts). */
export interface CrossingTables {
  crossing_items: CrossingItemsTable;
  crossing_reminders: CrossingRemindersTable;
}
