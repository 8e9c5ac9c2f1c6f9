import type { FieldErrors } from '../../src/schemas/validate.ts';

/** Every successful answer (DESIGN §2). */
export interface ApiSuccess<T> {
  readonly statusCode: number;
  readonly message: string;
  readonly data: T;
}

/** Every 4xx/5xx answer: never a stack, never internal error text. */
export interface ApiFailure {
  readonly statusCode: number;
  readonly message: string;
  readonly errors?: FieldErrors;
}

export interface Pagination {
  readonly page: number;
  readonly limit: number;
  readonly total: number;
  readonly totalPages: number;
}

/** `data` of every list call. */
export interface ListData<T> {
  readonly response: readonly T[];
  readonly pagination: Pagination;
}
