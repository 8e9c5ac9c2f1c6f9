import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { messages as en } from '../../src/locales/app/en.ts';
import { messages as es } from '../../src/locales/app/es.ts';
import { notificationsMachine, type NotificationsEvent } from '../../src/machines/notificationsMachine';
import type { Notification, NotificationChoice, NotificationList } from '../../src/schemas/notification';
import { formatNotificationTime } from '../../src/services/notificationTime';
import { AppEffectsContext } from '../../src/views/AppEffectsContext';
import { NotificationBellMenu } from '../../src/views/components/NotificationBell';
import type { SessionActor, SessionHandle } from '../../src/views/SessionContext';

// The bell, the notifications list and the preferences in Spanish, words written here by hand;
// relative times as Spanish says them.
const list = vi.fn<(query: { page?: number; limit?: number }) => Promise<NotificationList>>();
const preferences = vi.fn<() => Promise<readonly NotificationChoice[]>>();
vi.mock('../../src/services/notificationsApi.ts', () => ({
  notificationsApi: { list: (q: { page?: number; limit?: number }) => list(q), registerToken: async () => {}, preferences: () => preferences(), savePreferences: async (c: readonly NotificationChoice[]) => c },
}));

const { default: NotificationsPage } = await import('../../src/views/pages/NotificationsPage');
const { default: NotificationPreferencesPage } = await import('../../src/views/pages/NotificationPreferencesPage');
const { SessionContext } = await import('../../src/views/SessionContext');
const { fakeNotifications } = await import('../machines/notificationsFixture');

const now = new Date('2026-03-07T15:00:00Z');
const note = (i: number, minutesAgo: number, read = false, from = now): Notification => ({
  _id: `n${i}`,
  title: `Orden CC2600000${i}`,
  redirectId: `CC2600000${i}`,
  createdAt: new Date(from.getTime() - minutesAgo * 60_000).toISOString(),
  readAt: read ? now.toISOString() : null,
  kind: 'carrierAssigned',
});
const listOf = (items: Notification[], total = items.length): NotificationList => ({
  response: items,
  pagination: { page: 1, limit: 10, total, totalPages: Math.ceil(total / 10) },
  unreadCount: items.filter((n) => n.readAt === null).length,
});

beforeEach(() => {
  list.mockReset();
  preferences.mockReset();
  i18n.loadAndActivate({ locale: 'es', messages: es });
});
afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

describe('relative times in Spanish', () => {
  it('Ahora, Hace 5 minutos, Hace 3 horas, Hace 2 días, then the date', () => {
    const ago = (ms: number) => formatNotificationTime(new Date(now.getTime() - ms).toISOString(), now, 'es-MX').relative;
    expect(ago(10_000)).toBe('Ahora');
    expect(ago(5 * 60_000)).toBe('Hace 5 minutos');
    expect(ago(60_000)).toBe('Hace 1 minuto');
    expect(ago(3 * 3_600_000)).toBe('Hace 3 horas');
    expect(ago(2 * 86_400_000)).toBe('Hace 2 días');
    expect(formatNotificationTime('2026-02-01T12:00:00Z', now, 'es-MX').relative).toBe('1 feb 2026');
    // English stays the app's own words.
    expect(formatNotificationTime(new Date(now.getTime() - 5 * 60_000).toISOString(), now).relative).toBe('5 minutes ago');
  });
});

