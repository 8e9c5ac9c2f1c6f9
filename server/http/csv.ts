import type { Context } from 'hono';
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null;

/**
 * A CSV file as accounting software and spreadsheets open it (csv-stringify): RFC 4180 (quotes
 * where needed, "" inside them, CRLF between records), UTF-8 with a byte-order mark so Excel reads
 * accents right, and OWASP's CSV-injection guard: a text cell starting with = + - @ (or their
 * full-width forms), a tab or a carriage return gets a leading ' so no spreadsheet runs it as a
 * formula (numbers are numbers, never prefixed).
 */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header as string[], ...(rows as CsvCell[][])], { bom: true, record_delimiter: 'windows', escape_formulas: true });
}

/** Answers the CSV as a download named `fileName` (ASCII: the names we make are). */
export function csvDownload(c: Context, fileName: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]): Response {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(csvText(header, rows));
}
