import type { ComponentPropsWithRef } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import classes from './orders.module.css';

/** A past order's "More" button: its menu's target, and what shows while the menu's code loads. */
export function PastOrderMenuButton({ movementId, className, ...props }: { movementId: string } & ComponentPropsWithRef<'button'>) {
  return (
    <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label={`More for order ${movementId}`} {...props} className={className ? `${classes.cardMenu} ${className}` : classes.cardMenu}>
      <IconDots size={18} />
    </ActionIcon>
  );
}
