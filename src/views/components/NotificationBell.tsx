import type { MouseEvent } from 'react';
import { Box, Group, Menu, Skeleton, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconBellOff, IconChecks, IconChevronRight, IconTruck } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { badgeCount, badgeLabel, dropdownRows, type NotificationsActor } from '../../machines/notificationsMachine';
import { BrowserMessages } from '../../schemas/browserMessages';
import { useNotificationsActor } from '../NotificationsContext';
import { useFormats } from '../useFormats';
import { useI18n, useMessage } from '../useI18n';
import { BellButton } from './BellButton';
import classes from './NotificationBell.module.css';

const VIEW_ALL_HREF = '/settings/notifications';

/** A plain left click opens in the app; modified clicks keep the link's own behaviour (new tab…). */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * spec header.bell-badge, header.bell-dropdown, header.dropdown-toggle: the bell with its red count
 * and the dropdown of the newest five. Until the session's notifications actor runs, a quiet bell.
 */
export function NotificationBell() {
  const actor = useNotificationsActor();
  if (!actor) return <BellButton label={null} disabled />;
  return <NotificationBellMenu actor={actor} />;
}

export function NotificationBellMenu({ actor, now }: { actor: NotificationsActor; now?: Date }) {
  const i18n = useI18n();
  const translate = useMessage();
  const fmt = useFormats();
  const open = useSelector(actor, (s) => s.matches({ dropdown: 'open' }));
  const notifications = useSelector(actor, (s) => s.context.notifications);
  const unreadCount = useSelector(actor, (s) => s.context.unreadCount);
  const firstLoad = useSelector(actor, (s) => s.matches({ feed: 'loading' }) && s.context.pagination === null);
  const markingAll = useSelector(actor, (s) => s.matches({ reading: 'markingAll' }));
  const count = badgeCount({ unreadCount });
  const label = badgeLabel(count);
  const rows = open ? dropdownRows(notifications, now) : [];
  // The times in the page's language ('Just now' from the catalog, the rest as Intl says them).
  const timeOf = (row: (typeof rows)[number]) => {
    const time = fmt.notificationTime(row.createdAt, now);
    return { relative: time.justNow ? i18n._('Just now') : time.relative, exact: time.exact };
  };

  // Mantine asks to open or close (target click, outside click, Escape, a link): the machine decides.
  const onChange = (next: boolean) => {
    if (next === actor.getSnapshot().matches({ dropdown: 'open' })) return;
    actor.send(next ? { type: 'dropdown.toggled' } : { type: 'dropdown.closed' });
  };

  return (
    <Menu opened={open} onChange={onChange} position="bottom-end" width={360} shadow="lg" radius="lg" withinPortal offset={6}>
      <Menu.Target>
        <BellButton label={label} />
      </Menu.Target>
      <Menu.Dropdown className={classes.dropdown} p={0} aria-label={i18n._('Notifications')}>
        <Group justify="space-between" px="md" pt="sm" pb={8} wrap="nowrap">
          <Text fw={700} size="sm">
            {i18n._('Notifications')}
          </Text>
          {count > 0 ? (
            <Group gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {i18n._('{count} unread', { count: fmt.number(count) })}
              </Text>
              {/* A menu holds menu items only (axe aria-required-children): the action is one. */}
              <Menu.Item
                w="auto"
                py={4}
                px={8}
                fz="xs"
                c="brand.8"
                fw={600}
                closeMenuOnClick={false}
                disabled={markingAll}
                leftSection={<IconChecks size={14} aria-hidden="true" />}
                onClick={() => actor.send({ type: 'all.read' })}
              >
                {i18n._('Mark all as read')}
              </Menu.Item>
            </Group>
          ) : null}
        </Group>
        <Menu.Divider m={0} />
        <Box py={4}>
          {firstLoad ? (
            <Stack gap="sm" p="md" data-testid="notifications-loading" aria-busy="true">
              {[0, 1, 2].map((i) => (
                <Group key={i} gap="sm" wrap="nowrap">
                  <Skeleton circle height={32} />
                  <Stack gap={6} style={{ flex: 1 }}>
                    <Skeleton height={10} radius="sm" />
                    <Skeleton height={8} width="40%" radius="sm" />
                  </Stack>
                </Group>
              ))}
            </Stack>
          ) : rows.length === 0 ? (
            <Stack align="center" gap={6} py="lg" px="md">
              <ThemeIcon variant="light" color="gray" radius="xl" size={40}>
                <IconBellOff size={20} />
              </ThemeIcon>
              <Text size="sm" c="dimmed">
                {translate(BrowserMessages.noNotifications)}
              </Text>
            </Stack>
          ) : (
            rows.map((row) => {
              const time = timeOf(row);
              return (
                <Menu.Item
                  key={row.id}
                  component="a"
                  href={row.href}
                  className={classes.item}
                  closeMenuOnClick={false}
                  title={row.fullTitle === row.title ? undefined : row.fullTitle}
                  onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    actor.send({ type: 'item.chosen', redirectId: row.redirectId, id: row.id });
                  }}
                  // A modified click (new tab) opens it too: it counts as read.
                  onAuxClick={() => actor.send({ type: 'item.read', id: row.id })}
                  data-unread={row.unread || undefined}
                  leftSection={
                    <ThemeIcon variant="light" radius="xl" size={32} aria-hidden="true">
                      <IconTruck size={17} />
                    </ThemeIcon>
                  }
                  rightSection={row.unread ? <span className={classes.dot} aria-hidden="true" /> : undefined}
                >
                  {/* Issue 17.2: unread is said in words and weight, not by colour alone. */}
                  {row.unread ? <VisuallyHidden>{i18n._('Unread')}</VisuallyHidden> : null}
                  <Text size="sm" lh={1.35} fw={row.unread ? 700 : 400} className={classes.title}>
                    {row.title}
                  </Text>
                  <Text size="xs" c="dimmed" mt={2} component="time" dateTime={row.createdAt} title={time.exact}>
                    {time.relative}
                  </Text>
                </Menu.Item>
              );
            })
          )}
        </Box>
        <Menu.Divider m={0} />
        <Menu.Item component={Link} href={VIEW_ALL_HREF} className={classes.viewAll} rightSection={<IconChevronRight size={14} aria-hidden="true" />}>
          {i18n._('View all')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
