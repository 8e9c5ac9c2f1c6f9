// The team activity log (issue 37, item 3: "visible to the main user and admins, filterable by
// person, kind and date"; "who cancelled this order?" answered by the kind filter), written from
// the issue and README's call table — never read from activityLogMachine.
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { callInput } from './oracle';

export const LOG_TODAY = '2026-11-29';
export const LOG_REFUSED = "Only the main user and admins can see the team's activity log and export the company's records.";

/** A filter's days the log refuses (the exports' rule, days optional), and the words it says. */
export const LOG_RANGE_REFUSALS: ReadonlyArray<{ readonly from: string; readonly to: string; readonly field: 'from' | 'to'; readonly message: string }> = [
  { from: '2026-11-20', to: '2026-11-02', field: 'from', message: 'from must be on or before to' },
  { from: '', to: '2026-12-25', field: 'to', message: 'to cannot be after today.' },
];

const isManager = (level: unknown) => level === 'owner' || level === 'admin';
const filterOf = (c: Record<string, unknown>) => ({ person: c.person, kind: c.kind, from: c.from, to: c.to });

export function checkLogRoles(s: AnyMachineSnapshot): void {
  if (!isManager(s.context.level)) {
    expect(s.value, `a ${String(s.context.level)} never sees the log`).toBe('notAllowed');
    expect(s.context.error).toBe(LOG_REFUSED);
    expect(s.context.entries).toEqual([]);
    expect(Object.keys(s.children)).toEqual([]);
  }
}

interface StepLike {
  from: AnyMachineSnapshot;
  event: { type: string; [key: string]: unknown };
  to: AnyMachineSnapshot;
}

const asked = (to: AnyMachineSnapshot, filter: unknown, page: number) => {
  expect(to.value, 'the log is asked for').toBe('loading');
  const input = callInput(to, 'loadActivity') as { filter: unknown; page: number };
  expect(input.filter, 'exactly the filter chosen').toEqual(filter);
  expect(input.page).toBe(page);
};

export function checkActivityLogStep({ from, event, to }: StepLike): void {
  if (from.matches('notAllowed')) return;
  switch (event.type) {
    case 'filters.changed': {
      const refusal = LOG_RANGE_REFUSALS.find((r) => r.from === event.from && r.to === event.to);
      if (refusal) {
        expect(to.value, 'refused days change nothing shown').toEqual(from.value);
        expect(to.context.entries).toEqual(from.context.entries);
        expect(to.context.rangeErrors[refusal.field]).toBe(refusal.message);
        return;
      }
      const wanted = filterOf(event);
      if (JSON.stringify(wanted) === JSON.stringify(filterOf(from.context))) return;
      // A new filter starts again at the first page.
      asked(to, wanted, 1);
      expect(to.context.rangeErrors).toEqual({});
      return;
    }
    case 'filters.cleared':
      if (JSON.stringify(filterOf(from.context)) !== JSON.stringify({ person: '', kind: '', from: '', to: '' })) asked(to, { person: '', kind: '', from: '', to: '' }, 1);
      return;
    case 'page.changed':
      if (from.matches('list') && event.page !== from.context.page) asked(to, filterOf(from.context), event.page as number);
      return;
    case 'retry':
      if (from.matches('failed')) asked(to, filterOf(from.context), from.context.page as number);
      return;
    case 'xstate.done.actor.loadActivity': {
      const output = event.output as { page: { entries: unknown[]; pagination: unknown } };
      expect(to.value).toBe(output.page.entries.length > 0 ? 'list' : 'empty');
      expect(to.context.entries, 'as the server sent them: newest first').toEqual(output.page.entries);
      return;
    }
    case 'xstate.error.actor.loadActivity': {
      const error = event.error as { status: number; message: string };
      if (error.status === 403) expect(to.value).toBe('notAllowed');
      else {
        expect(to.value).toBe('failed');
        expect(to.context.error).toBe(error.message);
      }
      return;
    }
  }
}
