import { checkNotificationsStep } from '../spec/notificationsSteps';
import { checkNotificationListStep } from '../spec/notificationListSteps';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { notificationListMachine } from '../../src/machines/notificationListMachine';
import {
  badgeCount,
  badgeLabel,
  dropdownRows,
  notificationRows,
  notificationsMachine,
  type NotificationsEvent,
} from '../../src/machines/notificationsMachine';
import type { NotificationList } from '../../src/schemas/notification';
import type { NotificationQuery } from '../../src/services/notificationsApi';
import { definePathTests } from '../support/pathCoverage';
import { checkBellRules, checkNotificationRules } from '../spec/notificationRules';
import { checkBellReadRules, checkListReadRules } from '../spec/notificationReadRules';
import { fakeNotifications } from './notificationsFixture';
import { list, note, notificationsPathOptions, offline, three } from './notificationsMachine.samples';

// A row opened shows read at once with the clock's time: one clock for generating and replaying paths.
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-08T09:00:00Z') });
// Files share a worker's globals (the node project does not isolate them): give the clock back.
afterAll(() => vi.useRealTimers());

const twelve = list(Array.from({ length: 10 }, (_, i) => note(12 - i)), 1, 12);
const secondPage = list([note(2), note(1)], 2, 12);
const nothing = list([], 1, 0);
const pastLast = list([], 3, 12);

describe('notifications machine: generated paths', () => {
  definePathTests(notificationsMachine, {
    ...notificationsPathOptions,
    provide: { actions: { log: () => {}, openOrder: () => {} } },
    steps: checkNotificationsStep,
    states: {
      // The spec's push and fetch rules at every step (tests/spec/notificationRules.ts).
      '#notifications': (s) => {
        checkNotificationRules(notificationsMachine, s);
        checkBellRules(notificationsMachine, s);
        checkBellReadRules(notificationsMachine, s);
      },
      'feed.loading': (s) => {
        expect(s.children.loadNotifications).toBeDefined();
        expect(s.children.listenPush).toBeDefined();
      },
      'feed.ready': (s) => {
        expect(s.children.loadNotifications).toBeUndefined();
        // The bell keeps what it had when a fetch fails.
        expect(s.context.notifications.length).toBe(s.context.pagination ? 3 : 0);
      },
      'token.unregistered': (s) => expect(s.context.webToken).toBeNull(),
      'token.registering': (s) => {
        expect(s.children.registerToken).toBeDefined();
        expect(s.context.webToken).toMatch(/^token-/);
      },
      'token.registered': (s) => expect(s.context.webToken).toMatch(/^token-/),
      'dropdown.closed': (s) => expect(s.can({ type: 'item.chosen', redirectId: 'x' })).toBe(false),
      'dropdown.open': (s) => {
        expect(s.can({ type: 'dropdown.closed' })).toBe(true);
        expect(s.can({ type: 'item.chosen', redirectId: 'x' })).toBe(true);
      },
      'reading.idle': (s) => {
        expect(s.children.markRead).toBeUndefined();
        expect(s.children.markAllRead).toBeUndefined();
      },
      'reading.markingOne': (s) => expect(s.children.markRead).toBeDefined(),
      'reading.markingAll': (s) => {
        expect(s.children.markAllRead).toBeDefined();
        expect(s.context.notifications.every((n) => n.readAt !== null)).toBe(true);
      },
    },
  });
});

