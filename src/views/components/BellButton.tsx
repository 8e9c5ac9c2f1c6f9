import { UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { badgeCount, badgeLabel, type NotificationsActor } from '../../machines/notificationsMachine';
import { useNotificationsActor } from '../NotificationsContext';
import { useI18n } from '../useI18n';
import classes from './NotificationBell.module.css';

// Menu.Target hands its own props (className included) to this button: merge, never replace.
export function BellButton({ label, className, ...rest }: { label: string | null; className?: string } & Record<string, unknown>) {
  const i18n = useI18n();
  return (
    <UnstyledButton {...rest} className={className ? `${classes.bell} ${className}` : classes.bell} aria-label={label ? i18n._('Notifications ({count})', { count: label }) : i18n._('Notifications')}>
      <IconBell size={22} stroke={1.8} aria-hidden="true" />
      {label ? (
        <span className={classes.badge} aria-hidden="true" data-testid="notification-badge">
          {label}
        </span>
      ) : null}
    </UnstyledButton>
  );
}

/**
 * The bell with its live count, before the dropdown's code (a Mantine Menu) has come: a click asks
 * the notifications machine to open its dropdown, which shows as soon as that code is in.
 */
export function BellPlaceholder({ onOpen }: { onOpen: () => void }) {
  const actor = useNotificationsActor();
  if (!actor) return <BellButton label={null} disabled />;
  return <LiveBell actor={actor} onOpen={onOpen} />;
}

function LiveBell({ actor, onOpen }: { actor: NotificationsActor; onOpen: () => void }) {
  const unreadCount = useSelector(actor, (s) => s.context.unreadCount);
  const open = () => {
    if (!actor.getSnapshot().matches({ dropdown: 'open' })) actor.send({ type: 'dropdown.toggled' });
    onOpen();
  };
  return <BellButton label={badgeLabel(badgeCount({ unreadCount }))} aria-haspopup="menu" aria-expanded={false} onClick={open} />;
}
