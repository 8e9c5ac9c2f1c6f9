import type { ColumnType, Generated } from 'kysely';
import type { DelayKind } from '../../src/schemas/orderDelay.ts';

// The tables of migration 0013_delay_alerts.

type Timestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** One alert raised, at most one per order and kind (unique). */
export interface DelayAlertsTable {
  id: Generated<string>;
  order_id: string;
  kind: DelayKind;
  raised_at: ColumnType<Date, never, never>;
}

/** One row per scheduled job; a run holds its row locked. */
export interface JobRunsTable {
  name: string;
  last_started_at: Timestamp;
  last_finished_at: Timestamp;
}

/** Merged into Database (Database.ts). */
export interface DelayTables {
  delay_alerts: DelayAlertsTable;
  job_runs: JobRunsTable;
}
