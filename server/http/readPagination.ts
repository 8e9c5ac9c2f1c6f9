import type { Context } from 'hono';
import { HttpError } from './HttpError.ts';

export interface PageRequest {
  readonly page: number;
  readonly limit: number;
  /** Rows to skip: (page - 1) × limit. */
  readonly offset: number;
}

export interface PaginationOptions {
  readonly defaultLimit?: number;
  readonly maxLimit?: number;
}

/** `?page=&limit=` as whole numbers (spec §7 default page 1, limit 10); 400 with field errors otherwise. */
export function readPagination(c: Context, { defaultLimit = 10, maxLimit = 100 }: PaginationOptions = {}): PageRequest {
  const errors: Record<string, string> = {};
  const read = (name: 'page' | 'limit', fallback: number, max: number): number => {
    const raw = c.req.query(name)?.trim();
    if (raw === undefined || raw === '') return fallback;
    const value = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(value >= 1 && value <= max)) {
      errors[name] = `${name} must be a whole number from 1 to ${max}`;
      return fallback;
    }
    return value;
  };
  const page = read('page', 1, 1_000_000);
  const limit = read('limit', defaultLimit, maxLimit);
  const first = Object.values(errors)[0];
  if (first !== undefined) throw new HttpError(400, first, errors);
  return { page, limit, offset: (page - 1) * limit };
}
