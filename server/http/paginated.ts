import type { ListData } from './ApiBody.ts';

/** The `data` of a list answer: `{ response, pagination: { page, limit, total, totalPages } }`. */
export function paginated<T>(response: readonly T[], page: number, limit: number, total: number): ListData<T> {
  return { response, pagination: { page, limit, total, totalPages: limit > 0 ? Math.ceil(total / limit) : 0 } };
}
