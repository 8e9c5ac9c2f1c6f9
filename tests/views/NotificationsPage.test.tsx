import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { NotificationList } from '../../src/schemas/notification';
import { createActor } from 'xstate';
import type { SessionActor, SessionHandle } from '../../src/views/SessionContext';

// The page's machine calls the API: a fake of that one service module stands in for the server.
const list = vi.fn<(query: { page?: number; limit?: number }) => Promise<NotificationList>>();
vi.mock('../../src/services/notificationsApi.ts', () => ({ notificationsApi: { list: (q: { page?: number; limit?: number }) => list(q), registerToken: async () => {} } }));

const { default: NotificationsPage } = await import('../../src/views/pages/NotificationsPage');
const { SessionContext } = await import('../../src/views/SessionContext');
const { fakeNotifications } = await import('../machines/notificationsFixture');

const page = (n: number, total: number, count = 10): NotificationList => ({
  response: Array.from({ length: count }, (_, i) => ({
    _id: `p${n}-${i}`,
    title: `Order CC2600${n}${i.toString().padStart(3, '0')} ${i === 0 ? 'x'.repeat(100) : 'was completed'}`,
    redirectId: `CC2600${n}${i.toString().padStart(3, '0')}`,
    createdAt: new Date(Date.now() - (i + 1) * 3_600_000).toISOString(),
    readAt: i === 0 ? null : new Date(Date.now() - 60_000).toISOString(),
    kind: 'delivered',
  })),
  pagination: { page: n, limit: 10, total, totalPages: Math.ceil(total / 10) },
  unreadCount: 1,
});

/** A signed-in session whose notifications child is the real machine with faked push and fetch. */
function signedInSession() {
  const notifications = fakeNotifications();
  const feed = createActor(notifications.machine).start();
  const actor = {
    getSnapshot: () => ({ value: 'signedIn', context: { profile: null }, children: { notifications: feed } }),
    subscribe: () => ({ unsubscribe: () => {} }),
    send: () => {},
  } as unknown as SessionActor;
  const handle: SessionHandle = { actor, fallback: 'signedIn', ensure: async () => actor };
  return { handle, notifications, feed };
}

function renderPage() {
  const session = signedInSession();
  const location = memoryLocation({ path: '/settings/notifications' });
  const view = render(
    <MantineProvider env="test">
      <SessionContext.Provider value={session.handle}>
        <Router hook={location.hook}>
          <NotificationsPage title="Notifications" params={{}} />
        </Router>
      </SessionContext.Provider>
    </MantineProvider>,
  );
  return { ...session, ...view };
}

beforeEach(() => {
  list.mockReset();
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

    // The page buttons load once the list has more than one page.
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('link')).toHaveLength(3));
    expect(list).toHaveBeenLastCalledWith({ page: 2, limit: 10 });
  });

  it('issue 17.2: an unread row says "Unread" in words, is bold with a dot; opening it or Mark all as read shows it read', async () => {
    list.mockResolvedValue(page(1, 3, 3));
    renderPage();
    const items = await screen.findByRole('list', { name: 'Notifications' });
    const [first, second] = within(items).getAllByRole('link');
    expect(first).toHaveAccessibleName(/^Unread/);
    expect(second).not.toHaveAccessibleName(/^Unread/);
    expect(within(items).getAllByTestId('unread-dot')).toHaveLength(1);
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(within(items).queryAllByTestId('unread-dot')).toHaveLength(0);
    expect(screen.getByText('All caught up')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('shows an empty state when there are none', async () => {
    list.mockResolvedValue({ response: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 }, unreadCount: 0 });
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

describe('NotificationsPage: live updates through the session', () => {
  it("[push.refetch] a NEW_NOTIFICATION push the session's notifications actor hears refetches the list shown", async () => {
    list.mockResolvedValue(page(1, 2, 2));
    const { notifications, feed, unmount } = renderPage();
    await screen.findByRole('list', { name: 'Notifications' });
    const before = list.mock.calls.length;
    await act(async () => void notifications.push({ type: 'push.received', message: { type: 'NEW_NOTIFICATION' } }));
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(before));
    // Leaving the page stops following the pushes; the session's actor goes on.
    unmount();
    const after = list.mock.calls.length;
    await act(async () => void notifications.push({ type: 'push.received', message: { type: 'NEW_NOTIFICATION' } }));
    expect(notifications.queries.length).toBeGreaterThan(0);
    expect(list.mock.calls.length).toBe(after);
    feed.stop();
  });
});
