import { describe, expect, it } from 'vitest';
import { activityLogMachine, activityPlaceFromSearch, activitySearch } from '../../src/machines/activityLogMachine';
import type { ActivityEntry } from '../../src/schemas/activity';
import { ApiError } from '../../src/services/http';
import { checkActivityLogStep, checkLogRoles, LOG_TODAY } from '../spec/activityLogRules';
import { definePathTests } from '../support/pathCoverage';

const ADMIN_ID = '1b4e28ba-2fa1-4d2b-883f-0016d3cca427';
const cancelled: ActivityEntry = {
  id: 'e2',
  at: '2026-11-28T16:20:00.000Z',
  actor: { accountId: ADMIN_ID, name: 'Cris Admin', email: 'cris@frontera.example', role: 'admin' },
  kind: 'order.cancelled',
  subject: 'CC2611280001',
  details: null,
};
const booked: ActivityEntry = { ...cancelled, id: 'e1', at: '2026-11-27T10:00:00.000Z', kind: 'order.booked' };
const pagination = (page: number, total: number) => ({ page, limit: 10, total, totalPages: Math.max(1, Math.ceil(total / 10)) });
const people = [{ accountId: ADMIN_ID, name: 'Cris Admin', email: 'cris@frontera.example', current: true }];
const firstPage = { page: { entries: [cancelled, booked], pagination: pagination(1, 12) }, people };
const nothing = { page: { entries: [], pagination: pagination(1, 0) }, people: null };
const input = (accessLevel: 'owner' | 'admin' | 'booker' | 'viewer') => ({ profile: { accessLevel }, today: LOG_TODAY });
const filter = (person: string, kind: string, from: string, to: string) => ({ type: 'filters.changed' as const, person, kind: kind as never, from, to });

describe('activity log machine: generated paths', () => {
  definePathTests(activityLogMachine, {
    inputs: [input('owner'), input('admin'), input('viewer'), input('booker')],
    everyInput: true,
    events: {
      // Who cancelled? The kind; then a person and days; then days the rule refuses.
      'filters.changed': [
        filter('', 'order.cancelled', '', ''),
        filter(ADMIN_ID, '', '2026-11-01', '2026-11-29'),
        filter('', '', '2026-11-20', '2026-11-02'),
        filter('', '', '', '2026-12-25'),
      ],
      'filters.cleared': [{ type: 'filters.cleared' }],
      'page.changed': [{ type: 'page.changed', page: 2 }],
      'location.changed': [{ type: 'location.changed', person: '', kind: 'order.paid', from: '', to: '', page: 1 }],
      'xstate.done.actor.loadActivity': [
        { type: 'xstate.done.actor.loadActivity', output: firstPage },
        { type: 'xstate.done.actor.loadActivity', output: nothing },
      ],
      'xstate.error.actor.loadActivity': [
        { type: 'xstate.error.actor.loadActivity', error: new ApiError(0, 'Something is wrong please try again') },
        { type: 'xstate.error.actor.loadActivity', error: new ApiError(403, "Only the main user and admins can see the team's activity log and export the company's records.") },
      ],
    },
    provide: { actions: { placeChanged: () => {} } },
    steps: checkActivityLogStep,
    states: {
      '#activityLog': (s) => checkLogRoles(s),
      loading: (s) => expect(s.children.loadActivity).toBeDefined(),
      list: (s) => expect(s.context.entries.length).toBeGreaterThan(0),
      empty: (s) => expect(s.context.entries).toEqual([]),
      failed: (s) => {
        expect(s.context.error).toBeTruthy();
        expect(s.can({ type: 'retry' })).toBe(true);
      },
      notAllowed: (s) => expect(s.status).toBe('done'),
    },
  });
});

describe('activity log: the URL carries the view', () => {
  it('a link with a kind, a person and days opens that view', () => {
    const place = activityPlaceFromSearch(`?kind=order.cancelled&person=${ADMIN_ID}&from=2026-11-01&to=2026-11-29&page=2`, LOG_TODAY);
    expect(place).toEqual({ person: ADMIN_ID, kind: 'order.cancelled', from: '2026-11-01', to: '2026-11-29', page: 2 });
    expect(activityPlaceFromSearch(activitySearch(place), LOG_TODAY)).toEqual(place);
  });
  it('an unknown kind, a malformed person or days the rule refuses are left out', () => {
    expect(activityPlaceFromSearch('?kind=order.stolen&person=x&from=2026-11-20&to=2026-11-02&page=0', LOG_TODAY)).toEqual({ person: '', kind: '', from: '', to: '', page: 1 });
  });
  it('the whole log, first page, is the bare address', () => {
    expect(activitySearch({ person: '', kind: '', from: '', to: '', page: 1 })).toBe('');
  });
});
