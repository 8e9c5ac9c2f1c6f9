// The instant quote a visitor chose to book ("Book this"), kept in this browser until an order
// books it: it must outlive registration, the emailed code and the admin's verification, which
// can take days and other tabs. What the dashboard's reminder shows, no personal data (as the
// quote itself). Raw JSON: read back field by field, anything else is no quote at all.
const KEY = 'cargo-connects.pending-quote.v1';

export interface PendingQuote {
  readonly id: string;
  readonly pickup: string;
  readonly drop: string;
  /** US cents. */
  readonly total: number;
  /** ISO 8601: when the quoted price stops holding. */
  readonly validUntil: string;
  /** As the server last said (an operator may end a hold early); absent, validUntil tells. */
  readonly expired?: boolean;
}

const isPendingQuote = (value: unknown): value is PendingQuote => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.pickup === 'string' && typeof v.drop === 'string' && typeof v.total === 'number' && typeof v.validUntil === 'string';
};

export function readPendingQuote(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): PendingQuote | null {
  try {
    const raw = storage?.getItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isPendingQuote(value) ? { id: value.id, pickup: value.pickup, drop: value.drop, total: value.total, validUntil: value.validUntil } : null;
  } catch {
    return null;
  }
}

export function keepPendingQuote(quote: PendingQuote, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(KEY, JSON.stringify(quote));
  } catch (error) {
    // Storage blocked: Book this still opens the wizard; only the reminder is lost.
    console.warn('could not keep the quote to book', error);
  }
}

/** Forgets the kept quote when it is `id` (an order booked it), or whatever is kept when `id` is omitted (dismissed). */
export function forgetPendingQuote(id?: string, storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    if (id === undefined || readPendingQuote(storage)?.id === id) storage?.removeItem(KEY);
  } catch {
    // Nothing kept is the same as nothing to forget.
  }
}