describe('notification list machine: generated paths', () => {
  definePathTests(notificationListMachine, {
    input: { feed: null },
    events: {
      'page.changed': [
        { type: 'page.changed', page: 2 },
        { type: 'page.changed', page: 3 },
      ],
      'item.opened': [
        { type: 'item.opened', id: 'n11' },
        { type: 'item.opened', id: 'n12' },
      ],
      'xstate.done.actor.loadNotifications': [
        { type: 'xstate.done.actor.loadNotifications', output: twelve },
        { type: 'xstate.done.actor.loadNotifications', output: nothing },
        { type: 'xstate.done.actor.loadNotifications', output: pastLast },
      ],
      'xstate.error.actor.loadNotifications': [{ type: 'xstate.error.actor.loadNotifications', error: offline }],
      // What the page hears or the customer does, tried from every snapshot by the step oracle's lookahead.
      refresh: [{ type: 'refresh' }],
      'notifications.changed': [{ type: 'notifications.changed' }],
      'all.read': [{ type: 'all.read' }],
    },
    provide: { actions: { log: () => {} } },
    steps: checkNotificationListStep,
    states: {
      '#notificationList': (s) => checkListReadRules(notificationListMachine, s),
      loading: (s) => {
        expect(s.children.loadNotifications).toBeDefined();
        expect(s.context.page).toBeGreaterThanOrEqual(1);
        // The list follows the session's pushes for as long as it lives.
        expect(s.children.followFeed).toBeDefined();
      },
      list: (s) => {
        expect(s.context.notifications.length).toBeGreaterThan(0);
        expect(s.context.pagination).not.toBeNull();
        // The pager asks only for another page that can exist: a whole number from 1, not the one shown.
        const page = s.context.page;
        for (const asked of [0, -1, 1.5, Number.NaN, page, page + 1, page > 1 ? page - 1 : 2]) {
          expect(s.can({ type: 'page.changed', page: asked }), `page ${asked} from page ${page}`).toBe(Number.isInteger(asked) && asked >= 1 && asked !== page);
        }
      },
      empty: (s) => {
        expect(s.context.notifications).toEqual([]);
        expect(s.can({ type: 'refresh' })).toBe(true);
      },
      failed: (s) => {
        expect(s.can({ type: 'refresh' })).toBe(true);
        expect(s.can({ type: 'notifications.changed' })).toBe(true);
      },
    },
  });
});

// Behaviour with running fakes: what the generated paths cannot see (actor inputs, action params).

const settle = () => new Promise((r) => setTimeout(r, 0));

function bell(options: { load?: (query: NotificationQuery) => Promise<NotificationList>; register?: (token: string) => Promise<void> } = {}) {
  const queries: NotificationQuery[] = [];
  const tokens: string[] = [];
  const logged: string[] = [];
  const opened: string[] = [];
  const marked: string[] = [];
  let push: ((event: NotificationsEvent) => void) | undefined;
  let unsubscribed = 0;
  const machine = notificationsMachine.provide({
    actors: {
      loadNotifications: fromPromise<NotificationList, NotificationQuery>(({ input }) => {
        queries.push(input);
        return options.load ? options.load(input) : Promise.resolve(three);
      }),
      markRead: fromPromise<{ unreadCount: number }, { id: string }>(async ({ input }) => {
        marked.push(input.id);
        return { unreadCount: 1 };
      }),
      markAllRead: fromPromise<{ unreadCount: number }>(async () => {
        marked.push('*');
        return { unreadCount: 0 };
      }),
      registerToken: fromPromise<void, { webToken: string }>(({ input }) => {
        tokens.push(input.webToken);
        return options.register ? options.register(input.webToken) : Promise.resolve();
      }),
      listenPush: fromCallback<NotificationsEvent>(({ sendBack }) => {
        push = sendBack;
        return () => unsubscribed++;
      }),
    },
    actions: {
      log: (_, { message }) => logged.push(message),
      openOrder: (_, { redirectId }) => opened.push(redirectId),
    },
  });
  const actor = createActor(machine).start();
  return { actor, queries, tokens, logged, opened, marked, push: (e: NotificationsEvent) => push!(e), unsubscribed: () => unsubscribed };
}

