import type { ColumnType, Generated, Selectable } from 'kysely';
import type { DocumentKind } from '../../src/schemas/orderTracking.ts';

// The tables of migration 0005_order_tracking (order documents, notifications, push tokens) and of
// 0011 (notification read state, preferences, unsubscribe tokens); the
// new order and payment columns are in serviceTables.ts.

type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type DocumentUploader = 'user' | 'carrier';

export interface OrderDocumentsTable {
  id: Generated<string>;
  seq: ColumnType<number, never, never>;
  order_id: string;
  company_id: string;
  kind: DocumentKind;
  name: string;
  content_type: string;
  bytes: Uint8Array;
  size: number;
  uploaded_by: DocumentUploader;
  account_id: string | null;
  created_at: CreatedAt;
}

export interface NotificationsTable {
  id: Generated<string>;
  seq: ColumnType<number, never, never>;
  company_id: string;
  title: string;
  /** The movement id the notification is about. */
  redirect_id: string;
  created_at: CreatedAt;
  /** When someone of the company opened it. */
  read_at: Date | null;
  /** The order event it reports (NOTIFICATION_KINDS or another, e.g. a delay); null before 0011. */
  kind: string | null;
  /** Listed and counted: the company's in-app choice for its kind when it was made. */
  in_app: Generated<boolean>;
  /** Its email and browser push are still to be sent (claimed once, after the commit). */
  delivery_pending: Generated<boolean>;
}

/** One company's channels for one kind; no row = the defaults (DEFAULT_NOTIFICATION_CHOICES). */
export interface NotificationPreferencesTable {
  company_id: string;
  kind: string;
  in_app: boolean;
  email: boolean;
  push: boolean;
  updated_at: ColumnType<Date, never, Date | string>;
}

/** An email's one-click unsubscribe link: only the token's sha256 is kept. */
export interface EmailUnsubscribeTokensTable {
  token_hash: string;
  company_id: string;
  kind: string;
  created_at: CreatedAt;
  used_at: Date | null;
}

export interface PushTokensTable {
  /** The sign-in session (access token sid). */
  session_id: string;
  account_id: string;
  company_id: string;
  web_token: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Migration 0009_tracking_links: a public page of one order per link. */
export interface TrackingLinksTable {
  id: Generated<string>;
  order_id: string;
  company_id: string;
  created_by: string | null;
  /** sha256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  token_last4: string;
  label: string | null;
  created_at: CreatedAt;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Merged into Database (Database.ts). */
export interface TrackingTables {
  order_documents: OrderDocumentsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  email_unsubscribe_tokens: EmailUnsubscribeTokensTable;
  push_tokens: PushTokensTable;
  tracking_links: TrackingLinksTable;
}

export type OrderDocumentRow = Selectable<OrderDocumentsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type TrackingLinkRow = Selectable<TrackingLinksTable>;
