import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '../../src/schemas/activity';
import type { AppConfig } from '../../src/schemas/config';
import type { Profile } from '../../src/schemas/profile';
import { ApiError } from '../../src/services/http';
import type { ActivityFilter, ActivityPage, DownloadedFile, ExportKind } from '../../src/services/recordsApi';
import { AppConfigContext } from '../../src/views/AppConfigContext';
import { AppEffectsContext } from '../../src/views/AppEffectsContext';
import { SessionContext, type SessionActor, type SessionHandle } from '../../src/views/SessionContext';
import { profile as owner } from './orders/harness';

// /settings/activity and /settings/exports against their machines, the API faked at its one service
// module. Expected words and values are the issue's (37: the log answers "who cancelled this
// order?"; a 10-year export is refused clearly) and the server's messages as README gives them.

const api = {
  activity: vi.fn<(filter: ActivityFilter, page: number) => Promise<ActivityPage>>(),
  people: vi.fn(async () => [{ accountId: '1b4e28ba-2fa1-4d2b-883f-0016d3cca427', name: 'Cris Admin', email: 'cris@frontera.example', current: true }]),
  exportFile: vi.fn<(kind: ExportKind, range: { from: string; to: string }) => Promise<DownloadedFile>>(),
};
const saved: DownloadedFile[] = [];
vi.mock('../../src/services/recordsApi.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/services/recordsApi.ts')>()),
  recordsApi: api,
  saveFile: (file: DownloadedFile) => saved.push(file),
}));

const { default: ActivityPage } = await import('../../src/views/pages/ActivityPage');
const { default: ExportsPage } = await import('../../src/views/pages/ExportsPage');

function renderAs(level: Profile['accessLevel'], ui: ReactNode, path: string) {
  window.history.replaceState(null, '', path);
  const profile: Profile = { ...owner, accessLevel: level, role: level === 'owner' ? 'main' : 'sub' };
  const actor = { send: () => {}, subscribe: () => ({ unsubscribe: () => {} }), getSnapshot: () => ({ value: 'signedIn', context: { profile }, children: {} }) } as unknown as SessionActor;
  const session: SessionHandle = { actor, fallback: 'signedIn' as SessionHandle['fallback'], ensure: vi.fn(async () => actor) };
  return render(
    <MantineProvider env="test">
      <AppConfigContext.Provider value={{ apiBaseUrl: '' } as AppConfig}>
        <AppEffectsContext.Provider value={{ showToast: () => {}, whenIdle: (task) => (task(), () => undefined) }}>
          <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
        </AppEffectsContext.Provider>
      </AppConfigContext.Provider>
    </MantineProvider>,
  );
}

const cancelled: ActivityEntry = {
  id: 'e2',
  at: '2026-11-28T16:20:00.000Z',
  actor: { accountId: '1b4e28ba-2fa1-4d2b-883f-0016d3cca427', name: 'Cris Admin', email: 'cris@frontera.example', role: 'admin' },
  kind: 'order.cancelled',
  subject: 'CC2611280001',
  details: null,
};
const promoted: ActivityEntry = {
  id: 'e1',
  at: '2026-11-27T10:00:00.000Z',
  actor: { accountId: 'u1', name: 'Lucía Garza', email: 'lucia@frontera.example', role: 'owner' },
  kind: 'subUser.roleChanged',
  subject: 'beto@frontera.example',
  details: { from: 'viewer', to: 'admin' },
};
const page = (entries: ActivityEntry[]): ActivityPage => ({ entries, pagination: { page: 1, limit: 10, total: entries.length, totalPages: 1 } });

beforeEach(() => {
  api.activity.mockReset().mockResolvedValue(page([cancelled, promoted]));
  api.exportFile.mockReset();
  saved.length = 0;
});

