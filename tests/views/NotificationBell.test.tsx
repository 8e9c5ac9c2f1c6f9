import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { notificationsMachine, type NotificationsEvent } from '../../src/machines/notificationsMachine';
import type { Notification, NotificationList } from '../../src/schemas/notification';
import { NotificationBellMenu } from '../../src/views/components/NotificationBell';

const now = new Date('2026-03-07T15:00:00Z');
const note = (i: number, title = `Carrier assigned to order CC2600000${i}`): Notification => ({
  _id: `n${i}`,
  title,
  redirectId: `CC2600000${i}`,
  createdAt: new Date(now.getTime() - i * 60_000).toISOString(),
  readAt: null,
  kind: 'carrierAssigned',
});
const longTitle = `Order CC26000001 is in transit: ${'the carrier has crossed the Colombia Solidarity bridge '.repeat(3)}`.trim();
const listOf = (items: Notification[], total: number): NotificationList => ({
  response: items,
  pagination: { page: 1, limit: 10, total, totalPages: Math.ceil(total / 10) },
  unreadCount: items.length === total ? items.filter((n) => n.readAt === null).length : total,
});

function mount(lists: NotificationList[]) {
  const opened: string[] = [];
  let push: ((event: NotificationsEvent) => void) | undefined;
  let call = 0;
  const machine = notificationsMachine.provide({
    actors: {
      loadNotifications: fromPromise(async () => lists[Math.min(call++, lists.length - 1)]!),
      registerToken: fromPromise(async () => {}),
      markRead: fromPromise(async () => ({ unreadCount: 0 })),
      markAllRead: fromPromise(async () => ({ unreadCount: 0 })),
      listenPush: fromCallback<NotificationsEvent>(({ sendBack }) => {
        push = sendBack;
      }),
    },
    actions: { openOrder: (_, { redirectId }) => opened.push(redirectId), log: () => {} },
  });
  const actor = createActor(machine).start();
  const location = memoryLocation({ path: '/dashboard' });
  render(
    <MantineProvider env="test">
      <Router hook={location.hook}>
        <NotificationBellMenu actor={actor} now={now} />
      </Router>
    </MantineProvider>,
  );
  return { actor, opened, push: (e: NotificationsEvent) => act(() => push!(e)) };
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const isOpen = (actor: ReturnType<typeof mount>['actor']) => actor.getSnapshot().matches({ dropdown: 'open' });

describe('NotificationBell', () => {
  it('[header.bell-badge] shows the count in a red badge and in the button name', async () => {
    mount([listOf([note(1), note(2), note(3)], 12)]);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications (12)'));
    expect(screen.getByTestId('notification-badge')).toHaveTextContent(/^12$/);
  });

  it('[header.bell-badge] caps the badge at 99+', async () => {
    mount([listOf([note(1)], 250)]);
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent(/^99\+$/));
    expect(bell()).toHaveAccessibleName('Notifications (99+)');
  });

  it('[header.bell-dropdown] [notif.title-cut] lists at most 5 items with cut titles and relative times, and View all', async () => {
    const items = [note(1, longTitle), ...[2, 3, 4, 5, 6, 7].map((i) => note(i))];
    const { actor } = mount([listOf(items, 7)]);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications (7)'));
    await userEvent.click(bell());
    expect(isOpen(actor)).toBe(true);
    const menu = await screen.findByRole('menu');
    const links = within(menu).getAllByRole('menuitem');
    const orderItems = links.filter((l) => l.getAttribute('href')?.startsWith('/my-orders/service/'));
    expect(orderItems).toHaveLength(5);
    expect(orderItems.map((l) => l.getAttribute('href'))).toEqual([1, 2, 3, 4, 5].map((i) => `/my-orders/service/CC2600000${i}`));
    expect(within(menu).getByText(`${longTitle.slice(0, 90)}...`)).toBeInTheDocument();
    expect(within(menu).getByText('1 minute ago')).toBeInTheDocument();
    const viewAll = within(menu).getByRole('menuitem', { name: 'View all' });
    expect(viewAll).toHaveAttribute('href', '/settings/notifications');
  });

  it('issue 17.2: the badge counts unread only; unread items say so; Mark all as read hides the badge', async () => {
    const read = (n: Notification) => ({ ...n, readAt: '2026-03-07T14:59:00Z' });
    // The server's answers: two unread, then (after Mark all as read) none.
    const { actor } = mount([listOf([note(1), read(note(2)), note(3)], 3), listOf([note(1), note(2), note(3)].map(read), 3)]);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications (2)'));
    await userEvent.click(bell());
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem').filter((l) => l.getAttribute('href')?.startsWith('/my-orders/service/'));
    expect(items.map((i) => /^Unread/.test(i.textContent ?? ''))).toEqual([true, false, true]);
    expect(within(menu).getByText('2 unread')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(actor.getSnapshot().context.notifications.every((n) => n.readAt !== null)).toBe(true);
  });

  it("[header.bell-dropdown] reads 'No new notifications' when empty, with no badge", async () => {
    const { actor } = mount([listOf([], 0)]);
    await waitFor(() => expect(actor.getSnapshot().matches({ feed: 'ready' })).toBe(true));
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    await userEvent.click(bell());
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'View all' })).toBeInTheDocument();
  });

  it('[route.order-from-notification] clicking an item opens its order and closes the dropdown', async () => {
    const { actor, opened } = mount([listOf([note(1), note(2)], 2)]);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications (2)'));
    await userEvent.click(bell());
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByText('Carrier assigned to order CC26000002'));
    expect(opened).toEqual(['CC26000002']);
    expect(isOpen(actor)).toBe(false);
  });

  it('[header.dropdown-toggle] toggles on the bell and closes on Escape and on an outside click', async () => {
    const { actor } = mount([listOf([note(1)], 1)]);
    await userEvent.click(bell());
    expect(isOpen(actor)).toBe(true);
    await userEvent.click(bell());
    expect(isOpen(actor)).toBe(false);
    await userEvent.click(bell());
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    expect(isOpen(actor)).toBe(false);
    await userEvent.click(bell());
    await screen.findByRole('menu');
    await userEvent.click(document.body);
    await waitFor(() => expect(isOpen(actor)).toBe(false));
  });

  it('[push.refetch] a NEW_NOTIFICATION push refetches and the badge rises without a reload', async () => {
    const { push } = mount([listOf([note(1)], 1), listOf([note(0, 'Order CC26000000 was created'), note(1)], 2)]);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications (1)'));
    push({ type: 'push.received', message: { type: 'NEW_NOTIFICATION' } });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications (2)'));
  });

  it('shows placeholders in the dropdown until the first answer', async () => {
    const machine = notificationsMachine.provide({
      actors: { loadNotifications: fromPromise(() => new Promise<NotificationList>(() => {})), listenPush: fromCallback(() => {}) },
    });
    const actor = createActor(machine).start();
    render(
      <MantineProvider env="test">
        <NotificationBellMenu actor={actor} now={now} />
      </MantineProvider>,
    );
    await userEvent.click(bell());
    expect(await screen.findByTestId('notifications-loading')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
