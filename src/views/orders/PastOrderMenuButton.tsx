import type { ComponentPropsWithRef } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useI18n } from '../useI18n';
import classes from './orders.module.css';

/** A past order's "More" button: its menu's target, and what shows while the menu's code loads. */
export function PastOrderMenuButton({ movementId, className, ...props }: { movementId: string } & ComponentPropsWithRef<'button'>) {
  const i18n = useI18n();
  return (
    <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label={i18n._('More for order {movementId}', { movementId })} {...props} className={className ? `${classes.cardMenu} ${className}` : classes.cardMenu}>
      <IconDots size={18} />
    </ActionIcon>
  );
}
