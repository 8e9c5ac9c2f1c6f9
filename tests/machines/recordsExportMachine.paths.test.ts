import { describe, expect, it } from 'vitest';
import { recordsExportMachine } from '../../src/machines/recordsExportMachine';
import { ApiError } from '../../src/services/http';
import { checkExportRoles, checkRecordsExportStep, EXPORT_TODAY, NO_RECEIPTS, RANGE_CASES } from '../spec/recordsExportRules';
import { definePathTests } from '../support/pathCoverage';
import { createActor } from 'xstate';

const profile = (accessLevel: 'owner' | 'admin' | 'booker' | 'viewer') => ({ profile: { accessLevel }, today: EXPORT_TODAY });
const range = (from: string, to: string) => ({ type: 'range.changed' as const, from, to });

describe('records export machine: generated paths', () => {
  definePathTests(recordsExportMachine, {
    inputs: [profile('owner'), profile('admin'), profile('viewer'), profile('booker')],
    everyInput: true,
    events: {
      // One allowed range, the ten years, tomorrow, the wrong way round (the oracle knows each).
      'range.changed': [range('2016-11-29', '2026-11-29'), range('2025-11-29', '2026-11-29'), range('2026-11-01', '2026-11-30'), range('2026-11-10', '2026-11-01')],
      'download.requested': [
        { type: 'download.requested', kind: 'orders' },
        { type: 'download.requested', kind: 'receipts' },
      ],
      'xstate.done.actor.downloadExport': [{ type: 'xstate.done.actor.downloadExport', output: 'orders_2026-10-01_2026-10-31.csv' }],
      'xstate.error.actor.downloadExport': [
        { type: 'xstate.error.actor.downloadExport', error: new ApiError(404, NO_RECEIPTS) },
        { type: 'xstate.error.actor.downloadExport', error: new ApiError(400, 'to cannot be after today.', { to: 'to cannot be after today.' }) },
        { type: 'xstate.error.actor.downloadExport', error: new ApiError(403, "Only the main user and admins can see the team's activity log and export the company's records.") },
      ],
    },
    steps: checkRecordsExportStep,
    states: {
      '#recordsExport': (s) => checkExportRoles(s),
      ready: (s) => {
        expect(s.context.downloading).toBeNull();
        expect(s.children.downloadExport).toBeUndefined();
      },
      downloading: (s) => {
        expect(['orders', 'receipts']).toContain(s.context.downloading);
        expect(s.children.downloadExport).toBeDefined();
      },
      notAllowed: (s) => expect(s.status).toBe('done'),
    },
  });
});

describe('records export machine: the page opens on the last full month', () => {
  it('on 29 November 2026, 1–31 October', () => {
    const actor = createActor(recordsExportMachine, { input: profile('owner') }).start();
    expect(actor.getSnapshot().context).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    expect(RANGE_CASES.find((c) => c.from === '2026-10-01')?.message).toBeNull();
  });
  it('in January, the December before', () => {
    const actor = createActor(recordsExportMachine, { input: { profile: { accessLevel: 'admin' }, today: '2027-01-05' } }).start();
    expect(actor.getSnapshot().context).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
  });
});
