import type { ColumnType, Generated, Selectable } from 'kysely';
import type { DocumentKind } from '../../src/schemas/orderTracking.ts';

// The tables of migration 0005_order_tracking (order documents, notifications, push tokens); the
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

/** Migration 0009_tracking_links: a public page of one order per link (issue 17.1). */
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
  push_tokens: PushTokensTable;
  tracking_links: TrackingLinksTable;
}

export type OrderDocumentRow = Selectable<OrderDocumentsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type TrackingLinkRow = Selectable<TrackingLinksTable>;
