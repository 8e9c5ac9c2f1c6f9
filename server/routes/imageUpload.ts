import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { sql } from 'kysely';
import { Messages } from '../../src/schemas/messages.ts';
import { IMAGE_TYPES } from '../../src/schemas/uploadFormats.ts';
import { isUuid } from '../auth/accessToken.ts';
import { authenticate, requireAuth, type AuthCheckDeps, type AuthEnv } from '../auth/requireAuth.ts';
import { requireVerified } from '../auth/requireVerified.ts';
import { fail } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';
import { sendDocument } from '../http/sendDocument.ts';
import { uploadedFile, uploadForm } from '../http/uploadForm.ts';

export const UPLOADS_PATH = '/v1/common/uploads';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string): number[] => [...text].map((ch) => ch.charCodeAt(0));

/** The image type by its leading bytes; the client's Content-Type and file name are not trusted. */
export function imageTypeOf(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * An order document, to a signed-in user of the order's company only: the bearer token, or the
 * `token` cookie the web app keeps it in (a same-origin link or <img> sends no Authorization header).
 * Anyone else gets the same 404 as for an unknown id. Never cached by shared caches.
 */
async function orderDocumentResponse(c: Context, deps: AuthCheckDeps, id: string): Promise<Response | undefined> {
  const document = await deps.db
    .selectFrom('order_documents')
    .select(['company_id', 'content_type', 'bytes', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (document === undefined) return undefined;
  const header = c.req.header('Authorization');
  const cookie = getCookie(c, 'token');
  const auth = await authenticate(deps, header ?? (cookie !== undefined ? `Bearer ${cookie}` : undefined));
  if (auth === undefined || auth.companyId !== document.company_id) return undefined;
  return sendDocument(c, { contentType: document.content_type, name: document.name, bytes: document.bytes });
}

/** What a company may keep in uploads: files and total bytes. */
export interface UploadQuota {
  readonly files: number;
  readonly bytes: number;
}

/**
 * POST /v1/common/imageUpload (signed in, multipart field `file`, a company verified by the admin,
 * within its quota of files and bytes): an image under 2MB, kept in the
 * database (every API process serves it) → 201 `{ url }`. GET of that url serves it to anyone who
 * has it (an <img> sends no bearer token; the id is an unguessable uuid). The same path serves an
 * order's documents, but only to its company (orderDocumentResponse).
 */
export function imageUploadRoutes(deps: AuthCheckDeps & { readonly uploadQuota: UploadQuota }): Hono<AuthEnv> {
  const { db } = deps;
  const routes = new Hono<AuthEnv>();

  // Unverified companies and unbounded storage are what an attacker with a fresh sign-up would use.
  routes.post('/v1/common/imageUpload', requireAuth(deps), requireVerified(deps), async (c) => {
    const { bytes } = await uploadedFile(await uploadForm(c));
    const contentType = imageTypeOf(bytes);
    if (contentType === undefined || !(IMAGE_TYPES as readonly string[]).includes(contentType)) fail(400, Messages.imageTypes, { file: Messages.imageTypes });

    const { files, bytes: quotaBytes } = deps.uploadQuota;
    const id = await db.transaction().execute(async (trx) => {
      // The company's row lock makes concurrent uploads take turns at the quota.
      await trx.selectFrom('companies').select('id').where('id', '=', c.var.auth.companyId).forUpdate().executeTakeFirst();
      const used = await trx
        .selectFrom('uploads')
        .innerJoin('accounts', 'accounts.id', 'uploads.account_id')
        .select([sql<number>`count(*)::int`.as('files'), sql<number>`coalesce(sum(uploads.size), 0)::bigint`.as('bytes')])
        .where('accounts.company_id', '=', c.var.auth.companyId)
        .executeTakeFirstOrThrow();
      if (used.files + 1 > files || Number(used.bytes) + bytes.byteLength > quotaBytes) {
        fail(403, Messages.uploadQuotaReached(files, Math.round(quotaBytes / (1024 * 1024))));
      }
      const row = await trx
        .insertInto('uploads')
        .values({ account_id: c.var.auth.accountId, content_type: contentType, bytes, size: bytes.byteLength })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    return ok(c, { url: `${UPLOADS_PATH}/${id}` }, Messages.imageUploaded, 201);
  });

  routes.get(`${UPLOADS_PATH}/:id`, async (c) => {
    const id = c.req.param('id');
    // Not a uuid: unknown, and never handed to the database (a cast error would be a 500).
    if (!isUuid(id)) fail(404, Messages.notFound);
    const etag = `"${id}"`;
    if (c.req.header('If-None-Match') === etag) {
      c.header('ETag', etag);
      c.header('Cache-Control', IMMUTABLE);
      return c.body(null, 304);
    }
    const upload = await db.selectFrom('uploads').select(['content_type', 'bytes']).where('id', '=', id).executeTakeFirst();
    if (upload === undefined) return (await orderDocumentResponse(c, deps, id)) ?? fail(404, Messages.notFound);
    c.header('Content-Type', upload.content_type);
    c.header('Cache-Control', IMMUTABLE);
    c.header('ETag', etag);
    c.header('X-Content-Type-Options', 'nosniff');
    // A fresh ArrayBuffer-backed copy: pg hands back a Buffer over a shared pool.
    return c.body(new Uint8Array(upload.bytes));
  });

  return routes;
}
