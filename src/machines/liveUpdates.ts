import { fromCallback } from 'xstate';
import { onTabReturn } from '../services/tabReturn.ts';
import type { NotificationsActor } from './notificationsMachine.ts';

// The actors a page machine invokes to stay current, so its statechart shows why it refetches:
// a push the session's notifications actor heard, or the customer coming back to the tab.

export type FeedChanged = { type: 'notifications.changed' };
export type TabReturned = { type: 'tab.returned' };

/**
 * 'notifications.changed' each time the session's notifications actor announces a change (a
 * NEW_NOTIFICATION push, or live updates coming back after a drop), until the invoking state ends.
 * `feed` is null outside a signed-in session: then there is nothing to follow.
 */
export const followFeed = fromCallback<FeedChanged, { feed: NotificationsActor | null }>(({ input, sendBack }) => {
  const subscription = input.feed?.on('notifications.changed', () => sendBack({ type: 'notifications.changed' } satisfies FeedChanged));
  return () => subscription?.unsubscribe();
});

/** 'tab.returned' each time the customer comes back to this tab. */
export const watchTabReturn = fromCallback<TabReturned>(({ sendBack }) => onTabReturn(() => sendBack({ type: 'tab.returned' } satisfies TabReturned)));