describe('ActivityPage (/settings/activity)', () => {
  it('says who did what, when, to which order (a link to it), and a role change as old → new', async () => {
    renderAs('owner', <ActivityPage title="Team activity" params={{}} />, '/settings/activity');
    const table = await screen.findByTestId('activity-table');
    const rows = within(table).getAllByTestId('activity-entry');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Cris Admin');
    expect(rows[0]).toHaveTextContent('cris@frontera.example');
    expect(rows[0]).toHaveTextContent('Admin');
    expect(rows[0]).toHaveTextContent('Cancelled an order');
    expect(within(rows[0]!).getByRole('link', { name: 'CC2611280001' })).toHaveAttribute('href', '/my-orders/service/CC2611280001');
    expect(rows[1]).toHaveTextContent("Changed a sub-user's role");
    expect(rows[1]).toHaveTextContent('Viewer → Admin');
  });

  it('who cancelled? The kind "Cancelled an order" asks the server for it, writes it to the URL and to the CSV link', async () => {
    renderAs('admin', <ActivityPage title="Team activity" params={{}} />, '/settings/activity');
    await screen.findByTestId('activity-table');
    await userEvent.selectOptions(screen.getByLabelText('What'), 'Cancelled an order');
    await waitFor(() => expect(api.activity).toHaveBeenLastCalledWith({ person: '', kind: 'order.cancelled', from: '', to: '' }, 1));
    expect(window.location.search).toBe('?kind=order.cancelled');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/v1/user/activity.csv?kind=order.cancelled');
  });

  it('a link with filters opens that view', async () => {
    renderAs('owner', <ActivityPage title="Team activity" params={{}} />, '/settings/activity?kind=order.cancelled&from=2026-11-01');
    await screen.findByTestId('activity-table');
    expect(api.activity).toHaveBeenCalledWith({ person: '', kind: 'order.cancelled', from: '2026-11-01', to: '' }, 1);
    expect(screen.getByLabelText('What')).toHaveValue('order.cancelled');
  });

  it('days the wrong way round: the server’s words, nothing asked', async () => {
    renderAs('owner', <ActivityPage title="Team activity" params={{}} />, '/settings/activity?from=2026-11-20');
    await screen.findByTestId('activity-table');
    const calls = api.activity.mock.calls.length;
    await userEvent.type(screen.getByLabelText('To'), '2026-11-02');
    expect(await screen.findByText('from must be on or before to')).toBeInTheDocument();
    expect(api.activity.mock.calls.length).toBe(calls);
  });

  it('a failed load says why and Try again loads again', async () => {
    api.activity.mockRejectedValueOnce(new ApiError(0, 'Something is wrong please try again'));
    renderAs('owner', <ActivityPage title="Team activity" params={{}} />, '/settings/activity');
    expect(await screen.findByText('Something is wrong please try again')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('activity-table')).toBeInTheDocument();
  });

  it('nothing recorded: says so', async () => {
    api.activity.mockResolvedValue(page([]));
    renderAs('owner', <ActivityPage title="Team activity" params={{}} />, '/settings/activity');
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });

  it('a Viewer or a Booker is refused in the role table’s words, and nothing is asked', async () => {
    for (const level of ['viewer', 'booker'] as const) {
      const { unmount } = renderAs(level, <ActivityPage title="Team activity" params={{}} />, '/settings/activity');
      expect(await screen.findByText("Only the main user and admins can see the team's activity log and export the company's records.")).toBeInTheDocument();
      unmount();
    }
    expect(api.activity).not.toHaveBeenCalled();
  });
});

describe('ExportsPage (/settings/exports)', () => {
  it('a 10-year range is refused in the server’s words before any call', async () => {
    renderAs('owner', <ExportsPage title="Export records" params={{}} />, '/settings/exports');
    const from = screen.getByLabelText(/From/);
    await userEvent.clear(from);
    await userEvent.type(from, '2016-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Orders and payments (CSV)' }));
    expect(await screen.findByText('A range covers at most 366 days. Choose a shorter range.')).toBeInTheDocument();
    expect(api.exportFile).not.toHaveBeenCalled();
  });

  it('downloads once for a double click, saved under the server’s name; the receipts’ 404 shows the server’s words', async () => {
    let finish: (file: DownloadedFile) => void = () => {};
    api.exportFile.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    renderAs('admin', <ExportsPage title="Export records" params={{}} />, '/settings/exports');
    const orders = screen.getByRole('button', { name: 'Orders and payments (CSV)' });
    await userEvent.click(orders);
    await userEvent.click(orders);
    expect(api.exportFile).toHaveBeenCalledTimes(1);
    const [kind, range] = api.exportFile.mock.calls[0]!;
    expect(kind).toBe('orders');
    expect(range.from <= range.to).toBe(true);
    finish({ blob: new Blob(['a']), fileName: 'orders_2026-10-01_2026-10-31.csv' });
    expect(await screen.findByText('Saved to your downloads: orders_2026-10-01_2026-10-31.csv')).toBeInTheDocument();
    expect(saved.map((f) => f.fileName)).toEqual(['orders_2026-10-01_2026-10-31.csv']);

    api.exportFile.mockRejectedValueOnce(new ApiError(404, 'There are no receipts in this range: no order booked in it was paid.'));
    await userEvent.click(screen.getByRole('button', { name: 'Receipts (ZIP)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There are no receipts in this range: no order booked in it was paid.');
  });

  it('a Viewer is refused, nothing asked', async () => {
    renderAs('viewer', <ExportsPage title="Export records" params={{}} />, '/settings/exports');
    expect(await screen.findByText("Only the main user and admins can see the team's activity log and export the company's records.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Receipts (ZIP)' })).not.toBeInTheDocument();
  });
});
