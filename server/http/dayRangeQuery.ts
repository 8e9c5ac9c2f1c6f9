import type { Context } from 'hono';
import { checkDayRange } from '../../src/schemas/dayRange.ts';
import { HttpError } from './HttpError.ts';

/** Midnight UTC starting `day` ('YYYY-MM-DD'), `plusDays` later. */
export const dayStart = (day: string, plusDays = 0): Date => new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000);

/** Today as a UTC day, on this server's clock. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/**
 * `?from=&to=` (UTC days, both included) checked by the shared rule (src/schemas/dayRange.ts):
 * 400 with every field's message otherwise. `required`: an export's range (both days).
 */
export function readDayRange(c: Context, { required }: { readonly required: boolean }): { from: string | undefined; to: string | undefined } {
  const check = checkDayRange({ from: c.req.query('from'), to: c.req.query('to') }, todayUtc(), { required });
  if (!check.ok) throw new HttpError(400, (check.errors.from ?? check.errors.to)!, check.errors);
  return { from: check.from, to: check.to };
}
