import type { Kysely } from 'kysely';
import type { DocumentKind, OrderDocument, OrderDocuments } from '../../src/schemas/orderTracking.ts';
import { DOCUMENT_TYPES, isProofOfPhotographyDone, isUserUploadChecked } from '../../src/schemas/orderTracking.ts';
import type { Database } from '../db/Database.ts';
import type { OrderRow } from '../db/serviceTables.ts';
import type { DocumentUploader, OrderDocumentRow } from '../db/trackingTables.ts';
import { imageTypeOf, UPLOADS_PATH } from '../routes/imageUpload.ts';

// Documents of an order: the customer's (entry papers, the crossing QR) and the carrier's (QR,
// bills of lading, proof of photography). Bytes live in the database, so every API process serves
// them; GET /v1/common/uploads/{id} hands them only to the order's company.

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const startsWithAscii = (bytes: Uint8Array, text: string): boolean => [...text].every((ch, i) => bytes[i] === ch.charCodeAt(0));

/** The document type by its leading bytes (never the client's Content-Type or file name). */
export function documentTypeOf(bytes: Uint8Array): DocumentType | undefined {
  if (startsWithAscii(bytes, '%PDF-')) return 'application/pdf';
  const image = imageTypeOf(bytes);
  return DOCUMENT_TYPES.find((type) => type === image);
}

const EXTENSIONS: Record<DocumentType, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** A file name safe to show and to send back in Content-Disposition: no path, no control characters. */
export function documentName(given: string, kind: DocumentKind, type: DocumentType, movementId: string): string {
  const base = given.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch !== '\u007f' && ch !== '"')
    .join('')
    .trim()
    .slice(0, 120);
  return clean === '' || clean === '.' || clean === '..' ? `${kind}-${movementId}.${EXTENSIONS[type]}` : clean;
}

type DocumentListing = Pick<OrderDocumentRow, 'id' | 'kind' | 'name' | 'uploaded_by' | 'created_at'>;

const toOrderDocument = (row: DocumentListing): OrderDocument => ({
  _id: row.id,
  kind: row.kind,
  name: row.name,
  url: `${UPLOADS_PATH}/${row.id}`,
  uploadedBy: row.uploaded_by,
  uploadedAt: row.created_at.toISOString(),
});

/** The order's documents, oldest first, with the spec's two status checks. */
export async function orderDocumentsOf(db: Kysely<Database>, order: Pick<OrderRow, 'id' | 'movement_id' | 'status'>): Promise<OrderDocuments> {
  const rows = await db
    .selectFrom('order_documents')
    .select(['id', 'kind', 'name', 'uploaded_by', 'created_at'])
    .where('order_id', '=', order.id)
    .orderBy('seq')
    .execute();
  return {
    movementId: order.movement_id,
    proofOfPhotography: isProofOfPhotographyDone(order.status),
    userUploadCheck: isUserUploadChecked(order.status),
    documents: rows.map(toOrderDocument),
  };
}

export interface NewOrderDocument {
  readonly kind: DocumentKind;
  readonly name: string;
  readonly contentType: DocumentType;
  readonly bytes: Uint8Array;
  readonly uploadedBy: DocumentUploader;
  readonly accountId: string | null;
}

export async function addOrderDocument(db: Kysely<Database>, order: Pick<OrderRow, 'id' | 'company_id'>, document: NewOrderDocument): Promise<void> {
  await db
    .insertInto('order_documents')
    .values({
      order_id: order.id,
      company_id: order.company_id,
      kind: document.kind,
      name: document.name,
      content_type: document.contentType,
      bytes: document.bytes,
      size: document.bytes.byteLength,
      uploaded_by: document.uploadedBy,
      account_id: document.accountId,
    })
    .execute();
}
