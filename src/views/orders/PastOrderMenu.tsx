import { Menu } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { Link } from 'wouter';
import { bookAgainHref } from '../../machines/orderDisplay';
import { useI18n } from '../useI18n';
import { PastOrderMenuButton } from './PastOrderMenuButton';

/** A completed or cancelled order's menu: Book again. */
export function PastOrderMenu({ movementId, defaultOpened }: { movementId: string; defaultOpened: boolean }) {
  const i18n = useI18n();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <PastOrderMenuButton movementId={movementId} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} href={bookAgainHref(movementId)} leftSection={<IconRepeat size={16} />}>
          {i18n._('Book again')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