describe('the bell in Spanish', () => {
  it('names the count, the unread ones and the times in Spanish', async () => {
    const machine = notificationsMachine.provide({
      actors: {
        loadNotifications: fromPromise(async () => listOf([note(1, 5), note(2, 180, true), note(3, 0)])),
        registerToken: fromPromise(async () => {}),
        markRead: fromPromise(async () => ({ unreadCount: 0 })),
        markAllRead: fromPromise(async () => ({ unreadCount: 0 })),
        listenPush: fromCallback<NotificationsEvent>(() => {}),
      },
      actions: { openOrder: () => {}, log: () => {} },
    });
    const actor = createActor(machine).start();
    render(
      <MantineProvider env="test">
        <Router hook={memoryLocation({ path: '/dashboard' }).hook}>
          <NotificationBellMenu actor={actor} now={now} />
        </Router>
      </MantineProvider>,
    );
    const bell = screen.getByRole('button', { name: /^Notificaciones/ });
    await waitFor(() => expect(bell).toHaveAccessibleName('Notificaciones (2)'));
    await userEvent.click(bell);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Notificaciones')).toBeInTheDocument();
    expect(within(menu).getByText('2 sin leer')).toBeInTheDocument();
    expect(within(menu).getByText('Hace 5 minutos')).toBeInTheDocument();
    expect(within(menu).getByText('Hace 3 horas')).toBeInTheDocument();
    expect(within(menu).getByText('Ahora')).toBeInTheDocument();
    const items = within(menu).getAllByRole('menuitem').filter((l) => l.getAttribute('href')?.startsWith('/my-orders/service/'));
    expect(items.map((i) => /^No leída/.test(i.textContent ?? ''))).toEqual([true, false, true]);
    expect(within(menu).getByRole('menuitem', { name: 'Marcar como leídas' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Ver todas' })).toHaveAttribute('href', '/settings/notifications');
  });
});

function session() {
  const notifications = fakeNotifications();
  const feed = createActor(notifications.machine).start();
  const actor = {
    getSnapshot: () => ({ value: 'signedIn', context: { profile: null }, children: { notifications: feed } }),
    subscribe: () => ({ unsubscribe: () => {} }),
    send: () => {},
  } as unknown as SessionActor;
  return { actor, fallback: 'signedIn', ensure: async () => actor } satisfies SessionHandle;
}

function renderPage(page: React.ReactNode, path: string) {
  const toasts: unknown[] = [];
  render(
    <MantineProvider env="test">
      <AppEffectsContext.Provider value={{ showToast: (t) => void toasts.push(t), whenIdle: (task) => (task(), () => undefined) }}>
        <SessionContext.Provider value={session()}>
          <Router hook={memoryLocation({ path }).hook}>{page}</Router>
        </SessionContext.Provider>
      </AppEffectsContext.Provider>
    </MantineProvider>,
  );
  return toasts;
}

describe('/settings/notifications in Spanish', () => {
  it('the list: unread in words, the order, the count and the pages', async () => {
    // The page words the times from the clock of the moment.
    list.mockResolvedValue(listOf(Array.from({ length: 10 }, (_, i) => note(i, 60 * (i + 1) + 1, i > 0, new Date())), 23));
    renderPage(<NotificationsPage title="Notificaciones" params={{}} />, '/settings/notifications');
    const items = await screen.findByRole('list', { name: 'Notificaciones' });
    const [first, second] = within(items).getAllByRole('link');
    expect(first).toHaveAccessibleName(/^No leída/);
    expect(first).toHaveTextContent(/Hace 1 hora · Orden CC26000000$/);
    expect(second).toHaveTextContent(/Hace 2 horas · Orden CC26000001$/);
    expect(screen.getByText('1 sin leer')).toBeInTheDocument();
    expect(screen.getByText('23 notificaciones')).toBeInTheDocument();
    expect(screen.getByText('Novedades de sus órdenes, las más recientes primero. Abra una para ver su orden.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como leídas' }));
    expect(await screen.findByText('Todo al día')).toBeInTheDocument();
  });

  it('none yet: an empty state in Spanish', async () => {
    list.mockResolvedValue(listOf([], 0));
    renderPage(<NotificationsPage title="Notificaciones" params={{}} />, '/settings/notifications');
    expect(await screen.findByText('Aún no hay notificaciones')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a mis órdenes' })).toHaveAttribute('href', '/my-orders');
  });
});

describe('/settings/notification-preferences in Spanish', () => {
  it('names the events and channels in Spanish, and saves', async () => {
    preferences.mockResolvedValue([
      { kind: 'carrierAssigned', inApp: true, email: true, push: true },
      { kind: 'delivered', inApp: true, email: false, push: true },
    ]);
    renderPage(<NotificationPreferencesPage title="Preferencias de notificación" params={{}} />, '/settings/notification-preferences');
    const table = await screen.findByRole('table', { name: 'Preferencias de notificación' });
    expect(within(table).getByRole('columnheader', { name: 'Evento' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Correo electrónico' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Push' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Transportista asignado' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Entregado' })).toBeInTheDocument();
    expect(screen.getByText('Todo está guardado.')).toBeInTheDocument();
    await act(async () => userEvent.click(within(table).getByRole('switch', { name: 'Entregado: Correo electrónico' })));
    expect(screen.getByText('Tiene cambios que aún no se han guardado.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    await waitFor(() => expect(screen.getByText('Todo está guardado.')).toBeInTheDocument());
  });
});