describe('notifications machine: with running fakes', () => {
  it('[call.notification-defaults] fetches page 1, limit 10 on start', async () => {
    const { actor, queries } = bell();
    await settle();
    expect(queries).toEqual([{ page: 1, limit: 10 }]);
    expect(actor.getSnapshot().context.notifications).toHaveLength(3);
    expect(actor.getSnapshot().matches({ feed: 'ready' })).toBe(true);
  });

  it('[push.refetch] a NEW_NOTIFICATION push refetches page 1, limit 10; other types are ignored', async () => {
    const { actor, queries, push } = bell();
    const changes = vi.fn();
    actor.on('notifications.changed', changes);
    await settle();
    push({ type: 'push.received', message: { type: 'ORDER_UPDATED' } });
    await settle();
    expect(queries).toHaveLength(1);
    push({ type: 'push.received', message: { type: 'NEW_NOTIFICATION' } });
    await settle();
    expect(queries).toEqual([
      { page: 1, limit: 10 },
      { page: 1, limit: 10 },
    ]);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('a push during a fetch starts the fetch over, so the new notification is not missed', async () => {
    let calls = 0;
    const { actor, queries, push } = bell({ load: () => (++calls === 1 ? new Promise<NotificationList>(() => {}) : Promise.resolve(twelve)) });
    push({ type: 'push.received', message: { type: 'NEW_NOTIFICATION' } });
    await settle();
    expect(queries).toHaveLength(2);
    expect(actor.getSnapshot().context.pagination?.total).toBe(12);
  });

  it('a resumed stream refetches (pushes may have been missed)', async () => {
    const { queries, push } = bell();
    await settle();
    push({ type: 'push.resumed' });
    await settle();
    expect(queries).toHaveLength(2);
  });

  it('[push.refetch] a push refetches without closing an open dropdown or forgetting the token', async () => {
    const { actor, tokens, push } = bell();
    push({ type: 'push.token', webToken: 'fcm-1' });
    await settle();
    actor.send({ type: 'dropdown.toggled' });
    push({ type: 'push.received', message: { type: 'NEW_NOTIFICATION' } });
    push({ type: 'push.resumed' });
    await settle();
    expect(actor.getSnapshot().matches({ feed: 'ready', token: 'registered', dropdown: 'open' })).toBe(true);
    expect(actor.getSnapshot().context.webToken).toBe('fcm-1');
    expect(tokens).toEqual(['fcm-1']);
  });

  it('[err.notif-logged] a failed fetch is only logged; the bell keeps what it had', async () => {
    let calls = 0;
    const { actor, logged, push } = bell({ load: () => (++calls === 1 ? Promise.resolve(three) : Promise.reject(offline)) });
    await settle();
    push({ type: 'push.received', message: { type: 'NEW_NOTIFICATION' } });
    await settle();
    expect(logged).toEqual(['Notification fetch failed']);
    expect(actor.getSnapshot().context.notifications).toHaveLength(3);
    expect(actor.getSnapshot().matches({ feed: 'ready' })).toBe(true);
  });

  it('[call.notification-token] registers the push token as webToken, once per token', async () => {
    const { actor, tokens, push } = bell();
    push({ type: 'push.token', webToken: 'fcm-1' });
    await settle();
    push({ type: 'push.token', webToken: 'fcm-1' });
    push({ type: 'push.token', webToken: 'fcm-2' });
    await settle();
    expect(tokens).toEqual(['fcm-1', 'fcm-2']);
    expect(actor.getSnapshot().matches({ token: 'registered' })).toBe(true);
  });

  it('[err.notif-logged] a failed token update is only logged', async () => {
    const { actor, logged, push } = bell({ register: () => Promise.reject(offline) });
    push({ type: 'push.token', webToken: 'fcm-1' });
    await settle();
    expect(logged).toEqual(['Notification token update failed']);
    expect(actor.getSnapshot().matches({ token: 'unregistered' })).toBe(true);
  });

  it('[header.dropdown-toggle] the dropdown toggles, closes, and an item opens its order and closes', async () => {
    const { actor, opened } = bell();
    const open = () => actor.getSnapshot().matches({ dropdown: 'open' });
    actor.send({ type: 'dropdown.toggled' });
    expect(open()).toBe(true);
    actor.send({ type: 'dropdown.toggled' });
    expect(open()).toBe(false);
    actor.send({ type: 'dropdown.toggled' });
    actor.send({ type: 'dropdown.closed' });
    expect(open()).toBe(false);
    actor.send({ type: 'item.chosen', redirectId: 'CC260003' });
    expect(opened).toEqual([]);
    actor.send({ type: 'dropdown.toggled' });
    actor.send({ type: 'item.chosen', redirectId: 'CC260003' });
    expect(opened).toEqual(['CC260003']);
    expect(open()).toBe(false);
  });

  it('issue 17.2: from the open bell an unread item is marked read when opened, a read one is not; Mark all as read', async () => {
    const { actor, marked, queries } = bell();
    await settle();
    actor.send({ type: 'dropdown.toggled' });
    // The read-state oracle on the real snapshot: loaded, open, with read and unread rows.
    checkBellReadRules(notificationsMachine, actor.getSnapshot());
    actor.send({ type: 'item.chosen', redirectId: 'CC260002', id: 'n2' });
    actor.send({ type: 'dropdown.toggled' });
    actor.send({ type: 'item.chosen', redirectId: 'CC260003', id: 'n3' });
    await settle();
    expect(marked).toEqual(['n3']);
    expect(actor.getSnapshot().context.unreadCount).toBe(2);
    // The server's answer came: the newest are fetched again.
    expect(queries).toHaveLength(2);
    actor.send({ type: 'all.read' });
    await settle();
    expect(marked).toEqual(['n3', '*']);
  });

  it('stopping the actor (sign-out) stops the push subscription', () => {
    const { actor, unsubscribed } = bell();
    actor.stop();
    expect(unsubscribed()).toBe(1);
  });
});

describe('notification list machine: with running fakes', () => {
  it('[notif.paginated] loads page 1 limit 10, then the page asked for', async () => {
    const queries: NotificationQuery[] = [];
    const machine = notificationListMachine.provide({
      actors: {
        loadNotifications: fromPromise<NotificationList, NotificationQuery>(async ({ input }) => {
          queries.push(input);
          return input.page === 2 ? secondPage : twelve;
        }),
      },
    });
    const actor = createActor(machine, { input: { feed: null } }).start();
    await settle();
    actor.send({ type: 'page.changed', page: 2 });
    await settle();
    expect(queries).toEqual([
      { page: 1, limit: 10 },
      { page: 2, limit: 10 },
    ]);
    expect(actor.getSnapshot().context.notifications).toHaveLength(2);
  });

  it('a page past the last one shows the last page there is', async () => {
    const queries: NotificationQuery[] = [];
    const machine = notificationListMachine.provide({
      actors: {
        loadNotifications: fromPromise<NotificationList, NotificationQuery>(async ({ input }) => {
          queries.push(input);
          return input.page === 3 ? pastLast : input.page === 2 ? secondPage : twelve;
        }),
      },
    });
    const actor = createActor(machine, { input: { feed: null } }).start();
    await settle();
    actor.send({ type: 'page.changed', page: 3 });
    await settle();
    expect(queries.map((q) => q.page)).toEqual([1, 3, 2]);
    expect(actor.getSnapshot().value).toBe('list');
  });

  it('[err.notif-logged] a failed fetch is logged and can be retried', async () => {
    const logged: string[] = [];
    let calls = 0;
    const machine = notificationListMachine.provide({
      actors: { loadNotifications: fromPromise<NotificationList, NotificationQuery>(async () => (++calls === 1 ? Promise.reject(offline) : three)) },
      actions: { log: (_, { message }) => logged.push(message) },
    });
    const actor = createActor(machine, { input: { feed: null } }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(logged).toEqual(['Notification fetch failed']);
    actor.send({ type: 'refresh' });
    await settle();
    expect(actor.getSnapshot().value).toBe('list');
  });
});

describe('notification list machine: following the session\'s notifications actor', () => {
  it('[push.refetch] a NEW_NOTIFICATION push refetches the page shown; other pushes do not; leaving the page stops following', async () => {
    const notifications = fakeNotifications();
    const feed = createActor(notifications.machine).start();
    const queries: NotificationQuery[] = [];
    const machine = notificationListMachine.provide({
      actors: {
        loadNotifications: fromPromise<NotificationList, NotificationQuery>(async ({ input }) => {
          queries.push(input);
          return input.page === 2 ? secondPage : twelve;
        }),
      },
    });
    const list = createActor(machine, { input: { feed } }).start();
    await settle();
    list.send({ type: 'page.changed', page: 2 });
    await settle();
    notifications.push({ type: 'push.received', message: { type: 'SOMETHING_ELSE' } });
    await settle();
    expect(queries).toEqual([
      { page: 1, limit: 10 },
      { page: 2, limit: 10 },
    ]);
    notifications.push({ type: 'push.received', message: { type: 'NEW_NOTIFICATION' } });
    await settle();
    expect(queries.at(-1)).toEqual({ page: 2, limit: 10 });
    expect(queries).toHaveLength(3);
    // The bell refetched page 1, limit 10 at the same time (spec push.refetch).
    expect(notifications.queries).toEqual([
      { page: 1, limit: 10 },
      { page: 1, limit: 10 },
    ]);
    list.stop();
    notifications.push({ type: 'push.received', message: { type: 'NEW_NOTIFICATION' } });
    await settle();
    expect(queries).toHaveLength(3);
    feed.stop();
  });
});

describe('notification list machine: reads reach the server through the session\'s notifications actor', () => {
  it('issue 17.2: opening an unread row and Mark all as read tell the bell, which marks them read on the server; a read row tells nothing', async () => {
    const told: Array<{ type: string; id?: string }> = [];
    const feed = createActor(fromCallback<{ type: string; id?: string }>(({ receive }) => receive((e) => void told.push(e)))).start();
    const machine = notificationListMachine.provide({ actors: { loadNotifications: fromPromise<NotificationList, NotificationQuery>(async () => twelve) } });
    const list = createActor(machine, { input: { feed: feed as never } }).start();
    await settle();
    list.send({ type: 'item.opened', id: 'n11' }); // unread (odd)
    list.send({ type: 'item.opened', id: 'n11' }); // read now: nothing more
    list.send({ type: 'item.opened', id: 'n12' }); // read already
    expect(told).toEqual([{ type: 'item.read', id: 'n11' }]);
    list.send({ type: 'all.read' });
    expect(told).toEqual([{ type: 'item.read', id: 'n11' }, { type: 'all.read' }]);
    list.stop();
    feed.stop();
  });
});

describe('notification rows and badge', () => {
  const now = new Date(Date.UTC(2026, 2, 7, 15, 0));

  it('[notif.title-cut] cuts titles at 90 characters plus "..." and links to the order', () => {
    const long = 'A'.repeat(95);
    const [row] = notificationRows([note(1, long)], now);
    expect(row!.title).toBe(`${'A'.repeat(90)}...`);
    expect(row!.fullTitle).toBe(long);
    expect(row!.href).toBe('/my-orders/service/CC260001');
  });

  it('[header.bell-dropdown] the dropdown takes the newest five', () => {
    expect(dropdownRows(twelve.response, now).map((r) => r.id)).toEqual(['n12', 'n11', 'n10', 'n9', 'n8']);
  });

  it('shows relative times in English, the date past a week', () => {
    const at = (iso: string) => notificationRows([{ ...note(1), createdAt: iso }], now)[0]!.when;
    expect(at('2026-03-07T14:59:40Z')).toBe('Just now');
    expect(at('2026-03-07T14:55:00Z')).toBe('5 minutes ago');
    expect(at('2026-03-05T15:00:00Z')).toBe('2 days ago');
    expect(at('2026-02-01T12:00:00Z')).toBe('1 Feb 2026');
    expect(at('not a date')).toBe('');
  });

  it('[header.bell-badge] counts what is unread (issue 17.2), none at 0, "99+" above 99', () => {
    expect(badgeLabel(badgeCount({ unreadCount: 0 }))).toBeNull();
    expect(badgeLabel(badgeCount({ unreadCount: 7 }))).toBe('7');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
  });
});
