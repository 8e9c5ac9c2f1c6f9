import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { NotificationList } from '../../src/schemas/notification';
import type { SessionHandle } from '../../src/views/SessionContext';

// The page's machine calls the API: a fake of that one service module stands in for the server.
const list = vi.fn<(query: { page?: number; limit?: number }) => Promise<NotificationList>>();
vi.mock('../../src/services/notificationsApi.ts', () => ({ notificationsApi: { list: (q: { page?: number; limit?: number }) => list(q), registerToken: async () => {} } }));

// The session's notifications actor, as the provider would start it.
const started: { stop: ReturnType<typeof vi.fn> }[] = [];
vi.mock('../../src/views/startNotifications', () => ({
  startNotifications: () => {
    const actor = { stop: vi.fn(), on: () => ({ unsubscribe: () => {} }), getSnapshot: () => ({}), subscribe: () => ({ unsubscribe: () => {} }) };
    started.push(actor);
    return actor;
  },
}));

const { default: NotificationsPage } = await import('../../src/views/pages/NotificationsPage');
const { NotificationsProvider, useNotificationsActor } = await import('../../src/views/NotificationsContext');
const { SessionContext } = await import('../../src/views/SessionContext');

const page = (n: number, total: number, count = 10): NotificationList => ({
  response: Array.from({ length: count }, (_, i) => ({
    _id: `p${n}-${i}`,
    title: `Order CC2600${n}${i.toString().padStart(3, '0')} ${i === 0 ? 'x'.repeat(100) : 'was completed'}`,
    redirectId: `CC2600${n}${i.toString().padStart(3, '0')}`,
    createdAt: new Date(Date.now() - (i + 1) * 3_600_000).toISOString(),
  })),
  pagination: { page: n, limit: 10, total, totalPages: Math.ceil(total / 10) },
});

function renderPage() {
  const location = memoryLocation({ path: '/settings/notifications' });
  render(
    <MantineProvider env="test">
      <Router hook={location.hook}>
        <NotificationsPage title="Notifications" params={{}} />
      </Router>
    </MantineProvider>,
  );
}

beforeEach(() => {
  list.mockReset();
  started.length = 0;
});

describe('NotificationsPage (/settings/notifications)', () => {
  it('[notif.paginated] shows placeholders, then the page with cut titles linking to their orders, and pages on', async () => {
    let release!: () => void;
    list.mockImplementation(async (q) => {
      if (q.page === 1) await new Promise<void>((r) => (release = r));
      return q.page === 2 ? page(2, 13, 3) : page(1, 13);
    });
    renderPage();
    expect(screen.getByTestId('notifications-loading')).toBeInTheDocument();
    await act(async () => release());
    const items = await screen.findByRole('list', { name: 'Notifications' });
    const links = within(items).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[0]).toHaveAttribute('href', '/my-orders/service/CC26001000');
    expect(within(links[0]!).getByText(/\.\.\.$/).textContent).toHaveLength(93);
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 10 });
    expect(screen.getByText('13 notifications')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('link')).toHaveLength(3));
    expect(list).toHaveBeenLastCalledWith({ page: 2, limit: 10 });
  });

  it('shows an empty state when there are none', async () => {
    list.mockResolvedValue({ response: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } });
    renderPage();
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute('href', '/my-orders');
  });

  it('[err.notif-logged] a failed fetch shows no error message, only a way to try again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    list.mockRejectedValueOnce(new Error('Something is wrong please try again')).mockResolvedValue(page(1, 2, 2));
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByText('Something is wrong please try again')).toBeNull();
    expect(warn).toHaveBeenCalled();
    await userEvent.click(retry);
    expect(await screen.findByRole('list', { name: 'Notifications' })).toBeInTheDocument();
    warn.mockRestore();
  });
});

describe('NotificationsProvider: one actor for the signed-in session', () => {
  function Bell() {
    const actor = useNotificationsActor();
    return <output>{actor ? 'running' : 'none'}</output>;
  }
  const handle = (fallback: SessionHandle['fallback']): SessionHandle => ({ actor: null, fallback, ensure: async () => Promise.reject(new Error('unused')) });
  const tree = (fallback: SessionHandle['fallback'], withBell: boolean) => (
    <SessionContext.Provider value={handle(fallback)}>
      <NotificationsProvider>{withBell ? <Bell /> : <p>landing</p>}</NotificationsProvider>
    </SessionContext.Provider>
  );

  it('starts nothing on a page without the bell (the landing route), nor for a guest', async () => {
    const { rerender } = render(tree('signedIn', false));
    rerender(tree('guest', true));
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toHaveLength(0);
  });

  it('starts once for the signed-in bell and stops on sign-out', async () => {
    const { rerender } = render(tree('signedIn', true));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('running'));
    rerender(tree('signedIn', true));
    expect(started).toHaveLength(1);
    rerender(tree('guest', false));
    expect(started[0]!.stop).toHaveBeenCalledTimes(1);
    rerender(tree('signedIn', false));
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toHaveLength(1);
  });
});
