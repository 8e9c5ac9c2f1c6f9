import { useMemo } from 'react';
import { Button, EmptyState, Group, Skeleton, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconAdjustments, IconBellOff, IconChecks, IconChevronRight, IconListDetails, IconRefresh, IconTruck } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { notificationListMachine } from '../../machines/notificationListMachine';
import { notificationRows } from '../../machines/notificationsMachine';
import { LazyPageNav } from '../components/LazyPageNav';
import { PageHeading } from '../components/PageHeading';
import { useAppActor } from '../inspection';
import { useNotificationsActor } from '../NotificationsContext';
import type { PageProps } from '../PageProps';
import { useFormats } from '../useFormats';
import { useI18n } from '../useI18n';
import classes from './NotificationsPage.module.css';

/** /settings/notifications: the full list, a page at a time (spec notif.paginated). */
export default function NotificationsPage({ title }: PageProps) {
  const i18n = useI18n();
  const fmt = useFormats();
  // The list follows the session's notifications actor itself (its pushes refetch the page).
  const list = useAppActor(notificationListMachine, { input: { feed: useNotificationsActor() } });
  const state = useSelector(list, (s) => s.value);
  const notifications = useSelector(list, (s) => s.context.notifications);
  const pagination = useSelector(list, (s) => s.context.pagination);
  const page = useSelector(list, (s) => s.context.page);
  const unreadCount = useSelector(list, (s) => s.context.unreadCount);
  const rows = useMemo(() => notificationRows(notifications), [notifications]);
  // The times in the page's language ('Just now' from the catalog, the rest as Intl says them).
  const timeOf = (row: (typeof rows)[number]) => {
    const time = fmt.notificationTime(row.createdAt);
    return { relative: time.justNow ? i18n._('Just now') : time.relative, exact: time.exact };
  };

  const loading = state === 'loading';
  const refresh = () => list.send({ type: 'refresh' });

  return (
    <Stack gap="md">
      <PageHeading title={title} description={i18n._('Updates about your orders, newest first. Open one to see its order.')} />

      <Group justify="space-between" gap="sm" mt={-8}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {unreadCount > 0 ? i18n._('{count} unread', { count: fmt.number(unreadCount) }) : rows.length > 0 ? i18n._('All caught up') : ''}
        </Text>
        <Group gap="xs">
          {unreadCount > 0 && state === 'list' ? (
            <Button variant="light" size="xs" leftSection={<IconChecks size={16} aria-hidden="true" />} onClick={() => list.send({ type: 'all.read' })}>
              {i18n._('Mark all as read')}
            </Button>
          ) : null}
          <Button component={Link} href="/settings/notification-preferences" variant="subtle" size="xs" leftSection={<IconAdjustments size={16} aria-hidden="true" />}>
            {i18n._('Preferences')}
          </Button>
        </Group>
      </Group>

      {loading && rows.length === 0 ? (
        <Stack gap={0} data-testid="notifications-loading" aria-busy="true" aria-label={i18n._('Loading notifications')}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Group key={i} gap="md" wrap="nowrap" py="md" className={classes.row}>
              <Skeleton circle height={40} />
              <Stack gap={8} style={{ flex: 1 }}>
                <Skeleton height={12} radius="sm" width={`${85 - i * 9}%`} />
                <Skeleton height={10} radius="sm" width="30%" />
              </Stack>
            </Group>
          ))}
        </Stack>
      ) : null}

      {state === 'empty' ? (
        <EmptyState
          icon={<IconBellOff size={28} />}
          variant="light"
          title={i18n._('No notifications yet')}
          description={i18n._('When a carrier is assigned, your cargo is on its way or an order is completed, you will hear about it here.')}
        >
          <EmptyState.Actions>
            <Button component={Link} href="/my-orders" variant="light" leftSection={<IconListDetails size={16} />}>
              {i18n._('Go to my orders')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : null}

      {/* spec err.notif-logged: the failure is in the log; here only a way to try again. */}
      {state === 'failed' ? (
        <EmptyState icon={<IconBellOff size={28} />} variant="light" title={i18n._('Nothing to show right now')}>
          <EmptyState.Actions>
            <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={refresh}>
              {i18n._('Try again')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : null}

      {rows.length > 0 && (state === 'list' || loading) ? (
        <Stack gap={0} component="ul" m={0} p={0} aria-label={i18n._('Notifications')} aria-busy={loading || undefined} className={loading ? classes.stale : undefined}>
          {rows.map((row) => {
            const time = timeOf(row);
            return (
              <li key={row.id} className={classes.row} data-unread={row.unread || undefined}>
                <UnstyledButton
                  component={Link}
                  href={row.href}
                  className={classes.rowLink}
                  title={row.fullTitle === row.title ? undefined : row.fullTitle}
                  onClick={() => list.send({ type: 'item.opened', id: row.id })}
                  onAuxClick={() => list.send({ type: 'item.opened', id: row.id })}
                >
                  <Group gap="md" wrap="nowrap" align="flex-start">
                    <ThemeIcon variant="light" radius="xl" size={40} aria-hidden="true">
                      <IconTruck size={20} />
                    </ThemeIcon>
                    <Stack gap={2} style={{ flex: 1 }} miw={0}>
                      {/* Issue 17.2: unread in words (for screen readers), weight and a dot, not colour alone. */}
                      {row.unread ? <VisuallyHidden>{i18n._('Unread')}</VisuallyHidden> : null}
                      <Text fw={row.unread ? 700 : 400} size="sm" className={classes.title}>
                        {row.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        <time dateTime={row.createdAt} title={time.exact}>
                          {time.relative}
                        </time>
                        {' · '}
                        {i18n._('Order {movementId}', { movementId: row.redirectId })}
                      </Text>
                    </Stack>
                    {row.unread ? <span className={classes.dot} aria-hidden="true" data-testid="unread-dot" /> : null}
                    <IconChevronRight size={18} aria-hidden="true" className={classes.chevron} />
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      ) : null}

      {pagination && pagination.totalPages > 1 && rows.length > 0 ? (
        <Group justify="space-between" gap="sm" pt="xs">
          <Text size="sm" c="dimmed">
            {i18n._('{count, plural, one {# notification} other {# notifications}}', { count: pagination.total })}
          </Text>
          <LazyPageNav total={pagination.totalPages} value={page} onChange={(next) => list.send({ type: 'page.changed', page: next })} size="sm" />
        </Group>
      ) : null}
    </Stack>
  );
}
