import { i18n } from '@lingui/core';
import type { Schema } from 'effect';
import { getConfig } from './config.ts';
import { GENERIC_ERROR_MESSAGE } from './genericErrorMessage.ts';
import { getToken } from './cookies.ts';

/** Every API response body (DESIGN.md §2). */
export type ApiEnvelope<T = unknown> = { statusCode: number; message: string; data: T };

/**
 * The one error every call rethrows (err.rethrow): HTTP status (0 = no usable response:
 * network failure, abort, undecodable body), the server's message, and per-field messages.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string>;
  /** The caller cancelled the request (its AbortSignal fired); nobody is waiting for a message. */
  readonly aborted: boolean;

  constructor(
    status: number,
    message: string = GENERIC_ERROR_MESSAGE,
    fieldErrors: Record<string, string> = {},
    options: { cause?: unknown; aborted?: boolean } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.aborted = options.aborted ?? false;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The HTTP status of a failed call; undefined when it did not come from the API client. */
export const statusOf = (error: unknown): number | undefined => (isApiError(error) ? error.status : undefined);

/** What a failed call tells the customer: the server's message, or the generic one (err.rethrow). */
export const failureMessage = (error: unknown): string => (error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE);

/** A failed submit as a form shows it. */
export interface SubmitFailure {
  readonly error: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

/**
 * The one mapping every form machine uses: the server's per-field messages (e.g. a taken email) on
 * their fields, else its message above the form — never the same words twice.
 */
export function submitFailure(error: unknown): SubmitFailure {
  const fieldErrors = isApiError(error) ? { ...error.fieldErrors } : {};
  return { error: Object.keys(fieldErrors).length > 0 ? null : failureMessage(error), fieldErrors };
}

type Query = Record<string, string | number | boolean | null | undefined>;
type Body = Record<string, unknown> | readonly unknown[] | FormData | Blob | URLSearchParams | string;
type DecodableSchema = Schema.ConstraintDecoder<unknown>;

export type RequestOptions = { query?: Query; signal?: AbortSignal; headers?: Record<string, string> };
export type BodyRequestOptions = RequestOptions & { body?: Body };
type WithSchema<S extends DecodableSchema> = { schema: S };
type AnyOptions = BodyRequestOptions & Partial<WithSchema<DecodableSchema>>;

export interface HttpClient {
  get<S extends DecodableSchema>(path: string, options: RequestOptions & WithSchema<S>): Promise<ApiEnvelope<S['Type']>>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  post<S extends DecodableSchema>(path: string, options: BodyRequestOptions & WithSchema<S>): Promise<ApiEnvelope<S['Type']>>;
  post<T = unknown>(path: string, options?: BodyRequestOptions): Promise<ApiEnvelope<T>>;
  put<S extends DecodableSchema>(path: string, options: BodyRequestOptions & WithSchema<S>): Promise<ApiEnvelope<S['Type']>>;
  put<T = unknown>(path: string, options?: BodyRequestOptions): Promise<ApiEnvelope<T>>;
  delete<S extends DecodableSchema>(path: string, options: BodyRequestOptions & WithSchema<S>): Promise<ApiEnvelope<S['Type']>>;
  delete<T = unknown>(path: string, options?: BodyRequestOptions): Promise<ApiEnvelope<T>>;
}

export type HttpClientOptions = {
  /** API origin; '' = same origin. A function is read per request, so config can load lazily. */
  baseURL: string | (() => string);
  getToken: () => string | undefined;
  /** Told about every 401 before the error is rethrown (e.g. to start a token refresh). */
  onUnauthorized?: (error: ApiError) => void;
  /** The page's language, sent as Accept-Language: the API answers in it (else the user's saved one, else English). */
  getLocale?: () => string | undefined;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fieldErrorsOf = (body: unknown): Record<string, string> => {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  return Object.fromEntries(
    Object.entries(body.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

const messageOf = (body: unknown): string =>
  isRecord(body) && typeof body.message === 'string' && body.message.trim() !== ''
    ? body.message
    : GENERIC_ERROR_MESSAGE;

/** A response outside 2xx, with its parsed body: what toApiError reads the message from. */
class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

/** Turns anything fetch (or our decoding) throws into an ApiError. */
export const toApiError = (error: unknown, signal?: AbortSignal): ApiError => {
  if (isApiError(error)) return error;
  const aborted = signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
  if (error instanceof HttpStatusError) return new ApiError(error.status, messageOf(error.data), fieldErrorsOf(error.data), { cause: error });
  return new ApiError(0, GENERIC_ERROR_MESSAGE, {}, { cause: error, aborted });
};

const isAbsolute = (path: string): boolean => /^[a-z][a-z\d+.-]*:/i.test(path);

/** The URL of a call: the base (if the path is not absolute) joined with one slash, then the query without its undefined values. */
export function requestUrl(base: string, path: string, query: Query = {}): string {
  const joined = isAbsolute(path) || base === '' ? path : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.append(key, value === null ? '' : String(value));
  const search = params.toString();
  return search === '' ? joined : `${joined}${joined.includes('?') ? '&' : '?'}${search}`;
}

/** JSON for plain objects and arrays; what fetch sends as it is (form data, files, text) goes as it is. */
const encodeBody = (body: Body | undefined, headers: Record<string, string>): BodyInit | undefined => {
  if (body === undefined || typeof body === 'string' || body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  headers['Content-Type'] ??= 'application/json';
  return JSON.stringify(body);
};

/** The body as JSON when it is JSON, else its text (a proxy's HTML error page), else nothing. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One call over the platform's fetch. Our own rather than ofetch: what we used of it (base URL,
 * query, JSON in and out, throwing on a failed status) is these few lines, and ofetch with ufo and
 * destr was ~3 KiB on the wire of every page but the landing (`npm run bench`).
 */
async function send(method: string, url: string, options: AnyOptions): Promise<unknown> {
  const headers = { ...options.headers };
  const response = await fetch(url, { method, headers, body: encodeBody(options.body, headers), signal: options.signal });
  const data = await readBody(response);
  if (!response.ok) throw new HttpStatusError(response.status, data);
  return data;
}

export const createHttpClient = ({ baseURL, getToken: readToken, onUnauthorized, getLocale }: HttpClientOptions): HttpClient => {
  const request = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: AnyOptions = {},
  ): Promise<ApiEnvelope<unknown>> => {
    const token = readToken();
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    const locale = getLocale?.();
    if (locale) headers['Accept-Language'] ??= locale;
    try {
      // Failures go straight back to the caller (err.rethrow): no retry; that is the caller's decision.
      const body = await send(method, requestUrl(typeof baseURL === 'function' ? baseURL() : baseURL, path, options.query), { ...options, headers });
      if (options.schema === undefined) return body as ApiEnvelope<unknown>;
      const { decodeResponseData } = await import('./decodeResponseData.ts');
      const decoded = decodeResponseData(options.schema, isRecord(body) ? body.data : undefined);
      if (!decoded.ok) throw new ApiError(0, GENERIC_ERROR_MESSAGE, {}, { cause: decoded.error });
      return { ...(body as ApiEnvelope<unknown>), data: decoded.value };
    } catch (error) {
      const apiError = toApiError(error, options.signal);
      if (apiError.status === 401) {
        // A failing listener must not replace the caller's ApiError.
        try {
          onUnauthorized?.(apiError);
        } catch (listenerError) {
          console.error('onUnauthorized failed', listenerError);
        }
      }
      throw apiError;
    }
  };

  // The overloads in HttpClient carry the types; one implementation serves them all.
  return {
    get: (path: string, options?: AnyOptions) => request('GET', path, options),
    post: (path: string, options?: AnyOptions) => request('POST', path, options),
    put: (path: string, options?: AnyOptions) => request('PUT', path, options),
    delete: (path: string, options?: AnyOptions) => request('DELETE', path, options),
  } as HttpClient;
};

/** The app's client: configured API host, bearer token from the token cookie (call.bearer). */
export const api: HttpClient = /* @__PURE__ */ createHttpClient({ baseURL: () => getConfig().apiBaseUrl, getToken, getLocale: () => i18n.locale || undefined });

