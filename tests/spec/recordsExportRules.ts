// The records to export (issue 37, item 4 and item 5's "a 10-year export refused clearly"), written
// from the issue and the server's words as README states them — never read from
// recordsExportMachine or src/schemas/dayRange.ts. Who may: the main user and admins (the role
// table's words: "Only the main user and admins can see the team's activity log and export the
// company's records.").
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { callInput } from './oracle';

/** The day the paths run on (the machine's `today`). */
export const EXPORT_TODAY = '2026-11-29';

export const RECORDS_REFUSED = "Only the main user and admins can see the team's activity log and export the company's records.";
export const NO_RECEIPTS = 'There are no receipts in this range: no order booked in it was paid.';

/**
 * Ranges and what the browser must say of them, in the server's words (400 messages), today being
 * 2026-11-29: both days required, from on or before to, to not after today, at most 366 days
 * (both ends counted). `null`: allowed.
 */
export const RANGE_CASES: ReadonlyArray<{ readonly from: string; readonly to: string; readonly field?: 'from' | 'to'; readonly message: string | null }> = [
  // The page opens on the last full month.
  { from: '2026-10-01', to: '2026-10-31', message: null },
  { from: '2026-11-29', to: '2026-11-29', message: null },
  // 366 days, both ends counted: the longest allowed.
  { from: '2025-11-29', to: '2026-11-29', message: null },
  { from: '2025-11-28', to: '2026-11-29', field: 'from', message: 'A range covers at most 366 days. Choose a shorter range.' },
  // Ten years: item 5's abuse.
  { from: '2016-11-29', to: '2026-11-29', field: 'from', message: 'A range covers at most 366 days. Choose a shorter range.' },
  { from: '2026-11-10', to: '2026-11-01', field: 'from', message: 'from must be on or before to' },
  { from: '2026-11-01', to: '2026-11-30', field: 'to', message: 'to cannot be after today.' },
  { from: '', to: '2026-11-01', field: 'from', message: 'from is required: the first day, as YYYY-MM-DD' },
  { from: '2026-11-01', to: '', field: 'to', message: 'to is required: the last day, as YYYY-MM-DD' },
];

const caseOf = (from: unknown, to: unknown) => {
  const found = RANGE_CASES.find((c) => c.from === from && c.to === to);
  expect(found, `a range the oracle knows: ${String(from)} – ${String(to)}`).toBeDefined();
  return found!;
};

const isManager = (level: unknown) => level === 'owner' || level === 'admin';

/** Every snapshot: only the main user and admins get the form; the others the role's refusal, nothing asked. */
export function checkExportRoles(s: AnyMachineSnapshot): void {
  if (!isManager(s.context.level)) {
    expect(s.value, `a ${String(s.context.level)} is refused`).toBe('notAllowed');
    expect(s.context.error).toBe(RECORDS_REFUSED);
    expect(Object.keys(s.children)).toEqual([]);
  }
  if (s.matches('downloading')) expect(isManager(s.context.level)).toBe(true);
}

interface StepLike {
  from: AnyMachineSnapshot;
  event: { type: string; [key: string]: unknown };
  to: AnyMachineSnapshot;
}

/** Step by step: a download is asked only for an allowed range, exactly once, and a refusal shows in the server's words. */
export function checkRecordsExportStep({ from, event, to }: StepLike): void {
  if (from.matches('notAllowed')) return;
  switch (event.type) {
    case 'download.requested': {
      if (from.matches('downloading')) {
        // A second click while the file is made: nothing more is asked.
        expect(to.value).toBe('downloading');
        expect(to.context.downloading).toBe(from.context.downloading);
        expect(callInput(to, 'downloadExport')).toEqual(callInput(from, 'downloadExport'));
        return;
      }
      const rule = caseOf(from.context.from, from.context.to);
      if (rule.message === null) {
        expect(to.value, 'an allowed range is downloaded').toBe('downloading');
        expect(callInput(to, 'downloadExport'), 'the file of exactly these days').toEqual({ kind: event.kind, from: rule.from, to: rule.to });
        expect(to.context.error).toBeNull();
      } else {
        expect(to.value, 'a refused range asks nothing').toBe('ready');
        expect(to.children.downloadExport).toBeUndefined();
        expect(to.context.errors[rule.field!], `the server's words for ${rule.from} – ${rule.to}`).toBe(rule.message);
      }
      return;
    }
    case 'range.changed': {
      if (from.matches('downloading')) {
        expect(to.context.from, 'the days of a file under way stay').toBe(from.context.from);
        return;
      }
      expect(to.context.from).toBe(event.from);
      expect(to.context.to).toBe(event.to);
      // After a refused attempt, the new days are judged as typed.
      const rule = caseOf(event.from, event.to);
      const shown = to.context.errors as Record<string, string>;
      if (from.context.checking && rule.message !== null) expect(shown[rule.field!]).toBe(rule.message);
      if (rule.message === null) expect(shown).toEqual({});
      return;
    }
    case 'xstate.done.actor.downloadExport':
      expect(to.value).toBe('ready');
      expect(to.context.saved, 'the file named as the server named it').toBe(event.output);
      expect(to.context.downloading).toBeNull();
      return;
    case 'xstate.error.actor.downloadExport': {
      const error = event.error as { status: number; message: string; fieldErrors?: Record<string, string> };
      if (error.status === 403) {
        expect(to.value).toBe('notAllowed');
        expect(to.context.error).toBe(RECORDS_REFUSED);
        return;
      }
      expect(to.value, 'the page stays to try other days').toBe('ready');
      expect(to.context.downloading).toBeNull();
      const onFields = Object.keys(error.fieldErrors ?? {}).length > 0;
      if (onFields) expect(to.context.errors).toEqual(error.fieldErrors);
      else expect(to.context.error, "the server's words").toBe(error.message);
      return;
    }
  }
}
