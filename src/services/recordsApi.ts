import { i18n } from '@lingui/core';
import type { ActivityList, ActivityPeople } from '../schemas/activity.ts';
import type { ActivityKind } from '../schemas/activityKinds.ts';
import { authApi } from './authApi.ts';
import { getConfig } from './config.ts';
import { getToken } from './cookies.ts';
import { api, ApiError, requestUrl, toApiError, type HttpClient } from './http.ts';
import { GENERIC_ERROR_MESSAGE } from './genericErrorMessage.ts';

// The team activity log and the records to export (issue 37; server/routes/activity.ts and
// exports.ts), for the main user and admins: anyone else gets 403 roleCannotSeeRecords. Every
// failure is rethrown as an ApiError (err.rethrow); machines invoke these, views never see them.

/** The log's filter: each part optional ('' = any), days as 'YYYY-MM-DD' (UTC, both included). */
export interface ActivityFilter {
  readonly person: string;
  readonly kind: ActivityKind | '';
  readonly from: string;
  readonly to: string;
}

/** The log pages like the order list: 10 a page. */
export const ACTIVITY_PAGE_SIZE = 10;

export type ActivityPage = { readonly entries: ActivityList['response']; readonly pagination: ActivityList['pagination'] };

/** What the export page downloads for a range. */
export type ExportKind = 'orders' | 'receipts';

const EXPORT_PATHS: Readonly<Record<ExportKind, string>> = {
  orders: '/v1/user/export/orders.csv',
  receipts: '/v1/user/export/receipts.zip',
};

/** A downloaded file: its bytes and the name the server gave it. */
export interface DownloadedFile {
  readonly blob: Blob;
  readonly fileName: string;
}

/** The filter as the query the server reads: blanks left out. */
export const activityQuery = (filter: ActivityFilter): Record<string, string | undefined> => ({
  person: filter.person || undefined,
  kind: filter.kind || undefined,
  from: filter.from || undefined,
  to: filter.to || undefined,
});

/**
 * The log's CSV for a filter: a plain link, like the receipts, since the server also accepts the
 * token cookie there (and the page's language from its cookie).
 */
export const activityCsvUrl = (filter: ActivityFilter, apiBaseUrl = ''): string => requestUrl(apiBaseUrl, '/v1/user/activity.csv', activityQuery(filter));

/** `attachment; filename="orders_2026-10-01_2026-10-31.csv"` → the name; a fallback otherwise. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition ?? '');
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* the plain name below */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition ?? '');
  return plain?.[1]?.trim() || fallback;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A refused download's envelope (JSON) as the API client's ApiError: its message and field messages. */
async function refusal(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text()) as unknown;
  } catch {
    body = undefined;
  }
  const message = isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '' ? body.message : GENERIC_ERROR_MESSAGE;
  const errors = isRecord(body) && isRecord(body.errors) ? Object.fromEntries(Object.entries(body.errors).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};
  return new ApiError(response.status, message, errors);
}

/**
 * GET a file with the session's bearer token (as the API client sends it) and the page's language:
 * the bytes and the server's file name, or the server's refusal in its words.
 */
export async function fetchFile(path: string, query: Record<string, string>, fallbackName: string): Promise<DownloadedFile> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (i18n.locale) headers['Accept-Language'] = i18n.locale;
  let response: Response;
  try {
    response = await fetch(requestUrl(getConfig().apiBaseUrl, path, query), { headers, credentials: 'same-origin' });
  } catch (error) {
    throw toApiError(error);
  }
  if (!response.ok) throw await refusal(response);
  try {
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition'), fallbackName) };
  } catch (error) {
    throw toApiError(error);
  }
}

/** Hands a downloaded file to the browser's downloads, under the server's name. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Long enough for the browser to start reading it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function createRecordsApi(client: HttpClient = api, authed: <T>(call: () => Promise<T>) => Promise<T> = (call) => authApi.withSession(call)) {
  return {
    /** GET /v1/user/activity: a page of the log, newest first. */
    activity: (filter: ActivityFilter, page: number): Promise<ActivityPage> =>
      authed(async () => {
        const { data } = await client.get<ActivityList>('/v1/user/activity', { query: { ...activityQuery(filter), page, limit: ACTIVITY_PAGE_SIZE } });
        return { entries: data.response, pagination: data.pagination };
      }),

    /** GET /v1/user/activity/people: the person filter's choices. */
    people: (): Promise<ActivityPeople['people']> => authed(async () => (await client.get<ActivityPeople>('/v1/user/activity/people')).data.people),

    /** The orders CSV or the receipts ZIP of a range, as a file (not yet saved). */
    exportFile: (kind: ExportKind, range: { from: string; to: string }): Promise<DownloadedFile> =>
      authed(() => fetchFile(EXPORT_PATHS[kind], { from: range.from, to: range.to }, kind === 'orders' ? `orders_${range.from}_${range.to}.csv` : `receipts_${range.from}_${range.to}.zip`)),
  };
}

export type RecordsApi = ReturnType<typeof createRecordsApi>;
export const recordsApi: RecordsApi = /* @__PURE__ */ createRecordsApi();
